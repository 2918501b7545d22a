// Public types of the provider emulator (the contract shared with the client and snippet tests).

/** Which page origins may call the emulator from a browser: loopback pages, any page, a list, or none. */
export type CorsOption = "loopback" | "*" | readonly string[] | false;

export interface EmulatorOptions {
  /** Port to bind; default 0 (a free port). The emulator always binds 127.0.0.1 only. */
  port?: number;
  /** Default 10_000; the request past it is answered 503 and the emulator closes itself. */
  maxRequests?: number;
  /**
   * Default 256: open connections at once (keep-alive ones included); a connection past it is closed as it
   * arrives, so idle or slow clients cannot hold the process's sockets without bound.
   */
  maxConnections?: number;
  /** Default 60_000: the emulator closes itself after this long without a request. */
  idleTimeoutMs?: number;
  /** Default 600_000: hard stop. */
  lifetimeMs?: number;
  /** Default 33_554_432 (32 MiB): a larger request body is answered 413 without being read into memory. */
  maxBodyBytes?: number;
  /** Default 1_000: `requests` keeps the latest this many (the oldest are dropped). */
  maxRecordedRequests?: number;
  /**
   * Default 67_108_864 (64 MiB): `requests` keeps at most this many bytes received (the latest always stays);
   * also the budget of the bodies jobs were made from, and of the bodies being received at once (503 past it).
   */
  maxRecordedBytes?: number;
  /** Default 1_000: asynchronous jobs remembered (the oldest are forgotten; polling them answers 404). */
  maxJobs?: number;
  /**
   * Which browser pages may call the emulator: "loopback" (default: pages served from 127.0.0.1, localhost or
   * [::1], any port), "*" (any page), a list of exact origins (e.g. ["http://localhost:5173", "null"]), or
   * false (none). Requests from other pages are refused with 403 and get no CORS headers.
   */
  cors?: CorsOption;
  /**
   * Files of model repos served at `huggingface.co/{id}/resolve/main/{path}`, by repo id then path (e.g.
   * `{ "org/model": { "tokenizer_config.json": "{…}" } }`), over the emulator's own example repos. At most
   * 1 000 files and 32 Mi characters in all.
   */
  repoFiles?: RepoFiles;
}

/** Text files by repo id, then by path inside the repo. */
export type RepoFiles = Record<string, Record<string, string>>;

export interface ProviderMappingEntry {
  provider: string;
  providerId: string;
  task: string;
  status?: "live" | "staging";
  adapter?: string;
  adapterWeightsPath?: string;
  /** USD per million tokens, in and out: what the router's `:cheapest` policy compares (their sum). */
  pricing?: { input: number; output: number };
  /** Tokens per second: what the router's `:fastest` policy compares. */
  throughput?: number;
}

export interface Emulator {
  /** "http://127.0.0.1:PORT" */
  url: string;
  /** Maps any http(s) URL onto the emulator: "https://api.groq.com/x" -> `${url}/api.groq.com/x`. */
  rewriteUrl(url: string): string;
  /** globalThis.fetch with rewriteUrl applied; pass it as a client's `fetch` option. */
  fetch: typeof fetch;
  /** The requests received, oldest first: the latest `maxRecordedRequests`, within `maxRecordedBytes`. */
  requests: RecordedRequest[];
  /** Bytes received (request line, headers, body) for the requests in `requests`. */
  readonly recordedBytes: number;
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
  /**
   * Parsed JSON, `{ contentType, fields, files }` for a well-formed multipart form, `{ contentType, bytes }` for any
   * other body, undefined when empty.
   */
  body: unknown;
}

export interface BinaryBody {
  contentType: string;
  bytes: Uint8Array;
}

/** A file of a multipart form. */
export interface FormFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart form: its text fields and its files, each by name. */
export interface FormBody {
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, FormFile>;
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
