// A web page must not drive a developer's running emulator: requests naming a foreign Host (DNS rebinding) are
// refused, and so are pages from foreign origins, which get no CORS headers unless the `cors` option lets them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator, withEmulator } from "../test-support/emulator";
import { rawRequest, send } from "../test-support/requests";
import { startEmulator } from "./server";
import type { Emulator } from "./types";

const chatTarget = "/router.huggingface.co/v1/chat/completions";
const chatBody = JSON.stringify({ model: "org/m", messages: [{ role: "user", content: "Hi" }] });
const jsonAuth = { authorization: `Bearer ${HF_TOKEN}`, "content-type": "application/json" };

/** The spec, written apart from the implementation: one of three names, any case, then an optional port. */
function isLoopbackHostSpec(host: string): boolean {
  const colon = host.startsWith("[") ? host.indexOf("]") + 1 : host.indexOf(":");
  const [name, port] = colon > 0 && colon < host.length ? [host.slice(0, colon), host.slice(colon)] : [host, ""];
  const names = ["127.0.0.1", "localhost", "[::1]"];
  const portOk = port === "" || (port.length >= 2 && port.length <= 6 && /^:[0-9]+$/.test(port));
  return names.includes(name.toLowerCase()) && portOk;
}

const accessControlHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"));

function postChat(emulator: Emulator, headers: Record<string, string | undefined>) {
  return rawRequest(emulator.url, "POST", chatTarget, { ...jsonAuth, ...headers }, chatBody);
}

describe("Host header (DNS rebinding)", () => {
  const emulator = useEmulator();

  it("refuses foreign, lookalike and missing Host names with 421 and a clear message", async () => {
    for (const host of [
      "evil.example",
      "127.0.0.1.evil.example",
      "localhost.evil",
      "evil.localhost",
      "localhost.",
      "127.0.0.2",
      "127.1",
      "0.0.0.0",
      "::1",
      "[::1].evil",
      "[0:0:0:0:0:0:0:1]",
      "[::ffff:127.0.0.1]",
      "localhost:80:80",
      "localhost:",
      "",
      undefined,
    ]) {
      const answer = await postChat(emulator(), { host });
      expect(`${host} ${answer.status}`).toBe(`${host} 421`);
      expect(JSON.parse(answer.text).error).toMatch(/only answers requests addressed to 127\.0\.0\.1, localhost/);
      expect(accessControlHeaders(answer.headers)).toEqual([]);
    }
    expect(emulator().requests).toEqual([]);
  });

  it("accepts 127.0.0.1, localhost and [::1], with or without a port", async () => {
    for (const host of ["127.0.0.1", "127.0.0.1:8787", "localhost", "LocalHost:3000", "[::1]", "[::1]:65535"]) {
      const answer = await postChat(emulator(), { host });
      expect(`${host} ${answer.status}`).toBe(`${host} 200`);
    }
    expect(emulator().requests).toHaveLength(6);
  });

  it("answers a request iff its Host is a loopback name (property)", async () => {
    const names = ["127.0.0.1", "localhost", "LOCALHOST", "[::1]", "evil.example", "127.0.0.1.evil", "[::2]"];
    const piece = fc.oneof(
      fc.constantFrom(...names, ":", ".", "[", "]", ":0", ":8080", ":123456", "@", "%2e"),
      fc.string({ unit: fc.constantFrom(..."abclhost0127.:[]-_%@"), maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 3 }), async (pieces) => {
        const host = pieces.join("");
        const answer = await rawRequest(emulator().url, "GET", "/huggingface.co/api/tasks", { host });
        expect(answer.status).toBe(isLoopbackHostSpec(host) ? 200 : 421);
      }),
      { numRuns: 300 },
    );
  });

  it("refused requests are not recorded, consume no fault and do not count towards maxRequests", async () => {
    await withEmulator({ maxRequests: 2 }, async (small) => {
      small.inject({ kind: "status", status: 500 });
      for (let i = 0; i < 20; i++) expect((await postChat(small, { host: "evil.example" })).status).toBe(421);
      expect(small.requests).toEqual([]);
      expect((await postChat(small, {})).status).toBe(500);
      expect((await postChat(small, {})).status).toBe(200);
    });
  });
});

