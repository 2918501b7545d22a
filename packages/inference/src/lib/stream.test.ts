import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError, InferenceClientTimeoutError } from "../errors";
import { chatCompletionStream } from "../tasks/chat";
import { textGenerationStream } from "../tasks/nlp";
import { fakeFetch, jsonResponse, mappingFor } from "../test-support/fake-fetch";
import type { Options } from "../types";

const encoder = new TextEncoder();

/** A streamed response that sends `chunks`, then stays open when `stall` is set. */
function sseResponse(chunks: string[], { stall = false, type = "text/event-stream" } = {}): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (!stall) controller.close();
      else return new Promise(() => undefined);
    },
  });
  return new Response(body, { headers: { "content-type": type, "x-request-id": "req-1" } });
}

function stream(response: () => Response, options: Options = {}) {
  const { fetch } = fakeFetch(() => response());
  return chatCompletionStream(
    {
      model: "hub/m",
      provider: "groq",
      accessToken: "k-1234",
      messages: [],
      inferenceProviderMapping: mappingFor("groq", "conversational"),
    },
    { fetch, ...options },
  );
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe("streamed responses", () => {
  it("yields each event and stops at [DONE], even when more follows", async () => {
    const events = await collect(
      stream(() => sseResponse([chunk("Hel"), chunk("lo"), "data: [DONE]\n\n", chunk("!")])),
    );
    expect(events.map((e) => e.choices[0]?.delta.content).join("")).toBe("Hello");
  });

  it("sends stream: true in the payload", async () => {
    const { fetch, calls } = fakeFetch(() => sseResponse(["data: [DONE]\n\n"]));
    await collect(
      chatCompletionStream(
        { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
        { fetch },
      ),
    );
    expect(calls[0]?.body).toMatchObject({ stream: true });
  });

  it("answers next() calls made at once in turn, as a generator does: one request, every event once", async () => {
    const { fetch, calls } = fakeFetch(() => sseResponse([chunk("a"), chunk("b"), `${chunk("c")}data: [DONE]\n\n`]));
    const iterator = chatCompletionStream(
      { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
      { fetch },
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => iterator.next()));
    expect(results.map((r) => (r.done ? "done" : r.value.choices[0]?.delta.content))).toEqual([
      "a",
      "b",
      "c",
      "done",
      "done",
    ]);
    expect(calls).toHaveLength(1);
  });

  it("ends a next() still waiting for the body with the end when return() is called, not with an error", async () => {
    const iterator = stream(() => sseResponse([chunk("a")], { stall: true }));
    expect((await iterator.next()).done).toBe(false);
    const waiting = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(iterator.return(undefined)).resolves.toEqual({ value: undefined, done: true });
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
  });

  it("does not read an answer that arrives after return(): its body is cancelled and next() ends", async () => {
    let cancelled = false;
    const late = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const body = new ReadableStream<Uint8Array>({
        pull: () => new Promise(() => undefined),
        cancel: () => {
          cancelled = true;
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    };
    const iterator = chatCompletionStream(
      { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
      { fetch: late as unknown as typeof fetch },
    );
    const waiting = iterator.next();
    await iterator.return(undefined);
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
    expect(cancelled).toBe(true);
  });

  it("after a failure, answers the next() calls waiting behind it with the end", async () => {
    const { fetch, calls } = fakeFetch(() => new Response('{"error":"busy"}', { status: 400 }));
    const iterator = chatCompletionStream(
      { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
      { fetch, maxRetries: 0 },
    );
    const [first, second] = await Promise.allSettled([iterator.next(), iterator.next()]);
    expect(first.status).toBe("rejected");
    expect(second).toEqual({ status: "fulfilled", value: { value: undefined, done: true } });
    expect(calls).toHaveLength(1);
  });

  it("takes an idleTimeout longer than a timer can wait (24.8 days) as none", async () => {
    const slow = (): Response => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          controller.enqueue(encoder.encode(`${chunk("late")}data: [DONE]\n\n`));
          controller.close();
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    };
    const events = await collect(stream(slow, { idleTimeout: 3e9 }));
    expect(events.map((e) => e.choices[0]?.delta.content)).toEqual(["late"]);
  });

  it("ends with a TimeoutError when the stream goes silent longer than idleTimeout", async () => {
    const started = Date.now();
    const iterator = stream(() => sseResponse([chunk("a")], { stall: true }), { idleTimeout: 100 });
    const received: unknown[] = [];
    const error = await (async () => {
      for await (const event of iterator) received.push(event);
    })().catch((e: unknown) => e);
    expect(received).toHaveLength(1);
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops at once when the caller aborts mid-stream", async () => {
    const controller = new AbortController();
    const iterator = stream(() => sseResponse([chunk("a")], { stall: true }), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 50);
    await expect(collect(iterator)).rejects.toThrow("stop");
  });

  it("refuses a response that is not an event stream", async () => {
    await expect(collect(stream(() => jsonResponse({ ok: true })))).rejects.toThrow(
      "Failed to perform inference: server does not support event stream content type, it returned application/json",
    );
  });

  it("throws an error event as a ProviderApiError with its message and request id", async () => {
    const error = await collect(
      stream(() => sseResponse([chunk("a"), 'data: {"error":"model overloaded"}\n\n'])),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as InferenceClientProviderApiError).message).toContain("model overloaded");
    expect((error as InferenceClientProviderApiError).requestId).toBe("req-1");
  });

  it("streams TGI-style text generation from hf-inference", async () => {
    const token = (text: string) =>
      `data: ${JSON.stringify({ token: { id: 1, text, logprob: 0, special: false }, generated_text: null, details: null })}\n\n`;
    const { fetch, calls } = fakeFetch(() => sseResponse([token("a"), token("b")]));
    const events = await collect(
      textGenerationStream(
        {
          model: "m",
          provider: "hf-inference",
          inputs: "x",
          inferenceProviderMapping: mappingFor("hf-inference", "text-generation"),
        },
        { fetch },
      ),
    );
    expect(events.map((e) => e.token.text)).toEqual(["a", "b"]);
    expect(calls[0]?.url).toBe("https://router.huggingface.co/hf-inference/models/org/model-x");
  });

  it("sends nothing until iterated, and cancels the body when the loop breaks", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode(chunk("x")));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetch, calls } = fakeFetch(() => new Response(body, { headers: { "content-type": "text/event-stream" } }));
    const iterator = chatCompletionStream(
      { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
      { fetch },
    );
    expect(calls).toHaveLength(0);
    let seen = 0;
    for await (const _ of iterator) {
      if (++seen === 3) break;
    }
    expect(calls).toHaveLength(1);
    expect(cancelled).toBe(true);
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });
});
