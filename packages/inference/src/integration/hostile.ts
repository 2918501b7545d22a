// Test support (never imported by the client): loopback servers that attack the client, a fetch that
// sends the providers' hosts to them, and every serialised form of an error a leak could hide in.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { inspect } from "node:util";
import { afterAll } from "vitest";
import { mappingFor } from "../test-support/fake-fetch";
import type { InferenceProvider } from "../types";

/** Longest life of a hostile server: it stops itself even if a test forgets it. */
const SERVER_LIFETIME_MS = 60_000;

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, server: HostileServer) => void | Promise<void>;

export interface HostileServer {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly seen: SeenRequest[];
  /** Bytes of response bodies this server wrote (as `res.write` accepted them). */
  bytesWritten: number;
  /** Set when a client closed a connection before its response ended. */
  cancelled: boolean;
  handler: Handler;
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1, answering with `handler`; closed after the file's tests at the latest. */
export async function startHostileServer(handler: Handler = (_req, res) => void res.end()): Promise<HostileServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    hostile.seen.push({ method: req.method ?? "", url: req.url ?? "", headers: { ...req.headers } });
    res.on("close", () => {
      if (!res.writableFinished) hostile.cancelled = true;
    });
    req.resume();
    req.on("end", () => void hostile.handler(req, res, hostile));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const lifetime = setTimeout(() => void hostile.close(), SERVER_LIFETIME_MS);
  lifetime.unref();
  const hostile: HostileServer = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen: [],
    bytesWritten: 0,
    cancelled: false,
    handler,
    close: () => {
      clearTimeout(lifetime);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return hostile;
}

/** One server for the whole file, reset by the caller as needed; closed after the file. */
export function useHostileServer(): () => HostileServer {
  let server: HostileServer | undefined;
  const ready = startHostileServer().then((started) => {
    server = started;
  });
  afterAll(async () => {
    await ready;
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("hostile server not started");
    return server;
  };
}

/** Writes `chunk` and counts it; resolves when the socket can take more (or is gone). */
export function write(server: HostileServer, res: ServerResponse, chunk: string | Uint8Array): Promise<void> {
  server.bytesWritten += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    res.once("drain", resolve);
    res.once("close", resolve);
  });
}

/** Writes `chunk` again and again, as fast as the client reads, until `total` bytes or the client hangs up. */
export async function writeLazily(server: HostileServer, res: ServerResponse, chunk: Uint8Array, total: number) {
  for (let sent = 0; sent < total && !res.destroyed; sent += chunk.byteLength) await write(server, res, chunk);
  res.end();
}

/**
 * A fetch sending every https URL (providers, router, Hub) to `target` with its path kept, so the
 * client believes it talks to the real hosts; loopback URLs (a second server's) go where they say.
 */
export function redirectingFetch(target: HostileServer): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input));
    if (url.protocol !== "https:") return fetch(url, init);
    return fetch(`${target.origin}${url.pathname}${url.search}`, init);
  };
}

/** The value of the credential header a request carried, whatever the provider's scheme. */
export function receivedCredential(request: SeenRequest): string | undefined {
  const value = request.headers.authorization ?? request.headers["x-key"] ?? request.headers.key;
  return typeof value === "string" ? value : undefined;
}

/** Whether any header of any request `server` saw holds `secret` (under any name). */
export function sawSecret(server: HostileServer, secret: string): boolean {
  return server.seen.some((request) => JSON.stringify(request.headers).includes(secret));
}

/** Everything a user might print, log or send on about `error`. */
export function serialisedForms(error: unknown): string[] {
  const fields = error as Record<string, unknown> & { stack?: string };
  return [
    String(error),
    fields.stack ?? "",
    JSON.stringify(error) ?? "",
    inspect(error, { depth: Number.POSITIVE_INFINITY }),
    JSON.stringify(fields.httpRequest ?? null),
    JSON.stringify(fields.httpResponse ?? null),
    String(fields.requestId ?? ""),
    inspect(fields.body, { depth: Number.POSITIVE_INFINITY }),
  ];
}

/**
 * Where a piece of `secret` at least `fragment` characters long shows in a serialised form of `error`
 * (the whole secret, or what a cut through it left): `undefined` when none does.
 */
export function leakIn(error: unknown, secret: string, fragment = Math.min(12, secret.length)): string | undefined {
  const forms = serialisedForms(error);
  for (let start = 0; start + fragment <= secret.length; start++) {
    const piece = secret.slice(start, start + fragment);
    const form = forms.find((text) => text.includes(piece));
    if (form !== undefined) return `"${piece}" in ${form.slice(0, 300)}`;
  }
  return undefined;
}

/** Arguments of a call of `task` on `provider` with `accessToken`, the mapping given (no Hub lookup). */
export function callArgs<T extends Record<string, unknown>>(
  provider: InferenceProvider,
  task: string,
  accessToken: string,
  rest: T,
) {
  return { model: "hub/m", provider, accessToken, inferenceProviderMapping: mappingFor(provider, task), ...rest };
}

/** What `work` (a call, or a stream to read to its end) failed with; fails the test if it did not. */
export async function failureOf(work: Promise<unknown> | AsyncIterable<unknown>): Promise<unknown> {
  try {
    if (work instanceof Promise) await work;
    else for await (const _ of work);
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}