describe("browser pages (CORS), by default", () => {
  const emulator = useEmulator();
  const preflight = (origin: string) =>
    rawRequest(emulator().url, "OPTIONS", chatTarget, {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    });

  it("refuses pages from foreign origins: 403, no CORS header, nothing recorded", async () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1.evil.example",
      "http://localhost.evil",
      "http://evil.example:8080",
      "null",
      "file://",
      "http://localhost@evil.example",
    ]) {
      const before = await preflight(origin);
      expect(`${origin} ${before.status}`).toBe(`${origin} 403`);
      expect(accessControlHeaders(before.headers)).toEqual([]);
      const answer = await postChat(emulator(), { origin });
      expect(answer.status).toBe(403);
      expect(accessControlHeaders(answer.headers)).toEqual([]);
      expect(JSON.parse(answer.text).error).toContain("startEmulator({ cors })");
    }
    expect(emulator().requests).toEqual([]);
  });

  it("lets loopback pages in: their origin echoed, never *", async () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:4173", "http://[::1]:8080", "https://localhost"]) {
      const before = await preflight(origin);
      expect(before.status).toBe(204);
      expect(before.headers["access-control-allow-origin"]).toBe(origin);
      expect(before.headers["access-control-allow-headers"]).toBe("authorization, content-type");
      const answer = await postChat(emulator(), { origin });
      expect(answer.status).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      expect(answer.headers.vary).toBe("origin");
    }
  });

  it("judges cross-site requests without an Origin (an <img>, a link) by their Referer", async () => {
    const get = (headers: Record<string, string>) =>
      rawRequest(emulator().url, "GET", "/v3.fal.media/emulated/x.png", headers);
    expect((await get({ "sec-fetch-site": "cross-site", referer: "https://evil.example/page" })).status).toBe(403);
    expect((await get({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await get({ "sec-fetch-site": "same-site", referer: "http://localhost:5173/app" })).status).toBe(200);
    // curl, Node and top-level navigations name no page.
    expect((await get({ "sec-fetch-site": "none" })).status).toBe(200);
    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(accessControlHeaders(plain.headers)).toEqual([]);
  });

  it("answers Node's own fetch (no Origin) with no CORS header at all", async () => {
    const answer = await send(emulator(), "https://huggingface.co/api/tasks");
    expect(answer.status).toBe(200);
    expect([...answer.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });
});

describe("the cors option", () => {
  it('"*" lets any page in with a wildcard', async () => {
    await withEmulator({ cors: "*" }, async (emulator) => {
      for (const origin of ["https://evil.example", "null"]) {
        const answer = await postChat(emulator, { origin });
        expect(answer.status).toBe(200);
        expect(answer.headers["access-control-allow-origin"]).toBe("*");
      }
      // Still only loopback Host names.
      expect((await postChat(emulator, { origin: "https://evil.example", host: "evil.example" })).status).toBe(421);
    });
  });

  it("a list lets exactly those origins in", async () => {
    await withEmulator({ cors: ["https://app.example", "null"] }, async (emulator) => {
      expect((await postChat(emulator, { origin: "https://app.example" })).headers["access-control-allow-origin"]).toBe(
        "https://app.example",
      );
      expect((await postChat(emulator, { origin: "null" })).status).toBe(200);
      expect((await postChat(emulator, { origin: "https://app.example.evil" })).status).toBe(403);
      expect((await postChat(emulator, { origin: "http://localhost:5173" })).status).toBe(403);
    });
  });

  it("false lets no page in, and still serves clients that are not pages", async () => {
    await withEmulator({ cors: false }, async (emulator) => {
      expect((await postChat(emulator, { origin: "http://localhost:5173" })).status).toBe(403);
      const plain = await postChat(emulator, {});
      expect(plain.status).toBe(200);
      expect(accessControlHeaders(plain.headers)).toEqual([]);
    });
  });

  it("an invalid value throws where the emulator is started", async () => {
    await expect(startEmulator({ cors: "yes" as "*" })).rejects.toThrow(/cors must be/);
    await expect(startEmulator({ cors: [1] as unknown as string[] })).rejects.toThrow(/cors must be/);
  });
});
