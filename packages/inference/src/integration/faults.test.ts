// Every fault the emulator can inject ends in the right error class, within the timeouts; retries,
// Retry-After, polling defaults, aborts and credential hygiene, end to end.
import { describe, expect, it } from "vitest";
import {
  InferenceClientNetworkError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
} from "../errors";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { featureExtraction } from "../tasks/nlp";
import { textToImage, textToVideo } from "../tasks/vision";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import type { Options } from "../types";

const emulator = useEmulator();
const GROQ = { host: "api.groq.com" };
const messages = [{ role: "user", content: "Hi" }];

/** Direct Groq chat through the emulator (the Hub lookup is answered by the mapping set here). */
function groqChat(options: Options = {}) {
  const em = emulator();
  em.setProviderMapping("hub/chat", [{ provider: "groq", providerId: "llama-x", task: "conversational" }]);
  return chatCompletion(
    { model: "hub/chat", provider: "groq", accessToken: PROVIDER_KEY, messages },
    { fetch: em.fetch, retryDelayMs: 5, ...options },
  );
}

function groqStream(options: Options = {}) {
  const em = emulator();
  em.setProviderMapping("hub/chat", [{ provider: "groq", providerId: "llama-x", task: "conversational" }]);
  return chatCompletionStream(
    { model: "hub/chat", provider: "groq", accessToken: PROVIDER_KEY, messages },
    { fetch: em.fetch, retryDelayMs: 5, ...options },
  );
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const chunk of stream) out.push(chunk);
  return out;
}

const inferenceCalls = () => emulator().requests.filter((r) => r.method === "POST").length;

