// Injected faults: a queue of one-shot (or N-shot) misbehaviours, and how the generic ones are played.
import type { Call } from "./call";
import { statusMessage } from "./errors";
import type { Fault, FaultKind } from "./types";

type Pending = { fault: Fault; remaining: number };

export class FaultQueue {
  private pending: Pending[] = [];

  add(fault: Fault): void {
    const times = fault.times ?? 1;
    if (!Number.isInteger(times) || times < 1)
      throw new RangeError(`Fault times must be a positive integer, got ${times}`);
    this.pending.push({ fault, remaining: times });
  }

  clear(): void {
    this.pending = [];
  }

  /** First pending fault of one of `kinds` whose match fits (host, pathAndQuery); consumes one use. */
  take<K extends FaultKind["kind"]>(
    host: string,
    pathAndQuery: string,
    kinds: readonly K[],
  ): Extract<FaultKind, { kind: K }> | undefined {
    const index = this.pending.findIndex(
      ({ fault }) =>
        (kinds as readonly string[]).includes(fault.kind) &&
        (fault.match?.host === undefined || fault.match.host === host) &&
        (fault.match?.pathIncludes === undefined || pathAndQuery.includes(fault.match.pathIncludes)),
    );
    const entry = this.pending[index];
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.pending.splice(index, 1);
    return entry.fault as Extract<FaultKind, { kind: K }>;
  }
}

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
export async function playRequestFault(call: Call): Promise<boolean> {
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
