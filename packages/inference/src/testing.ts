// Test helpers (never imported by the client): a recording fake fetch and small binary inputs.
import type { InferenceProviderMappingEntry } from "./types";

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = (call: RecordedCall, index: number) => Response | Promise<Response>;

/** A fetch that records each request and answers with `reply` (by default a 400 JSON error). */
export function fakeFetch(reply: Reply = () => jsonResponse({ error: "recorded" }, 400)) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof body === "string") body = JSON.parse(body);
    const call = { url: String(input), method: init.method ?? "GET", headers, body };
    calls.push(call);
    return reply(call, calls.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function mappingFor(
  provider: string,
  task: string,
  providerId = "org/model-x",
): InferenceProviderMappingEntry[] {
  return [{ provider, providerId, hfModelId: "hub/model", task, status: "live" }];
}

export const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });
export const WAV = new Blob([new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt ")], { type: "audio/wav" });
