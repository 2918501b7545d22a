import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { HF_TOKEN } from "../test-support/emulator";
import { send } from "../test-support/requests";
import { startEmulator } from "./server";
import type { Emulator } from "./types";

const run = promisify(execFile);
const chatUrl = "https://router.huggingface.co/groq/openai/v1/chat/completions";
const chatBody = { model: "m", messages: [{ role: "user", content: "hi" }] };
const auth = `Bearer ${HF_TOKEN}`;

/** Resolves once the emulator stops accepting connections. */
async function refusesConnections(emulator: Emulator): Promise<boolean> {
  try {
    await fetch(`${emulator.url}/huggingface.co/api/models/x`);
    return false;
  } catch {
    return true;
  }
}

describe("startEmulator lifecycle", () => {
  it("binds 127.0.0.1 on a free port", async () => {
    const emulator = await startEmulator();
    try {
      expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(Number(new URL(emulator.url).port)).toBeGreaterThan(0);
    } finally {
      await emulator.close();
    }
  });

  it("closes itself after the idle timeout, and the timer restarts on each request", async () => {
    const emulator = await startEmulator({ idleTimeoutMs: 500 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await send(emulator, chatUrl, { authorization: auth, body: chatBody })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    // 600 ms after start but only 300 ms after the last request: still open.
    expect((await send(emulator, chatUrl, { authorization: auth, body: chatBody })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await refusesConnections(emulator)).toBe(true);
    await emulator.close();
  });

  it("stops at the end of its lifetime even when busy", async () => {
    const emulator = await startEmulator({ lifetimeMs: 600, idleTimeoutMs: 10_000 });
    const started = Date.now();
    // Busy until past the lifetime: requests keep coming every 50 ms.
    let served = 0;
    while (Date.now() - started < 1200) {
      try {
        await send(emulator, chatUrl, { authorization: auth, body: chatBody });
        served += 1;
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(served).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(await refusesConnections(emulator)).toBe(true);
  });

  it("answers 503 past maxRequests, then closes", async () => {
    const emulator = await startEmulator({ maxRequests: 2 });
    expect((await send(emulator, chatUrl, { authorization: auth, body: chatBody })).status).toBe(200);
    expect((await send(emulator, chatUrl, { authorization: auth, body: chatBody })).status).toBe(200);
    const over = await send(emulator, chatUrl, { authorization: auth, body: chatBody });
    expect(over.status).toBe(503);
    expect(await over.json()).toEqual({ error: expect.stringContaining("limit of 2 requests") });
    await emulator.close();
    expect(await refusesConnections(emulator)).toBe(true);
  });

  it("releases hanging requests on close and close is idempotent", async () => {
    const emulator = await startEmulator();
    emulator.inject({ kind: "hang" });
    const pending = send(emulator, chatUrl, { authorization: auth, body: chatBody }).then(
      () => "answered",
      () => "released",
    );
    await new Promise((r) => setTimeout(r, 50));
    await Promise.all([emulator.close(), emulator.close()]);
    expect(await pending).toBe("released");
  });

  it("close cuts short a delayed answer instead of waiting for its timer", async () => {
    const emulator = await startEmulator();
    emulator.inject({ kind: "delay", ms: 30_000 });
    const started = Date.now();
    const pending = send(emulator, chatUrl, { authorization: auth, body: chatBody }).then(
      () => "answered",
      () => "released",
    );
    await new Promise((r) => setTimeout(r, 50));
    await emulator.close();
    expect(await pending).toBe("released");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("does not keep a process alive: a script that never closes it exits at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-"));
    try {
      await build({
        entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
        bundle: true,
        platform: "node",
        format: "esm",
        outfile: join(dir, "emulator.mjs"),
        logLevel: "silent",
      });
      const script = `
        const { startEmulator } = await import(${JSON.stringify(pathToFileURL(join(dir, "emulator.mjs")).href)});
        const emulator = await startEmulator();
        const response = await emulator.fetch("https://huggingface.co/api/models/none");
        console.log(response.status);`;
      const started = Date.now();
      const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { timeout: 15_000 });
      expect(stdout.trim()).toBe("404");
      // The default idle timeout is 60 s: exiting well before proves nothing of the emulator holds the loop.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("recording", () => {
  it("records method, host, path, query, headers and parsed bodies in order", async () => {
    const emulator = await startEmulator();
    try {
      await send(emulator, `${chatUrl}?trace=1`, {
        authorization: auth,
        body: chatBody,
        headers: { "x-hf-bill-to": "acme" },
      });
      const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);
      await send(emulator, "https://router.huggingface.co/hf-inference/models/org/asr", {
        authorization: auth,
        body: wav,
        headers: { "content-type": "audio/wav" },
      });
      expect(emulator.requests).toHaveLength(2);
      expect(emulator.requests[0]).toMatchObject({
        method: "POST",
        host: "router.huggingface.co",
        path: "/groq/openai/v1/chat/completions",
        query: { trace: "1" },
        headers: { authorization: auth, "x-hf-bill-to": "acme", "content-type": "application/json" },
        body: chatBody,
      });
      const binary = emulator.requests[1]?.body as { contentType: string; bytes: Uint8Array };
      expect(binary.contentType).toBe("audio/wav");
      expect([...binary.bytes]).toEqual([...wav]);
    } finally {
      await emulator.close();
    }
  });

  it("records unparseable JSON as bytes and answers 400", async () => {
    const emulator = await startEmulator();
    try {
      const response = await emulator.fetch(chatUrl, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { message: "Request body is not valid JSON", type: "invalid_request_error", param: null, code: 400 },
      });
      const recorded = emulator.requests[0]?.body as { bytes: Uint8Array };
      expect(Buffer.from(recorded.bytes).toString()).toBe("{not json");
    } finally {
      await emulator.close();
    }
  });

  it("reset clears requests, faults and mappings", async () => {
    const emulator = await startEmulator();
    try {
      emulator.setProviderMapping("org/m", [{ provider: "groq", providerId: "m", task: "conversational" }]);
      emulator.inject({ kind: "status", status: 500 });
      await send(emulator, "https://huggingface.co/api/models/org/m");
      emulator.inject({ kind: "status", status: 500 });
      emulator.reset();
      expect(emulator.requests).toEqual([]);
      expect((await send(emulator, chatUrl, { authorization: auth, body: chatBody })).status).toBe(200);
      expect((await send(emulator, "https://huggingface.co/api/models/org/m")).status).toBe(404);
    } finally {
      await emulator.close();
    }
  });

  it("answers 404 for hosts it does not emulate, and never forwards them", async () => {
    const emulator = await startEmulator();
    try {
      const response = await send(emulator, "https://example.com/v1/chat/completions", { body: chatBody });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toContain("example.com/v1/chat/completions");
      // Requests to the emulator without a host segment are not emulated either.
      const bare = await new Promise<number>((resolve, reject) => {
        request(`${emulator.url}/`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on("error", reject)
          .end();
      });
      expect(bare).toBe(404);
    } finally {
      await emulator.close();
    }
  });
});

describe("browsers", () => {
  it("answer a loopback page's CORS preflights without consuming faults, and expose request ids", async () => {
    const emulator = await startEmulator();
    const page = "http://localhost:4173";
    try {
      emulator.inject({ kind: "status", status: 500 });
      const preflight = await emulator.fetch(chatUrl, {
        method: "OPTIONS",
        headers: { origin: page, "access-control-request-headers": "authorization, content-type" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(page);
      expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
      expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
      const failed = await send(emulator, chatUrl, { authorization: auth, body: chatBody, headers: { origin: page } });
      expect(failed.status).toBe(500);
      expect(failed.headers.get("access-control-allow-origin")).toBe(page);
      expect(failed.headers.get("access-control-expose-headers")).toContain("x-request-id");
      const streamed = { ...chatBody, stream: true };
      const stream = await send(emulator, chatUrl, { authorization: auth, body: streamed, headers: { origin: page } });
      expect(stream.headers.get("access-control-allow-origin")).toBe(page);
      await stream.text();
    } finally {
      await emulator.close();
    }
  });
});
