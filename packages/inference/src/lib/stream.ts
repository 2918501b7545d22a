// Reading a streamed (SSE) response as parsed JSON events, with an idle timeout between chunks.
import {
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
  scrub,
} from "../errors";
import { type Call, DEFAULT_IDLE_TIMEOUT_MS } from "./call";
import { guard, type PreparedRequest, requestIdOf, requestInfo } from "./http";
import { SseParser } from "./sse";

/**
 * Yields the JSON of each event until `[DONE]` or the end of the body. An event carrying `error` is
 * thrown as a ProviderApiError; silence longer than `idleTimeout` as a TimeoutError; a dropped
 * connection as a NetworkError. Closes the call when done, however it ends.
 */
export async function* readEvents<T>(call: Call, request: PreparedRequest, response: Response): AsyncGenerator<T> {
  const body = response.body;
  const requestId = requestIdOf(response);
  if (!body) {
    call.close();
    return;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const idleMs = call.options.idleTimeout ?? DEFAULT_IDLE_TIMEOUT_MS;
  const onIdle = () =>
    call.abort(new InferenceClientTimeoutError(`The stream sent nothing for ${idleMs} ms and was aborted`));
  const events: string[] = [];
  try {
    for (;;) {
      const timer = idleMs > 0 ? setTimeout(onIdle, idleMs) : undefined;
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await guard(call, request.url, reader.read());
      } finally {
        clearTimeout(timer);
      }
      if (chunk.done) parser.end(events);
      else parser.feed(decoder.decode(chunk.value, { stream: true }), events);
      for (let i = 0; i < events.length; i++) {
        const data = events[i] as string;
        if (data === "[DONE]") return;
        yield parseEvent(data, call, request, requestId) as T;
      }
      events.length = 0;
      if (chunk.done) return;
    }
  } finally {
    call.close();
    reader.cancel().catch(() => undefined);
  }
}

function parseEvent(data: string, call: Call, request: PreparedRequest, requestId: string): unknown {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new InferenceClientProviderOutputError(
      `Received malformed event while streaming the response: ${scrub(data.slice(0, 200), call.secret)}`,
      requestId,
    );
  }
  if (event && typeof event === "object" && "error" in event && (event as { error: unknown }).error) {
    const error = (event as { error: unknown }).error;
    const detail =
      typeof error === "string"
        ? error
        : typeof (error as { message?: unknown }).message === "string"
          ? (error as { message: string }).message
          : JSON.stringify(error);
    throw new InferenceClientProviderApiError(
      scrub(`Failed to perform inference: an error occurred while streaming the response: ${detail}`, call.secret),
      requestInfo(request),
      { requestId, status: 200, body: event },
    );
  }
  return event;
}
