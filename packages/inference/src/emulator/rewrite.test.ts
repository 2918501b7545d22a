import { describe, expect, it } from "vitest";
import { useEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { parseTarget, rewriteUrl } from "./rewrite";

const base = "http://127.0.0.1:4321";

describe("rewriteUrl", () => {
  it("moves the host into the first path segment, keeping path and query", () => {
    expect(rewriteUrl(base, directUrl("groq", "/openai/v1/chat/completions"))).toBe(
      `${base}/api.groq.com/openai/v1/chat/completions`,
    );
    expect(rewriteUrl(base, "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue")).toBe(
      `${base}/router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue`,
    );
    expect(rewriteUrl(base, "https://huggingface.co/api/models/org/m?expand[]=inferenceProviderMapping")).toBe(
      `${base}/huggingface.co/api/models/org/m?expand[]=inferenceProviderMapping`,
    );
    expect(rewriteUrl(base, "http://localhost:8080/v1/chat/completions")).toBe(
      `${base}/localhost:8080/v1/chat/completions`,
    );
  });

  it("leaves emulator URLs, data URLs and non-URLs unchanged", () => {
    expect(rewriteUrl(base, `${base}/api.groq.com/x`)).toBe(`${base}/api.groq.com/x`);
    expect(rewriteUrl(base, "data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(rewriteUrl(base, "/relative/path")).toBe("/relative/path");
  });

  it("parseTarget is its inverse on the emulator side", () => {
    const rewritten = new URL(rewriteUrl(base, "https://API.Groq.com/openai/v1/x?a=1&expand[]=b"));
    expect(parseTarget(rewritten.pathname + rewritten.search)).toEqual({
      host: "api.groq.com",
      path: "/openai/v1/x",
      search: "?a=1&expand[]=b",
      query: { a: "1", "expand[]": "b" },
      decodable: true,
    });
    expect(parseTarget("/")).toMatchObject({ host: "", path: "/" });
    expect(parseTarget("/api.groq.com/%E0%A4%A")).toMatchObject({ host: "api.groq.com", decodable: false });
  });
});

describe("emulator.fetch", () => {
  const emulator = useEmulator();

  it("rewrites string, URL and Request inputs", async () => {
    emulator().setProviderMapping("org/m", [{ provider: "groq", providerId: "m", task: "conversational" }]);
    const url = "https://huggingface.co/api/models/org/m";
    for (const input of [url, new URL(url), new Request(url)]) expect((await emulator().fetch(input)).status).toBe(200);
    expect(emulator().requests.map((r) => `${r.host}${r.path}`)).toEqual(
      Array(3).fill("huggingface.co/api/models/org/m"),
    );
  });

  it("keeps the method, headers and body of a Request", async () => {
    const request = new Request(directUrl("groq", "/openai/v1/chat/completions"), {
      method: "POST",
      headers: { authorization: "Bearer gsk_key", "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    expect((await emulator().fetch(request)).status).toBe(200);
    expect(emulator().requests[0]).toMatchObject({
      method: "POST",
      headers: { authorization: "Bearer gsk_key" },
      body: { model: "m" },
    });
  });
});
