// A streamed (SSE) response as an async iterator of parsed JSON events, with an idle timeout between
// chunks. Written as a plain iterator rather than an async generator: a generator costs several
// promise turns per event, which is most of the client's time on a fast stream.
import {
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
  scrub,
} from "../errors";
import { type Call, DEFAULT_IDLE_TIMEOUT_MS } from "./call";
import { type PreparedRequest, readFailure, requestIdOf, requestInfo } from "./http";
import { SseParser } from "./sse";

export interface OpenedStream {
  request: PreparedRequest;
  response: Response;
}

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * Yields the JSON of each event until `[DONE]` or the end of the body. The request is sent on the
 * first `next()`. An event carrying `error` is thrown as a ProviderApiError; silence longer than
 * `idleTimeout` as a TimeoutError; a dropped connection as a NetworkError. The call is closed and the
 * body cancelled however the iteration ends (including `break`).
 */
export class EventStream<T> implements AsyncGenerator<T, undefined> {
  private opened: OpenedStream | undefined;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private readonly decoder = new TextDecoder();
  private readonly parser = new SseParser();
  private events: string[] = [];
  private index = 0;
  private bodyEnded = false;
  private finished = false;
  /** Opened with the request, on the first `next()`: an iterator never used holds nothing. */
  private call!: Call;

  constructor(
    private readonly openCall: () => Call,
    private readonly open: (call: Call) => Promise<OpenedStream>,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<T, undefined>> {
    if (this.finished) return DONE;
    try {
      if (!this.opened) await this.start();
      for (;;) {
        if (this.index < this.events.length) {
          const data = this.events[this.index++] as string;
          if (data === "[DONE]") break;
          return { value: this.parse(data) as T, done: false };
        }
        if (this.bodyEnded) break;
        this.events = [];
        this.index = 0;
        await this.read();
      }
    } catch (error) {
      this.finish();
      throw error;
    }
    this.finish();
    return DONE;
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    this.finish();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    this.finish();
    throw error;
  }

  private async start(): Promise<void> {
    this.call = this.openCall();
    this.opened = await this.open(this.call);
    const body = this.opened.response.body;
    if (body) this.reader = body.getReader();
    else this.bodyEnded = true;
  }

  private async read(): Promise<void> {
    const reader = this.reader as ReadableStreamDefaultReader<Uint8Array>;
    const idleMs = this.call.options.idleTimeout ?? DEFAULT_IDLE_TIMEOUT_MS;
    const timer =
      idleMs > 0
        ? setTimeout(
            () =>
              this.call.abort(
                new InferenceClientTimeoutError(`The stream sent nothing for ${idleMs} ms and was aborted`),
              ),
            idleMs,
          )
        : undefined;
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      const url = (this.opened as OpenedStream).request.url;
      chunk = await this.call.race(reader.read(), (error) => readFailure(this.call, url, error));
    } finally {
      clearTimeout(timer);
    }
    if (chunk.done) {
      this.bodyEnded = true;
      this.parser.end(this.events);
    } else {
      this.parser.feed(this.decoder.decode(chunk.value, { stream: true }), this.events);
    }
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.call?.close();
    this.reader?.cancel().catch(() => undefined);
  }

  private parse(data: string): unknown {
    let event: unknown;
    const { request, response } = this.opened as OpenedStream;
    try {
      event = JSON.parse(data);
    } catch {
      throw new InferenceClientProviderOutputError(
        `Received malformed event while streaming the response: ${scrub(data.slice(0, 200), this.call.secret)}`,
        requestIdOf(response),
      );
    }
    const error = event && typeof event === "object" ? (event as { error?: unknown }).error : undefined;
    if (error) {
      const detail =
        typeof error === "string"
          ? error
          : typeof (error as { message?: unknown }).message === "string"
            ? (error as { message: string }).message
            : JSON.stringify(error);
      throw new InferenceClientProviderApiError(
        scrub(
          `Failed to perform inference: an error occurred while streaming the response: ${detail}`,
          this.call.secret,
        ),
        requestInfo(request),
        { requestId: requestIdOf(response), status: response.status, body: event },
      );
    }
    return event;
  }
}
