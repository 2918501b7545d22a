// `node run-offline.mjs <module>` runs a documentation example offline: it starts a provider emulator in
// the process, from the @inferkit/inference installed where the process runs, sends every fetch to a
// non-loopback host there, imports the module, and closes the emulator when the module is done (which
// also drops kept-alive connections, so the process ends at once). Loopback URLs (an emulator the example
// starts itself) pass through unchanged. INFERKIT_EMULATOR_MAPPINGS (JSON, model id -> provider mapping)
// plays the Hub's provider mappings. The emulator's calls are printed last on stderr, for the test to read.
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const installed = createRequire(join(process.cwd(), "package.json")).resolve("@inferkit/inference/emulator");
const { startEmulator } = await import(pathToFileURL(installed).href);
const emulator = await startEmulator();
for (const [model, mapping] of Object.entries(JSON.parse(process.env.INFERKIT_EMULATOR_MAPPINGS ?? "{}")))
  emulator.setProviderMapping(model, mapping);

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const platformFetch = globalThis.fetch;
const target = (url) => (LOOPBACK.has(new URL(url).hostname) ? url : emulator.rewriteUrl(url));
globalThis.fetch = (input, init) =>
  input instanceof Request
    ? platformFetch(new Request(target(input.url), input), init)
    : platformFetch(target(input instanceof URL ? input.href : String(input)), init);

try {
  await import(pathToFileURL(resolve(process.argv[2] ?? "")).href);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  const calls = emulator.requests.map((request) => `${request.method} ${request.host}${request.path}`);
  await emulator.close();
  process.stderr.write(`\nemulator calls: ${JSON.stringify(calls)}\n`);
}
