// Serving the built site for a person at a terminal: HOST and PORT from the environment, plain
// messages instead of stack traces, and a clean stop however the parent goes away.
import { serveStatic } from "./static-server.mjs";

/** Serves `dir` until a signal, or until the parent process goes; exits 1 with a message on bad settings. */
export async function serveUntilStopped(dir, { HOST, PORT } = {}) {
  const parent = process.ppid;
  const host = HOST || "127.0.0.1";
  const portText = PORT || "4173";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be a port number (0–65535), got "${portText}".`);

  let server;
  try {
    server = await serveStatic(dir, { port, host });
  } catch (error) {
    fail(listenFailure(error, host, port) ?? `Cannot serve on ${host}:${port}: ${error?.message ?? error}`);
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, stop);
  // `npm start` runs this through a shell that does not pass SIGTERM on: when that parent goes, stop too.
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250);
  // Announced last: whoever reads this may signal at once.
  console.log(`Inferkit is served at ${server.url}/ (Ctrl+C to stop)`);
}

function listenFailure(error, host, port) {
  switch (error?.code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is in use. Start on another one, e.g. PORT=${port + 1} npm start`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `HOST ${host} is not an address of this machine.`;
    case "EACCES":
      return `Not allowed to listen on ${host}:${port}; use a port above 1023.`;
    default:
      return undefined;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
