// A streamed (SSE) response as an async iterator of parsed JSON events, with an idle timeout between
// chunks. Written as a plain iterator rather than an async generator: a generator costs several
// promise turns per event, which is most of the client's time on a fast stream.
import {
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
} from "../errors";
import { httpError, keptBody } from "./api-error";
import { DEFAULT_MAX_EVENT_CHARS, readFailure } from "./body";
import { type Call, DEFAULT_IDLE_TIMEOUT_MS, raceAbort } from "./call";
import { excerpt, quote, scrubError } from "./redact";
import { fieldOf } from "./shape";
import { SseParser } from "./sse";
import { type PreparedRequest, withRequestId } from "./transport";

export interface OpenedStream {
  request: PreparedRequest;
  response: Response;
  /** The protocol ends the stream with `data: [DONE]`: a body ending without it was cut short. */
  requiresEndMarker: boolean;
}

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * Yields the JSON of each event until `[DONE]` or the end of the body. The request is sent on the
 * first `next()`. An event carrying `error` is thrown as a ProviderApiError; silence longer than
 * `idleTimeout` as a TimeoutError; a dropped connection as a NetworkError; a body ending without the
 * `[DONE]` its protocol requires as a ProviderOutputError; an event over `maxEventChars` as a
 * ResponseTooLargeError. The whole stream counts toward the call's `timeout`. The call is closed and
 * the body cancelled however the iteration ends (including `break`); every error is scrubbed of the
 * credential.
 */
export class EventStream<T> implements AsyncGenerator<T, undefined> {
  readonly #openCall: () => Call;
  readonly #open: (call: Call) => Promise<OpenedStream>;
  #opened: OpenedStream | undefined;
  /** Reads the body until it ends; `undefined` once it has ended. */
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  readonly #decoder = new TextDecoder();
  readonly #parser: SseParser;
  /** The events of the last chunk read, and the next one to yield. */
  #events: string[] = [];
  #index = 0;
  #finished = false;
  /** Opened with the request, on the first `next()`: an iterator never used holds nothing. */
  #call!: Call;

  constructor(
    openCall: () => Call,
    open: (call: Call) => Promise<OpenedStream>,
    maxEventChars = DEFAULT_MAX_EVENT_CHARS,
  ) {
    this.#openCall = openCall;
    this.#open = open;
    this.#parser = new SseParser(maxEventChars);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<T, undefined>> {
    if (this.#finished) return DONE;
    try {
      const opened = this.#opened ?? (await this.#start());
      for (;;) {
        const data = this.#events[this.#index++];
        if (data !== undefined) {
          if (data === "[DONE]") break;
          // The event is the provider's JSON, trusted to be the task's chunk type as the peers do.
          return { value: this.#parse(data, opened) as T, done: false };
        }
        const reader = this.#reader;
        if (!reader) {
          if (opened.requiresEndMarker) {
            throw new InferenceClientProviderOutputError(
              "The stream ended without data: [DONE]: the answer may be incomplete",
            );
          }
          break;
        }
        this.#events = [];
        this.#index = 0;
        await this.#read(reader, opened.request.url);
      }
    } catch (error) {
      this.#finish();
      // An output error raised once the stream is open (a malformed or oversized event, a cut) gets its request id.
      throw scrubError(this.#opened ? withRequestId(error, this.#opened.response) : error, this.#call?.secret);
    }
    this.#finish();
    return DONE;
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    this.#finish();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    this.#finish();
    throw error;
  }

  async #start(): Promise<OpenedStream> {
    this.#call = this.#openCall();
    const opened = await this.#open(this.#call);
    this.#opened = opened;
    this.#reader = opened.response.body?.getReader();
    return opened;
  }

  /** Reads the next chunk of the body from `url` into `events`. */
  async #read(reader: ReadableStreamDefaultReader<Uint8Array>, url: string): Promise<void> {
    const idleMs = this.#call.options.idleTimeout ?? DEFAULT_IDLE_TIMEOUT_MS;
    const timer =
      idleMs > 0
        ? setTimeout(
            () =>
              this.#call.abort(
                new InferenceClientTimeoutError(`The stream sent nothing for ${idleMs} ms and was aborted`),
              ),
            idleMs,
          )
        : undefined;
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await raceAbort(this.#call, reader.read(), (error) => readFailure(this.#call, url, error));
    } finally {
      clearTimeout(timer);
    }
    if (chunk.done) {
      this.#reader = undefined;
      this.#parser.end(this.#events);
    } else {
      this.#parser.feed(this.#decoder.decode(chunk.value, { stream: true }), this.#events);
    }
  }

  #finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#call?.close();
    this.#reader?.cancel().catch(() => undefined);
  }

  #parse(data: string, { request, response }: OpenedStream): unknown {
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      throw new InferenceClientProviderOutputError(
        `Received malformed event while streaming the response: ${excerpt(data, this.#call.secret)}`,
      );
    }
    const error = fieldOf(event, "error");
    if (error) {
      const message = typeof error === "string" ? error : fieldOf(error, "message");
      const secret = this.#call.secret;
      const detail = typeof message === "string" ? excerpt(message, secret) : quote(error, secret);
      throw httpError(
        InferenceClientProviderApiError,
        `Failed to perform inference: an error occurred while streaming the response: ${detail}`,
        request,
        response,
        keptBody(event, data, secret),
      );
    }
    return event;
  }
}
