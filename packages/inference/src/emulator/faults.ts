// How the generic injected faults are played (the queue they wait in is stores/faults.ts).
import type { EmulatedRequest } from "./emulated-request";
import { statusMessage } from "./errors";

/** Faults any request can suffer; stream and job faults are taken by the handlers that stream or create jobs. */
const REQUEST_FAULTS = [
  "rate-limit",
  "status",
  "malformed-json",
  "wrong-shape",
  "delay",
  "hang",
  "connection-reset",
] as const;

/** Plays a request fault. Returns true when the call is answered (or deliberately left unanswered). */
export async function playRequestFault(call: EmulatedRequest): Promise<boolean> {
  const fault = call.takeFault(REQUEST_FAULTS);
  if (!fault) return false;
  switch (fault.kind) {
    case "rate-limit": {
      const headers: Record<string, string> = {};
      if (fault.retryAfterMs !== undefined) headers["retry-after-ms"] = String(fault.retryAfterMs);
      if (fault.retryAfterSeconds !== undefined || fault.retryAfterMs === undefined)
        headers["retry-after"] = String(fault.retryAfterSeconds ?? 1);
      call.fail(429, statusMessage(429), headers);
      return true;
    }
    case "status":
      if (fault.body === undefined) call.fail(fault.status, statusMessage(fault.status));
      else call.json(fault.status, fault.body);
      return true;
    case "malformed-json":
      call.send(
        200,
        "application/json",
        Buffer.from('{"id":"emulated","choices":[{"index":0,"message":{"role":"assis'),
      );
      return true;
    case "wrong-shape":
      call.json(200, { unexpected: "the emulator answered a shape no task uses" });
      return true;
    case "delay":
      await call.state.sleep(fault.ms);
      return false;
    case "hang":
      return true;
    case "connection-reset":
      call.req.socket.resetAndDestroy();
      return true;
  }
}
