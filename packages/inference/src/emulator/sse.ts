// Server-sent event streams, with the stream-cut and stream-error faults.
import type { EmulatedRequest } from "./emulated-request";

/** Writes `events` as `data:` lines, then `data: [DONE]`; a stream fault of the call may cut or break it. */
export async function sendSse(call: EmulatedRequest, events: readonly unknown[]): Promise<void> {
  const fault = call.takeFault(["stream-cut", "stream-error"]);
  const { res } = call;
  if (res.destroyed) return;
  res.writeHead(200, {
    ...call.cors,
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "x-request-id": call.requestId,
  });
  // A fault asked for after more chunks than the stream has plays just before [DONE].
  const faultAt = fault ? Math.min(fault.afterChunks ?? 1, events.length) : -1;
  for (let index = 0; index <= events.length; index++) {
    if (fault && index === faultAt) {
      if (fault.kind === "stream-cut") {
        await flushed(call);
        res.socket?.destroy();
        return;
      }
      const error = { message: `Emulated stream error after ${index} chunks`, type: "server_error" };
      res.end(`data: ${JSON.stringify({ error })}\n\n`);
      return;
    }
    if (index === events.length) break;
    res.write(`data: ${JSON.stringify(events[index])}\n\n`);
    // Yield between events so clients receive them as separate chunks.
    await new Promise((resolve) => setImmediate(resolve));
    if (res.destroyed) return;
  }
  res.end("data: [DONE]\n\n");
}

/** Resolves once what was written so far left the process, so a cut happens after those chunks. */
function flushed(call: EmulatedRequest): Promise<void> {
  return new Promise((resolve) => call.res.write("", () => resolve()));
}
