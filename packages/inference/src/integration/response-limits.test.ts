// Bounded resources against servers that never stop: answers past the size limits are cut off early
// (the server sees the cancel long before its end), error bodies are quoted in bounded excerpts, a
// stream's single event is bounded, keep-alive comments cannot outlive `timeout`, and a stream that
// ends without its [DONE] is an error.
import type { ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import {
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientResponseTooLargeError,
  InferenceClientTimeoutError,
} from "../errors";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../lib/body";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { textToImage } from "../tasks/vision";
import type { Options } from "../types";
import { callArgs, failureOf, redirectingFetch, useHostileServer, write, writeLazily } from "./hostile";

const server = useHostileServer();
const MiB = 1024 * 1024;
/** What the servers offer: far more than any limit. */
const ENDLESS = 300 * MiB;
const KiB64 = new Uint8Array(64 * 1024).fill(0x61);

beforeEach(() => {
  server().seen.length = 0;
  server().bytesWritten = 0;
  server().cancelled = false;
});

const chatArgs = callArgs("groq", "conversational", "gsk_limitsKey0123456789", {
  messages: [{ role: "user", content: "Hi" }],
});
const options = (extra: Options = {}): Options => ({ fetch: redirectingFetch(server()), maxRetries: 0, ...extra });

function startStream(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream", "x-request-id": "req-s" });
}

describe("answers past the size limits", () => {
  it("a 300 MB JSON answer is cut off at the default maxResponseBytes, long before its end", async () => {
    server().handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "x-request-id": "req-big" });
      void writeLazily(server(), res, KiB64, ENDLESS);
    };
    const error = await failureOf(chatCompletion(chatArgs, options()));
    expect(error).toBeInstanceOf(InferenceClientResponseTooLargeError);
    expect(error).toMatchObject({
      option: "maxResponseBytes",
      limit: DEFAULT_MAX_RESPONSE_BYTES,
      requestId: "req-big",
    });
    await expect.poll(() => server().cancelled).toBe(true);
    expect(server().bytesWritten).toBeLessThan(DEFAULT_MAX_RESPONSE_BYTES + 32 * MiB);
  });

  it("a declared Content-Length over the limit is refused before reading", async () => {
    server().handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(ENDLESS) });
      void writeLazily(server(), res, KiB64, ENDLESS);
    };
    const error = await failureOf(chatCompletion(chatArgs, options({ maxResponseBytes: 10 * MiB })));
    expect(error).toMatchObject({ name: "ResponseTooLargeError", option: "maxResponseBytes", limit: 10 * MiB });
    await expect.poll(() => server().cancelled).toBe(true);
    expect(server().bytesWritten).toBeLessThan(10 * MiB);
  });

  it("a media answer is cut off at maxMediaBytes", async () => {
    server().handler = (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      void writeLazily(server(), res, KiB64, ENDLESS);
    };
    const args = callArgs("hf-inference", "text-to-image", "hf_limitsToken0123456789", { inputs: "a fox" });
    const error = await failureOf(textToImage(args, options({ maxMediaBytes: 2 * MiB })));
    expect(error).toMatchObject({ name: "ResponseTooLargeError", option: "maxMediaBytes", limit: 2 * MiB });
    await expect.poll(() => server().cancelled).toBe(true);
    expect(server().bytesWritten).toBeLessThan(34 * MiB);
  });

  it.each([
    ["text/plain", ""],
    ["application/json", '{"error":"'],
  ])("a 20 MB %s error body becomes a bounded message and body", async (type, opening) => {
    server().handler = async (_req, res) => {
      res.writeHead(500, { "content-type": type });
      await write(server(), res, opening);
      await writeLazily(server(), res, KiB64, 20 * MiB);
    };
    const error = await failureOf(chatCompletion(chatArgs, options()));
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as Error).message.length).toBeLessThan(5_000);
    expect(JSON.stringify(error).length).toBeLessThan(10_000);
    expect(String((error as InferenceClientProviderApiError).body)).toMatch(/… \[truncated\]$/);
    await expect.poll(() => server().cancelled).toBe(true);
    expect(server().bytesWritten).toBeLessThan(16 * MiB);
  });
});

describe("streams", () => {
  it("an event longer than maxEventChars (one endless line) is cut off", async () => {
    server().handler = async (_req, res) => {
      startStream(res);
      await write(server(), res, "data: ");
      await writeLazily(server(), res, KiB64, ENDLESS);
    };
    const error = await failureOf(chatCompletionStream(chatArgs, options({ maxEventChars: MiB })));
    expect(error).toMatchObject({
      name: "ResponseTooLargeError",
      option: "maxEventChars",
      limit: MiB,
      requestId: "req-s",
    });
    await expect.poll(() => server().cancelled).toBe(true);
    expect(server().bytesWritten).toBeLessThan(33 * MiB);
  });

  it("keep-alive comments forever do not outlive the call's timeout", async () => {
    server().handler = (_req, res) => {
      startStream(res);
      const ping = setInterval(() => (res.destroyed ? clearInterval(ping) : res.write(": keep-alive\n\n")), 20);
      setTimeout(() => clearInterval(ping), 10_000).unref();
    };
    const started = Date.now();
    const error = await failureOf(chatCompletionStream(chatArgs, options({ timeout: 1_000, idleTimeout: 300 })));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
    expect(elapsed).toBeLessThan(5_000);
    await expect.poll(() => server().cancelled).toBe(true);
  });

  it("a chat stream that ends without data: [DONE] fails once its events are delivered", async () => {
    server().handler = (_req, res) => {
      startStream(res);
      const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
      res.end(chunk("a") + chunk("b"));
    };
    const received: unknown[] = [];
    const error = await failureOf(
      (async () => {
        for await (const event of chatCompletionStream(chatArgs, options())) received.push(event);
      })(),
    );
    expect(received).toHaveLength(2);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error).toMatchObject({ requestId: "req-s" });
    expect((error as Error).message).toBe("The stream ended without data: [DONE]: the answer may be incomplete");
  });
});
