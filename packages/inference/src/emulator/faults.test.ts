import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { send, sseData } from "../test-support/requests";

const groq = "https://router.huggingface.co/groq/openai/v1/chat/completions";
const together = "https://router.huggingface.co/together/v1/chat/completions";
const auth = `Bearer ${HF_TOKEN}`;
const chat = (stream = false) => ({ model: "m", messages: [{ role: "user", content: "one two three four" }], stream });

describe("fault injection", () => {
  const emulator = useEmulator();
  const call = (url = groq, stream = false) => send(emulator(), url, { authorization: auth, body: chat(stream) });

  it("rate-limit answers 429 with Retry-After (default 1 s) or retry-after-ms, in the provider's error style", async () => {
    emulator().inject({ kind: "rate-limit", retryAfterSeconds: 3 });
    emulator().inject({ kind: "rate-limit", retryAfterMs: 250 });
    emulator().inject({ kind: "rate-limit" });
    const seconds = await call();
    expect(seconds.status).toBe(429);
    expect(seconds.headers.get("retry-after")).toBe("3");
    expect(await seconds.json()).toMatchObject({ error: { type: "rate_limit_error", message: expect.any(String) } });
    const millis = await call();
    expect(millis.headers.get("retry-after-ms")).toBe("250");
    expect(millis.headers.get("retry-after")).toBeNull();
    expect((await call()).headers.get("retry-after")).toBe("1");
    expect((await call()).status).toBe(200);
  });

  it("status answers the status with a provider-style error, or the given body", async () => {
    emulator().inject({ kind: "status", status: 503 });
    emulator().inject({ kind: "status", status: 400, body: { error: "custom" } });
    const unavailable = await call();
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ error: { type: "server_error" } });
    const custom = await call();
    expect(custom.status).toBe(400);
    expect(await custom.json()).toEqual({ error: "custom" });
  });

  it("malformed-json answers 200 with a truncated JSON body", async () => {
    emulator().inject({ kind: "malformed-json" });
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("wrong-shape answers 200 with valid JSON that is not the task's output", async () => {
    emulator().inject({ kind: "wrong-shape" });
    const body = (await (await call()).json()) as Record<string, unknown>;
    expect(body.choices).toBeUndefined();
  });

  it("stream-cut ends the stream after N chunks without [DONE]", async () => {
    emulator().inject({ kind: "stream-cut", afterChunks: 2 });
    const response = await call(groq, true);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = response.body?.getReader();
    let text = "";
    let failed = false;
    try {
      for (;;) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) break;
        text += Buffer.from(value).toString();
      }
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
    expect(text.match(/^data: /gm)).toHaveLength(2);
    expect(text).not.toContain("[DONE]");
  });

  it("stream-error sends an error event mid-stream and no [DONE]", async () => {
    emulator().inject({ kind: "stream-error", afterChunks: 1 });
    const events = await sseData(await call(groq, true));
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[1] ?? "")).toEqual({
      error: { message: expect.stringContaining("after 1 chunks"), type: "server_error" },
    });
    expect(events).not.toContain("[DONE]");
  });

  it("stream faults wait for a streaming request instead of hitting a plain one", async () => {
    emulator().inject({ kind: "stream-error" });
    expect((await call()).status).toBe(200);
    const events = await sseData(await call(groq, true));
    expect(events.at(-1)).toContain('"error"');
  });

  it("delay answers after the delay", async () => {
    emulator().inject({ kind: "delay", ms: 120 });
    const started = Date.now();
    expect((await call()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("hang never answers until the client aborts", async () => {
    emulator().inject({ kind: "hang" });
    const started = Date.now();
    const hanging = emulator().fetch(groq, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify(chat()),
      signal: AbortSignal.timeout(150),
    });
    await expect(hanging).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await call()).status).toBe(200);
  });

  it("connection-reset destroys the socket", async () => {
    emulator().inject({ kind: "connection-reset" });
    await expect(call()).rejects.toThrow();
    expect((await call()).status).toBe(200);
  });

  it("match by host and path, and times, select which requests fail", async () => {
    emulator().inject({ kind: "status", status: 500, match: { pathIncludes: "/together/" }, times: 2 });
    expect((await call(groq)).status).toBe(200);
    expect((await call(together)).status).toBe(500);
    expect((await call(together)).status).toBe(500);
    expect((await call(together)).status).toBe(200);
    emulator().inject({ kind: "status", status: 502, match: { host: "api.groq.com" } });
    expect((await call(groq)).status).toBe(200);
    expect(
      (
        await send(emulator(), directUrl("groq", "/openai/v1/chat/completions"), {
          authorization: "Bearer gsk",
          body: chat(),
        })
      ).status,
    ).toBe(502);
  });

  it("rejects faults it could not play, when they are injected", () => {
    const invalid = [
      { kind: "hang", times: 0 },
      { kind: "hang", times: Symbol("twice") },
      { kind: "status", status: 99 },
      { kind: "status", status: 700 },
      { kind: "delay", ms: -1 },
      { kind: "rate-limit", retryAfterMs: Number.NaN },
      { kind: "slow-polling", extraPolls: 1.5 },
      { kind: "stream-cut", afterChunks: -1 },
      { kind: "explode" },
    ];
    for (const fault of invalid) expect(() => emulator().inject(fault as never)).toThrow(RangeError);
    expect(() => emulator().inject({ kind: "explode" } as never)).toThrow("Invalid explode fault: unknown fault kind");
  });
});
