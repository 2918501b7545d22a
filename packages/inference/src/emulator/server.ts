// The emulator's HTTP server: loopback only, bounded (request count, idle time, lifetime), never keeping the
// process alive, recording every request before answering it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Call } from "./call";
import { dispatch } from "./dispatch";
import { parseTarget, rewriteUrl, rewritingFetch } from "./rewrite";
import { EmulatorState } from "./state";
import type { BinaryBody, Emulator, EmulatorOptions, RecordedRequest } from "./types";

const DEFAULTS = { port: 0, maxRequests: 10_000, idleTimeoutMs: 60_000, lifetimeMs: 600_000 };
/** Bodies above this are refused, so a runaway client cannot exhaust memory. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    // A client that goes away mid-upload still gets its (partial) request recorded.
    req.on("error", () => resolve(Buffer.concat(chunks)));
    req.on("close", () => resolve(Buffer.concat(chunks)));
  });
}

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
  return { body: { contentType, bytes: new Uint8Array(raw) } satisfies BinaryBody, invalidJson: false };
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
  );
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const settings = { ...DEFAULTS, ...options };
  const state = new EmulatorState();
  const requests: RecordedRequest[] = [];
  let received = 0;
  let closing: Promise<void> | undefined;

  const server = createServer((req, res) => {
    receive(req, res).catch((error: unknown) => {
      // An emulator bug answers 500; it must never crash the process under test.
      if (res.writableEnded) return;
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: `Emulator failure: ${error instanceof Error ? error.message : String(error)}` }));
    });
  });
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
    received += 1;
    idleTimer.refresh();
    const number = received;
    const headers = headersOf(req);
    const target = parseTarget(req.url ?? "/");
    const raw = await readBody(req);
    const { body, invalidJson } = parseBody(raw ?? Buffer.alloc(0), headers["content-type"] ?? "");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      host: target.host,
      path: target.path,
      query: target.query,
      headers,
      body,
    };
    requests.push(recorded);
    const call = new Call(recorded, target.search, invalidJson, req, res, state);
    if (number > settings.maxRequests) {
      res.once("finish", () => void close());
      call.fail(503, `The emulator reached its limit of ${settings.maxRequests} requests and is closing`);
      return;
    }
    if (raw === undefined) call.fail(413, `Request body exceeds ${MAX_BODY_BYTES} bytes`);
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
    requests,
    setProviderMapping: (modelId, mapping) => state.mappings.set(modelId, mapping),
    inject: (fault) => state.faults.add(fault),
    reset: () => {
      requests.length = 0;
      state.reset();
    },
    close,
  };
}
