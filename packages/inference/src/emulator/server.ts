// The emulator's HTTP server: loopback only (bound to 127.0.0.1, answering loopback Host names and allowed
// pages), bounded (connections, request count and size, what it records, idle time, lifetime), never keeping
// the process alive, recording each request it serves before answering it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { admit, type Refusal } from "./access";
import { BodyReader } from "./body";
import { dispatch } from "./dispatch";
import { EmulatedRequest } from "./emulated-request";
import { repoFileStore } from "./hub-files";
import { parseMultipart } from "./multipart";
import { parseTarget, rewriteUrl, rewritingFetch } from "./rewrite";
import { settingsOf } from "./settings";
import { RequestLog } from "./stores/request-log";
import { EmulatorState } from "./stores/state";
import type { BinaryBody, Emulator, EmulatorOptions, RecordedRequest } from "./types";

/** Request line and headers, as Node's default. */
const MAX_HEADER_BYTES = 16 * 1024;

function parseBody(raw: Buffer, contentType: string): { body: unknown; invalidJson: boolean } {
  if (raw.length === 0) return { body: undefined, invalidJson: false };
  if (/\bjson\b/i.test(contentType)) {
    try {
      return { body: JSON.parse(raw.toString("utf8")), invalidJson: false };
    } catch {
      // Recorded as bytes so tests can still see what was sent.
      return { body: { contentType, bytes: new Uint8Array(raw) } satisfies BinaryBody, invalidJson: true };
    }
  }
  // A form that does not parse is kept as bytes: the route answering it says what is wrong.
  const form = parseMultipart(raw, contentType);
  return { body: form ?? ({ contentType, bytes: new Uint8Array(raw) } satisfies BinaryBody), invalidJson: false };
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
  );
}

/** Bytes of a request's line and headers as received. */
function headBytes(req: IncomingMessage): number {
  const line = (req.method?.length ?? 0) + (req.url?.length ?? 0) + 11;
  return req.rawHeaders.reduce((sum, field) => sum + field.length + 2, line);
}

/** Answers a request the emulator does not serve, before reading its body or recording it. */
function refuse(res: ServerResponse, { status, message }: Refusal): void {
  const body = JSON.stringify({ error: message });
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const settings = settingsOf(options);
  const state = new EmulatorState(
    { maxJobs: settings.maxJobs, maxJobBytes: settings.maxRecordedBytes },
    repoFileStore(settings.repoFiles),
  );
  const log = new RequestLog(settings.maxRecordedRequests, settings.maxRecordedBytes);
  // One body of the largest size accepted always fits, even alone past maxRecordedBytes.
  const receivingBudget = Math.max(settings.maxRecordedBytes, settings.maxBodyBytes);
  const bodies = new BodyReader(settings.maxBodyBytes, receivingBudget);
  let received = 0;
  let closing: Promise<void> | undefined;

  // Requests without a Host header reach `admit`, which refuses them with an explanation (Node's own is bare).
  // The header limit is set here so that no Node flag can raise it: past it Node answers 431.
  const server = createServer({ requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    receive(req, res).catch((error: unknown) => {
      // An emulator bug answers 500; it must never crash the process under test.
      if (res.writableEnded) return;
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: `Emulator failure: ${error instanceof Error ? error.message : String(error)}` }));
    });
  });
  server.maxConnections = settings.maxConnections;
  const close = (): Promise<void> => {
    closing ??= new Promise((resolve) => {
      clearTimeout(idleTimer);
      clearTimeout(lifetimeTimer);
      state.clearTimers();
      server.close(() => resolve());
      // Drops keep-alive sockets and releases hanging requests.
      server.closeAllConnections();
    });
    return closing;
  };
  const idleTimer = setTimeout(close, settings.idleTimeoutMs);
  const lifetimeTimer = setTimeout(close, settings.lifetimeMs);
  idleTimer.unref();
  lifetimeTimer.unref();

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = headersOf(req);
    // Refused requests (foreign hosts, foreign pages) leave no trace: not counted, recorded nor keeping it alive.
    const admission = admit(headers, settings.cors);
    if ("refusal" in admission) {
      refuse(res, admission.refusal);
      return;
    }
    received += 1;
    idleTimer.refresh();
    const number = received;
    const target = parseTarget(req.url ?? "/");
    const raw = await bodies.read(req);
    const read = typeof raw === "string" ? undefined : raw;
    const { body, invalidJson } = read
      ? parseBody(read, headers["content-type"] ?? "")
      : { body: undefined, invalidJson: false };
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      host: target.host,
      path: target.path,
      query: target.query,
      headers,
      body,
    };
    const bodyBytes = read?.length ?? 0;
    log.add(recorded, headBytes(req) + bodyBytes);
    const call = new EmulatedRequest(recorded, target.search, invalidJson, req, res, state, admission.cors, bodyBytes);
    if (number > settings.maxRequests) {
      res.once("finish", () => void close());
      call.fail(503, `The emulator reached its limit of ${settings.maxRequests} requests and is closing`);
      return;
    }
    if (raw === "too-large")
      call.fail(413, `Request body exceeds the emulator's limit of ${settings.maxBodyBytes} bytes (maxBodyBytes)`);
    else if (raw === "busy")
      call.fail(
        503,
        `The emulator is receiving more than ${receivingBudget} bytes of bodies at once (maxRecordedBytes); retry`,
        { "retry-after": "1" },
      );
    else if (!target.decodable) call.fail(400, "Malformed percent-encoding in the request path");
    else await dispatch(call);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    rewriteUrl: (target) => rewriteUrl(url, target),
    fetch: rewritingFetch(url),
    requests: log.requests,
    get recordedBytes() {
      return log.bytes;
    },
    setProviderMapping: (modelId, mapping) => state.mappings.set(modelId, mapping),
    inject: (fault) => state.faults.add(fault),
    reset: () => {
      log.clear();
      state.reset();
    },
    close,
  };
}
