// A streamed (SSE) response as an async iterator of parsed JSON events, with an idle timeout between
// chunks.
import {
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
} from "../errors";
import { httpError, keptBody } from "./api-error";
import { DEFAULT_MAX_EVENT_CHARS, readFailure } from "./body";
import { type Call, DEFAULT_IDLE_TIMEOUT_MS, MAX_TIMER_MS, raceAbort } from "./call";
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
export function eventStream<T>(
  openCall: () => Call,
  open: (call: Call) => Promise<OpenedStream>,
  maxEventChars = DEFAULT_MAX_EVENT_CHARS,
): AsyncGenerator<T, undefined> {
  // A plain iterator rather than an async generator: a generator costs several promise turns per
  // event, which is most of the client's time on a fast stream.
  let call: Call | undefined;
  let opened: OpenedStream | undefined;
  /** Reads the body until it ends; `undefined` once it has ended. */
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  const parser = new SseParser(maxEventChars);
  /** The events of the last chunk read, and the next one to yield. */
  let events: string[] = [];
  let index = 0;
  let finished = false;
  const finish = (): IteratorReturnResult<undefined> => {
    if (!finished) {
      finished = true;
      call?.close();
      reader?.cancel().catch(() => undefined);
    }
    return DONE;
  };
  /** `next()` calls not settled yet, and the last one made. */
  let running = 0;
  let last: Promise<IteratorResult<T, undefined>> | undefined;
  /** The next event, or the end; one runs at a time (see `next`). */
  const step = async (): Promise<IteratorResult<T, undefined>> => {
    try {
      if (finished) return DONE;
      if (!opened) {
        // Opened with the request, on the first `next()`: an iterator never used holds nothing.
        call = openCall();
        opened = await open(call);
        // `return()` while the request was on its way: the answer is not read.
        if (finished) {
          opened.response.body?.cancel().catch(() => undefined);
          return DONE;
        }
        reader = opened.response.body?.getReader();
      }
      for (;;) {
        const data = events[index++];
        if (data !== undefined) {
          if (data === "[DONE]") break;
          return { value: parseEvent(data, opened, call?.secret) as T, done: false };
        }
        if (!reader) {
          if (opened.requiresEndMarker) {
            throw new InferenceClientProviderOutputError(
              "The stream ended without data: [DONE]: the answer may be incomplete",
            );
          }
          break;
        }
        events = [];
        index = 0;
        const chunk = await readChunk(call as Call, reader, opened.request.url);
        // `return()` while the read was waiting: it cancelled the body, which ends the read; that is no error.
        if (finished) return DONE;
        if (chunk.done) {
          reader = undefined;
          parser.end(events);
        } else parser.feed(decoder.decode(chunk.value, { stream: true }), events);
      }
      return finish();
    } catch (error) {
      finish();
      throw scrubError(opened ? withRequestId(error, opened.response) : error, call?.secret);
    } finally {
      running--;
    }
  };
  const stream: AsyncGenerator<T, undefined> = {
    [Symbol.asyncIterator]: () => stream,
    // A call made while another runs waits for it, as a generator's would: run at once, both would open
    // the request (sending it twice) or read the same body into the same events.
    next() {
      running++;
      last = running > 1 && last ? last.then(step, step) : step();
      return last;
    },
    async return() {
      return finish();
    },
    async throw(error: unknown) {
      finish();
      throw error;
    },
  };
  return stream;
}

/** The next chunk of the body from `url`, or the call's end when the stream stays silent past `idleTimeout`. */
async function readChunk(
  call: Call,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  url: string,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  const idleMs = call.options.idleTimeout ?? DEFAULT_IDLE_TIMEOUT_MS;
  const timer =
    idleMs > 0 && idleMs <= MAX_TIMER_MS
      ? setTimeout(
          () => call.abort(new InferenceClientTimeoutError(`The stream sent nothing for ${idleMs} ms and was aborted`)),
          idleMs,
        )
      : undefined;
  try {
    return await raceAbort(call, reader.read(), (error) => readFailure(call, url, error));
  } finally {
    clearTimeout(timer);
  }
}

/** An event's JSON; an event carrying `error` is thrown as a ProviderApiError. */
function parseEvent(data: string, { request, response }: OpenedStream, secret: string | undefined): unknown {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new InferenceClientProviderOutputError(
      `Received malformed event while streaming the response: ${excerpt(data, secret)}`,
    );
  }
  const error = fieldOf(event, "error");
  if (error) {
    const message = typeof error === "string" ? error : fieldOf(error, "message");
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
