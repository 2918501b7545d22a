// One received request and the ways to answer it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type ErrorStyle, hfError } from "./errors";
import { newId } from "./fake";
import type { Job } from "./stores/jobs";
import type { EmulatorState } from "./stores/state";
import type { BinaryBody, FaultKind, RecordedRequest } from "./types";

/** Polls a job answers "pending" before it is done, unless a slow-polling fault adds more. */
const DEFAULT_PENDING_POLLS = 1;

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isBinary(value: unknown): value is BinaryBody {
  return isJsonObject(value) && value.bytes instanceof Uint8Array && typeof value.contentType === "string";
}

export class EmulatedRequest {
  /** Public base URL of the emulated API, used in URLs handed out (polling, queue results). */
  base = "";
  /** Error body style of whoever answers this call. */
  errorStyle: ErrorStyle = hfError;
  /** Content type of error bodies when not plain JSON (Replicate's problem documents). */
  errorContentType: string | undefined;
  /** Status of payload validation errors from whoever answers this call. */
  validationStatus = 400;
  readonly requestId = newId("req_");

  constructor(
    readonly recorded: RecordedRequest,
    /** Query string as received, with its leading "?" (or empty). */
    readonly search: string,
    /** True when the body was declared JSON but did not parse. */
    readonly invalidJson: boolean,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly state: EmulatorState,
    /** CORS headers every answer carries (none unless an allowed page sent the request). */
    readonly cors: Record<string, string>,
    /** Size of the request body, which a job made from it may retain. */
    readonly bodyBytes: number,
  ) {}

  get method(): string {
    return this.recorded.method;
  }
  get host(): string {
    return this.recorded.host;
  }
  get path(): string {
    return this.recorded.path;
  }
  get query(): Record<string, string> {
    return this.recorded.query;
  }
  get headers(): Record<string, string> {
    return this.recorded.headers;
  }
  get body(): unknown {
    return this.recorded.body;
  }
  /** The JSON body when it is an object. */
  get jsonBody(): JsonObject | undefined {
    return isJsonObject(this.body) && !isBinary(this.body) ? this.body : undefined;
  }
  get contentType(): string {
    return (this.headers["content-type"] ?? "").toLowerCase();
  }

  /**
   * Starts an asynchronous job of `owner` for this call, answering `result` once done: pending for
   * `pendingPolls` polls (plus a slow-polling fault's), or failing under a task-failed fault.
   */
  startJob(owner: string, result: unknown, pendingPolls = DEFAULT_PENDING_POLLS): Job {
    const fault = this.takeFault(["slow-polling", "task-failed"]);
    return this.state.jobs.create(owner, result, {
      bodyBytes: this.bodyBytes,
      pendingPolls: pendingPolls + (fault?.kind === "slow-polling" ? fault.extraPolls : 0),
      fails: fault?.kind === "task-failed",
    });
  }

  /** Takes the first injected fault of one of `kinds` that matches this call. */
  takeFault<K extends FaultKind["kind"]>(kinds: readonly K[]): Extract<FaultKind, { kind: K }> | undefined {
    return this.state.faults.take(this.host, this.path + this.search, kinds);
  }

  json(status: number, body: unknown, headers: Record<string, string> = {}, contentType = "application/json"): void {
    this.send(status, contentType, Buffer.from(JSON.stringify(body)), headers);
  }

  bytes(status: number, contentType: string, data: Uint8Array, headers: Record<string, string> = {}): void {
    this.send(status, contentType, data, headers);
  }

  /** Error answer in the style of whoever answers the call. */
  fail(status: number, message: string, headers: Record<string, string> = {}): void {
    const contentType = this.errorContentType ?? "application/json";
    this.json(status, this.errorStyle(status, message), headers, contentType);
  }
  /** Answers a CORS preflight (only an allowed page's reaches here). */
  preflight(): void {
    this.send(204, "text/plain", new Uint8Array(), {
      "access-control-allow-methods": "GET, POST, PUT, OPTIONS",
      "access-control-allow-headers": this.headers["access-control-request-headers"] ?? "*",
      "access-control-max-age": "600",
    });
  }

  send(status: number, contentType: string, data: Uint8Array, headers: Record<string, string> = {}): void {
    if (this.res.headersSent || this.res.destroyed) return;
    this.res.writeHead(status, {
      ...this.cors,
      "content-type": contentType,
      "content-length": String(data.byteLength),
      "x-request-id": this.requestId,
      ...headers,
    });
    this.res.end(data);
  }
}
