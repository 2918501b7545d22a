// A stand-in for the network in tests of the "Try it" box: the Hub's provider mapping, provider answers, SSE.
import { vi } from "vitest";

const encoder = new TextEncoder();

export interface RecordedCall {
  url: string;
  headers: Headers;
  body: unknown;
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

/**
 * Replaces the global fetch: the Hub's provider-mapping lookups get `mapping` (provider → task), every
 * other call `answer(url, signal)` and is recorded in the returned list.
 */
export function fakeInferenceFetch(
  answer: (url: string, signal: AbortSignal | undefined) => Response,
  mapping: Record<string, string> = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const hubModel = /^https:\/\/huggingface\.co\/api\/models\/(.+)\?/.exec(url)?.[1];
    if (hubModel) {
      const entries = Object.entries(mapping).map(([provider, task]) => ({
        provider,
        task,
        providerId: provider === "hf-inference" ? hubModel : `${provider}/${hubModel}`,
        hfModelId: hubModel,
        status: "live",
      }));
      return json({ id: hubModel, inferenceProviderMapping: entries });
    }
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    calls.push({ url, headers: new Headers(init?.headers), body });
    return answer(url, init?.signal ?? undefined);
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

/** One chat-completion stream event carrying `content`. */
export const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "c", created: 1, model: "m", choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** An SSE answer sending `events`, then ending, or (with `end` false) waiting until `signal` aborts. */
export function sse(events: string[], signal: AbortSignal | undefined, end = true): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      if (end) controller.close();
      else signal?.addEventListener("abort", () => controller.error(signal.reason));
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}
