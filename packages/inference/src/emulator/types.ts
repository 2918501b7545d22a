// Public types of the provider emulator (the contract shared with the client and snippet tests).

export interface EmulatorOptions {
  /** Port to bind; default 0 (a free port). The emulator always binds 127.0.0.1 only. */
  port?: number;
  /** Default 10_000; the request past it is answered 503 and the emulator closes itself. */
  maxRequests?: number;
  /** Default 60_000: the emulator closes itself after this long without a request. */
  idleTimeoutMs?: number;
  /** Default 600_000: hard stop. */
  lifetimeMs?: number;
}

export interface ProviderMappingEntry {
  provider: string;
  providerId: string;
  task: string;
  status?: "live" | "staging";
  adapter?: string;
  adapterWeightsPath?: string;
}

export interface Emulator {
  /** "http://127.0.0.1:PORT" */
  url: string;
  /** Maps any http(s) URL onto the emulator: "https://api.groq.com/x" -> `${url}/api.groq.com/x`. */
  rewriteUrl(url: string): string;
  /** globalThis.fetch with rewriteUrl applied; pass it as a client's `fetch` option. */
  fetch: typeof fetch;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answers GET huggingface.co/api/models/{id}?expand[]=inferenceProviderMapping for this model. */
  setProviderMapping(modelId: string, mapping: ProviderMappingEntry[]): void;
  /** One-shot fault for the next request(s) matching fault.match. */
  inject(fault: Fault): void;
  /** Clears requests, faults and mappings. */
  reset(): void;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** The emulated host, e.g. "router.huggingface.co". */
  host: string;
  /** Path on the emulated host, without the query. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON, `{ contentType, bytes }` for any other body, undefined when empty. */
  body: unknown;
}

export interface BinaryBody {
  contentType: string;
  bytes: Uint8Array;
}

export type FaultMatch = { host?: string; pathIncludes?: string };

export type FaultKind =
  | { kind: "rate-limit"; retryAfterSeconds?: number; retryAfterMs?: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "malformed-json" }
  | { kind: "wrong-shape" }
  | { kind: "stream-cut"; afterChunks?: number }
  | { kind: "stream-error"; afterChunks?: number }
  | { kind: "delay"; ms: number }
  | { kind: "hang" }
  | { kind: "slow-polling"; extraPolls: number }
  | { kind: "task-failed" }
  | { kind: "connection-reset" };

export type Fault = { match?: FaultMatch; times?: number } & FaultKind;
