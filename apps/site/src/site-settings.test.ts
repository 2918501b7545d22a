// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_HUB_URL,
  hubUrl,
  inferenceFetch,
  normalizeBaseUrl,
  readSetting,
  SETTING_KEYS,
  writeSetting,
} from "./site-settings";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("normalizeBaseUrl", () => {
  it("keeps http(s) URLs without a trailing slash", () => {
    expect(normalizeBaseUrl("http://127.0.0.1:8080/huggingface.co/")).toBe("http://127.0.0.1:8080/huggingface.co");
    expect(normalizeBaseUrl(" https://hub.example ")).toBe("https://hub.example");
  });
  it("refuses other schemes, credentials, queries and junk", () => {
    for (const text of [
      "javascript:alert(1)",
      "file:///etc",
      "https://u:p@x.example",
      "https://x.example/?a=1",
      "x",
      "",
    ]) {
      expect(normalizeBaseUrl(text)).toBeUndefined();
    }
  });
});

describe("settings", () => {
  it("default to the public Hub and router", () => {
    expect(hubUrl()).toBe(DEFAULT_HUB_URL);
    expect(readSetting("routerUrl")).toBe("https://router.huggingface.co");
  });
  it("ignore an invalid stored value", () => {
    localStorage.setItem(SETTING_KEYS.hubUrl, "javascript:alert(1)");
    expect(hubUrl()).toBe(DEFAULT_HUB_URL);
  });
  it("store only valid values; empty restores the default", () => {
    expect(writeSetting("hubUrl", "ftp://x")).toBe(false);
    expect(localStorage.getItem(SETTING_KEYS.hubUrl)).toBeNull();
    expect(writeSetting("hubUrl", "http://127.0.0.1:9/huggingface.co/")).toBe(true);
    expect(hubUrl()).toBe("http://127.0.0.1:9/huggingface.co");
    expect(writeSetting("hubUrl", "")).toBe(true);
    expect(hubUrl()).toBe(DEFAULT_HUB_URL);
  });
});

describe("inferenceFetch", () => {
  it("sends router and Hub URLs to the configured bases and leaves others alone", async () => {
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response("{}");
    });
    writeSetting("hubUrl", "http://127.0.0.1:9/huggingface.co");
    writeSetting("routerUrl", "http://127.0.0.1:9/router.huggingface.co");
    const send = inferenceFetch();
    await send("https://router.huggingface.co/v1/chat/completions");
    await send(new URL("https://huggingface.co/api/models/a/b?expand[]=x"));
    await send(new Request("https://huggingface.co.evil.example/x"));
    await send("https://api.groq.com/openai/v1");
    expect(seen).toEqual([
      "http://127.0.0.1:9/router.huggingface.co/v1/chat/completions",
      "http://127.0.0.1:9/huggingface.co/api/models/a/b?expand[]=x",
      "https://huggingface.co.evil.example/x",
      "https://api.groq.com/openai/v1",
    ]);
  });
  it("is the global fetch's behaviour when nothing is set", async () => {
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response("{}");
    });
    await inferenceFetch()("https://router.huggingface.co/v1/models");
    expect(seen).toEqual(["https://router.huggingface.co/v1/models"]);
  });
});
