// A small static file server for the built site: no dependencies, loopback only.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".wav": "audio/wav",
  ".flac": "audio/flac",
  ".mp3": "audio/mpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * Pages rendered in the browser for any path under a prefix: served with 200 where no file matches
 * (the model page for any model id). The prerender step writes them.
 */
export const SHELLS = [{ prefix: "/models/", file: "model-shell.html" }];

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt"]);
const compressed = new Map();

/** The file compressed with the best encoding the client accepts (cached per file and change time). */
async function compressedBody(path, mtimeMs, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : null;
  if (!encoding || !COMPRESSIBLE.has(extname(path))) return null;
  const key = `${encoding}:${path}`;
  const cached = compressed.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return { encoding, body: cached.body };
  const raw = await readFile(path);
  const body = encoding === "br" ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return { encoding, body };
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? path : null;
  } catch {
    return null;
  }
}

/** Maps a URL path to a file of `root`: the file itself, `<path>.html`, or `<path>/index.html`. */
async function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  return (await fileAt(base)) ?? (await fileAt(`${base}.html`)) ?? (await fileAt(join(base, "index.html")));
}

/** The shell page for `urlPath`, when one of SHELLS covers it and was built. */
async function shellFor(root, urlPath) {
  const shell = SHELLS.find(({ prefix }) => urlPath.startsWith(prefix) && urlPath.length > prefix.length);
  return shell ? await fileAt(join(root, shell.file)) : null;
}

/**
 * Serves `dir` on 127.0.0.1. Paths under a SHELLS prefix without a file get the shell page; other unknown
 * paths get `404.html` (or a plain 404) with status 404.
 * Resolves to `{ url, close }` once listening; port 0 picks a free port.
 */
export async function serveStatic(dir, { port = 0, host = "127.0.0.1" } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
      const file = (await resolveFile(root, urlPath)) ?? (await shellFor(root, urlPath));
      const notFound = file ? null : await fileAt(join(root, "404.html"));
      const target = file ?? notFound;
      if (!target) {
        res.writeHead(404, { "content-type": TYPES[".txt"] }).end("Not found");
        return;
      }
      const immutable = target.includes(`${join(root, "assets")}`);
      const info = await stat(target);
      const packed = await compressedBody(target, info.mtimeMs, String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(file ? 200 : 404, {
        "content-type": TYPES[extname(target)] ?? "application/octet-stream",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        "x-content-type-options": "nosniff",
        vary: "accept-encoding",
        ...(packed ? { "content-encoding": packed.encoding, "content-length": packed.body.length } : {}),
      });
      if (req.method === "HEAD") res.end();
      else if (packed) res.end(packed.body);
      else createReadStream(target).pipe(res);
    } catch {
      res.writeHead(400, { "content-type": TYPES[".txt"] }).end("Bad request");
    }
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections(); // idle keep-alive sockets would hold the close open
      }),
  };
}