describe("retries", () => {
  it("retries a 429 after the server's retry-after-ms and succeeds", async () => {
    emulator().inject({ kind: "rate-limit", retryAfterMs: 20, match: GROQ });
    const out = await groqChat();
    expect(out.choices[0]?.message.content).toBeTypeOf("string");
    expect(inferenceCalls()).toBe(2);
  });

  it("honours Retry-After in seconds", async () => {
    emulator().inject({ kind: "rate-limit", retryAfterSeconds: 1, match: GROQ });
    const started = Date.now();
    await groqChat();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("gives up after maxRetries with the 429 as a ProviderApiError", async () => {
    emulator().inject({ kind: "rate-limit", retryAfterMs: 1, match: GROQ, times: 5 });
    const error = await groqChat({ maxRetries: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as InferenceClientProviderApiError).status).toBe(429);
    expect(inferenceCalls()).toBe(3);
  });

  it("retries 500 and 503, never more than maxRetries, and not at all with retry_on_error false", async () => {
    emulator().inject({ kind: "status", status: 500, match: GROQ });
    emulator().inject({ kind: "status", status: 503, match: GROQ });
    await groqChat();
    expect(inferenceCalls()).toBe(3);
    emulator().reset();
    emulator().inject({ kind: "status", status: 503, match: GROQ });
    await expect(groqChat({ retry_on_error: false })).rejects.toBeInstanceOf(InferenceClientProviderApiError);
    expect(inferenceCalls()).toBe(1);
  });

  it("does not retry a 500 on a job submission (it may have started a job), but does retry a 503", async () => {
    const em = emulator();
    em.setProviderMapping("hub/video", [{ provider: "novita", providerId: "org/video", task: "text-to-video" }]);
    const call = () =>
      textToVideo(
        { model: "hub/video", provider: "novita", accessToken: PROVIDER_KEY, inputs: "a fox" },
        { fetch: em.fetch, retryDelayMs: 5, pollIntervalMs: 5 },
      );
    em.inject({ kind: "status", status: 500, match: { pathIncludes: "/v3/async/org" } });
    await expect(call()).rejects.toBeInstanceOf(InferenceClientProviderApiError);
    expect(inferenceCalls()).toBe(1);
    em.inject({ kind: "status", status: 503, match: { pathIncludes: "/v3/async/org" } });
    await expect(call()).resolves.toBeInstanceOf(Blob);
  });

  it("retries a reset connection, then reports a NetworkError when it keeps failing", async () => {
    emulator().inject({ kind: "connection-reset", match: GROQ });
    await expect(groqChat()).resolves.toBeTruthy();
    emulator().inject({ kind: "connection-reset", match: GROQ, times: 3 });
    await expect(groqChat()).rejects.toBeInstanceOf(InferenceClientNetworkError);
  });
});

describe("provider errors", () => {
  it("keeps the provider's message and request id, without retrying a 400", async () => {
    emulator().inject({
      kind: "status",
      status: 400,
      body: { error: { message: "max_tokens is too large", type: "invalid_request_error" } },
      match: GROQ,
    });
    const error = (await groqChat().catch((e: unknown) => e)) as InferenceClientProviderApiError;
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toContain("max_tokens is too large");
    expect(error.httpResponse.requestId).not.toBe("");
    expect(error.httpRequest.headers?.Authorization).toBe("Bearer [redacted]");
    expect(inferenceCalls()).toBe(1);
  });

  it("never lets a credential reach an error, even when the provider echoes it", async () => {
    emulator().inject({
      kind: "status",
      status: 401,
      body: { error: `Invalid API key ${PROVIDER_KEY}` },
      match: GROQ,
    });
    const error = (await groqChat().catch((e: unknown) => e)) as InferenceClientProviderApiError;
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    const everything = `${error.message}\n${error.stack}\n${JSON.stringify(error)}\n${JSON.stringify(error.httpRequest)}\n${JSON.stringify(error.httpResponse)}`;
    expect(everything).not.toContain(PROVIDER_KEY);
    expect(error.message).toContain("Invalid API key [redacted]");
  });

  it("logs requests through the hooks with Authorization redacted", async () => {
    const lines: string[] = [];
    await groqChat({
      onRequest: (event) => lines.push(JSON.stringify(event)),
      onResponse: (event) => lines.push(JSON.stringify(event)),
    });
    expect(lines.length).toBeGreaterThanOrEqual(4); // Hub lookup and inference, each request and response
    expect(lines.join("\n")).not.toContain(PROVIDER_KEY);
    expect(lines.join("\n")).toContain("[redacted]");
  });

  it("turns a truncated JSON body into a ProviderOutputError", async () => {
    emulator().inject({ kind: "malformed-json", match: GROQ });
    await expect(groqChat()).rejects.toBeInstanceOf(InferenceClientProviderOutputError);
  });

  it("turns an answer of the wrong shape into a ProviderOutputError with the request id", async () => {
    emulator().inject({ kind: "wrong-shape", match: GROQ });
    const error = (await groqChat().catch((e: unknown) => e)) as InferenceClientProviderOutputError;
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error.message).toBe("Expected ChatCompletionOutput");
    expect(error.requestId).toBeTruthy();
  });

  it("checks hf-inference task outputs too", async () => {
    const em = emulator();
    em.setProviderMapping("hub/embed", [
      { provider: "hf-inference", providerId: "hub/embed", task: "feature-extraction" },
    ]);
    em.inject({ kind: "wrong-shape", match: { pathIncludes: "/pipeline/" } });
    await expect(
      featureExtraction(
        { model: "hub/embed", provider: "hf-inference", accessToken: HF_TOKEN, inputs: "x" },
        { fetch: em.fetch },
      ),
    ).rejects.toThrow("Received malformed response from HF-Inference feature-extraction API");
  });
});

describe("timeouts and aborts", () => {
  it("a delayed answer within the timeout succeeds", async () => {
    emulator().inject({ kind: "delay", ms: 100, match: GROQ });
    await expect(groqChat({ timeout: 5_000 })).resolves.toBeTruthy();
  });

  it("a hanging provider ends in a TimeoutError at the total timeout", async () => {
    emulator().inject({ kind: "hang", match: GROQ });
    const started = Date.now();
    await expect(groqChat({ timeout: 300 })).rejects.toBeInstanceOf(InferenceClientTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("a timeout of a second or more is enforced as well (by the shared coarse timer)", async () => {
    emulator().inject({ kind: "hang", match: GROQ });
    const started = Date.now();
    await expect(groqChat({ timeout: 1_000 })).rejects.toBeInstanceOf(InferenceClientTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("a delay longer than the timeout ends in a TimeoutError", async () => {
    emulator().inject({ kind: "delay", ms: 2_000, match: GROQ });
    await expect(groqChat({ timeout: 200 })).rejects.toBeInstanceOf(InferenceClientTimeoutError);
  });

  it("1600 concurrent calls (past the listener limit of one signal) share deadline signals without any listener warning", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const outputs = await Promise.all(Array.from({ length: 1600 }, () => groqChat()));
      expect(outputs.every((out) => out.choices.length > 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.map((w) => w.name)).toEqual([]);
  }, 60_000);

  it("the caller's AbortSignal stops a polling wait at once", async () => {
    const em = emulator();
    em.setProviderMapping("hub/video", [{ provider: "fal-ai", providerId: "fal-ai/video", task: "text-to-video" }]);
    em.inject({ kind: "slow-polling", extraPolls: 100 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("caller gave up")), 200);
    const started = Date.now();
    await expect(
      textToVideo(
        { model: "hub/video", provider: "fal-ai", accessToken: HF_TOKEN, inputs: "a fox" },
        { fetch: em.fetch, signal: controller.signal },
      ),
    ).rejects.toThrow("caller gave up");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("streaming", () => {
  it("streams chunks until [DONE]", async () => {
    const chunks = await collect(groqStream());
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).not.toBe("");
  });

  it("a stream cut mid-way throws a NetworkError from the iterator", async () => {
    emulator().inject({ kind: "stream-cut", afterChunks: 2, match: GROQ });
    const received: unknown[] = [];
    const error = await (async () => {
      for await (const chunk of groqStream()) received.push(chunk);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientNetworkError);
    expect(received).toHaveLength(2);
  });

  it("an error event mid-stream throws a ProviderApiError carrying the provider's message", async () => {
    emulator().inject({ kind: "stream-error", afterChunks: 1, match: GROQ });
    const error = await collect(groqStream()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as Error).message).toContain("Emulated stream error after 1 chunks");
  });

  it("a hanging stream request ends in a TimeoutError", async () => {
    emulator().inject({ kind: "hang", match: GROQ });
    await expect(collect(groqStream({ timeout: 200 }))).rejects.toBeInstanceOf(InferenceClientTimeoutError);
  });
});

describe("asynchronous jobs", () => {
  function falVideo(options: Options = {}) {
    const em = emulator();
    em.setProviderMapping("hub/video", [{ provider: "fal-ai", providerId: "fal-ai/video", task: "text-to-video" }]);
    return textToVideo(
      { model: "hub/video", provider: "fal-ai", accessToken: PROVIDER_KEY, inputs: "a fox" },
      { fetch: em.fetch, retryDelayMs: 5, ...options },
    );
  }

  it("fal-ai polls the queue every 500 ms by default until COMPLETED", async () => {
    emulator().inject({ kind: "slow-polling", extraPolls: 1 });
    const started = Date.now();
    await expect(falVideo()).resolves.toBeInstanceOf(Blob);
    const statusPolls = emulator().requests.filter((r) => r.path.endsWith("/status")).length;
    expect(statusPolls).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(statusPolls * 500 - 50);
  });

  it("a failed fal-ai request ends in a ProviderOutputError", async () => {
    emulator().inject({ kind: "task-failed" });
    await expect(falVideo({ pollIntervalMs: 5 })).rejects.toBeInstanceOf(InferenceClientProviderOutputError);
  });

  it("Novita polls the task result every 500 ms by default", async () => {
    const em = emulator();
    em.setProviderMapping("hub/video", [{ provider: "novita", providerId: "org/video", task: "text-to-video" }]);
    const started = Date.now();
    await textToVideo(
      { model: "hub/video", provider: "novita", accessToken: PROVIDER_KEY, inputs: "a fox" },
      { fetch: em.fetch },
    );
    const polls = em.requests.filter((r) => r.path === "/v3/async/task-result").length;
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(polls * 500 - 50);
  });

  it("a failed Novita task ends with the spec's message", async () => {
    const em = emulator();
    em.setProviderMapping("hub/video", [{ provider: "novita", providerId: "org/video", task: "text-to-video" }]);
    em.inject({ kind: "task-failed" });
    const error = await textToVideo(
      { model: "hub/video", provider: "novita", accessToken: PROVIDER_KEY, inputs: "a fox" },
      { fetch: em.fetch, pollIntervalMs: 5 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toBe("Novita text-to-video task failed");
  });

  function replicateImage(options: Options = {}) {
    const em = emulator();
    em.setProviderMapping("hub/sdxl", [{ provider: "replicate", providerId: "org/sdxl", task: "text-to-image" }]);
    return textToImage(
      { model: "hub/sdxl", provider: "replicate", accessToken: PROVIDER_KEY, inputs: "a fox" },
      { fetch: em.fetch, pollIntervalMs: 5, ...options },
    );
  }

  it("a Replicate prediction still running after the wait is polled to its end", async () => {
    emulator().inject({ kind: "slow-polling", extraPolls: 2 });
    await expect(replicateImage()).resolves.toBeInstanceOf(Blob);
    expect(emulator().requests.filter((r) => r.path.startsWith("/v1/predictions/")).length).toBeGreaterThanOrEqual(2);
  });

  it("a failed Replicate prediction ends in a ProviderOutputError", async () => {
    emulator().inject({ kind: "task-failed" });
    await expect(replicateImage()).rejects.toBeInstanceOf(InferenceClientProviderOutputError);
  });

  it("a Replicate prediction cancelled elsewhere while the client polls ends in a ProviderOutputError", async () => {
    emulator().inject({ kind: "slow-polling", extraPolls: 3 });
    // Someone cancels the prediction (on the dashboard, from another process) as soon as it is created.
    const cancelling = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await emulator().fetch(input, init);
      if (init?.method === "POST" && String(input).endsWith("/predictions")) {
        const urls = ((await response.clone().json()) as { urls: { cancel: string } }).urls;
        await emulator().fetch(urls.cancel, { method: "POST", headers: { authorization: `Bearer ${PROVIDER_KEY}` } });
      }
      return response;
    }) as typeof fetch;
    const error = await replicateImage({ fetch: cancelling }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toMatch(/^Replicate prediction canceled/);
  });

  function bflImage(options: Options = {}) {
    const em = emulator();
    em.setProviderMapping("hub/flux", [
      { provider: "black-forest-labs", providerId: "flux-dev", task: "text-to-image" },
    ]);
    return textToImage(
      { model: "hub/flux", provider: "black-forest-labs", accessToken: PROVIDER_KEY, inputs: "a fox" },
      { fetch: em.fetch, ...options },
    );
  }

  it("a failed Black Forest Labs task ends in a ProviderOutputError", async () => {
    emulator().inject({ kind: "task-failed" });
    await expect(bflImage({ pollIntervalMs: 5 })).rejects.toBeInstanceOf(InferenceClientProviderOutputError);
  });

  it("Black Forest Labs gives up after 5 polls 1000 ms apart", async () => {
    emulator().inject({ kind: "slow-polling", extraPolls: 10 });
    const started = Date.now();
    await expect(bflImage()).rejects.toThrow(
      "Timed out while waiting for the result from black forest labs API - aborting after 5 attempts",
    );
    const polls = emulator().requests.filter((r) => r.method === "GET" && r.query.attempt !== undefined);
    expect(polls.map((r) => r.query.attempt)).toEqual(["0", "1", "2", "3", "4"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
  }, 15_000);
});
