// Requests the tests send to the emulator as a client would not: any header, any body, any Host.
import { request } from "node:http";
import type { Emulator } from "../emulator/types";

export interface SendOptions {
  method?: string;
  authorization?: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is a Uint8Array (sent raw). */
  body?: unknown;
}

/** Calls a provider URL through the emulator's rewriting fetch. */
export function send(emulator: Emulator, url: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  let body: BodyInit | undefined;
  if (options.body instanceof Uint8Array) body = new Uint8Array(options.body);
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  return emulator.fetch(url, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

/** The `data:` payloads of an SSE response, in order. */
export async function sseData(response: Response): Promise<string[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((event) => event.replace(/^data: /, "").trim())
    .filter(Boolean);
}

export interface RawAnswer {
  /** 0 when the socket was dropped without an answer. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends one request exactly as given (any target, any headers, any bytes): unlike fetch, it can forge or
 * omit the Host header (`host: undefined` in `headers` sends none).
 */
export function rawRequest(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string | undefined>,
  body = "",
): Promise<RawAnswer> {
  const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
  const setHost = !("host" in headers);
  return new Promise((resolve) => {
    const req = request(`${base}${target}`, { method, headers: sent, setHost }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", () => resolve({ status: 0, headers: {}, text: "" }));
    req.end(body);
  });
}
