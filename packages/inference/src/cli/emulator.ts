// `inferkit emulator`: the provider emulator in the foreground, for test suites in any language.
import { type Fault, startEmulator } from "@inferkit/inference/emulator";
import type { Command } from "./command";
import {
  CliError,
  type CliIo,
  inputName,
  integerOption,
  isRecord,
  parseOptions,
  positionalsOf,
  readJsonFile,
  UsageError,
} from "./io";

const OPTIONS = {
  port: { type: "string" },
  host: { type: "string" },
  faults: { type: "string" },
} as const;

/** The emulator binds 127.0.0.1 only; --host picks the name written in the URL it prints. */
const LOOPBACK_NAMES = ["127.0.0.1", "localhost"];

/** Longest a Node timer waits: run until stopped, not until the library's idle and lifetime defaults. */
const FOREVER_MS = 2 ** 31 - 1;

async function readFaults(path: string, stdin: CliIo["stdin"]): Promise<Fault[]> {
  const faults = await readJsonFile(path, stdin);
  const list = Array.isArray(faults) ? faults : [faults];
  if (!list.every(isRecord)) throw new CliError(`${inputName(path)} must hold a fault object or a list of them`);
  return list as Fault[];
}

function listenProblem(error: unknown, port: number): CliError {
  const code = (error as { code?: string }).code;
  if (code === "EADDRINUSE") return new CliError(`port ${port} is already in use (choose another with --port)`);
  if (code === "EACCES") return new CliError(`no permission to listen on port ${port}`);
  return new CliError(`cannot start the emulator: ${(error as Error).message}`);
}

export const emulatorCommand: Command = {
  name: "emulator",
  summary: "run the provider emulator until Ctrl-C, for tests in any language",
  usage: `Usage: inferkit emulator [--port N] [--host 127.0.0.1|localhost] [--faults faults.json]

Starts the offline emulator of the inference router, the Hub's provider-mapping API and every
provider, on the loopback interface, and runs it until SIGINT (Ctrl-C) or SIGTERM.

Its URL is the first line of stdout. A provider URL maps onto it with its host as the first path
segment: https://router.huggingface.co/v1 -> http://127.0.0.1:PORT/router.huggingface.co/v1

Options:
  --port N         port to listen on (default: a free one)
  --host NAME      loopback name written in the URL: 127.0.0.1 (default) or localhost
  --faults FILE    JSON fault, or list of faults, to inject at start (each played once, or
                   "times" times), e.g. [{"kind": "rate-limit", "retryAfterSeconds": 1}]
  -h, --help       show this help
`,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, OPTIONS);
    positionalsOf(positionals, []);
    const port = integerOption(values.port, "port", 0, 65_535) ?? 0;
    const host = values.host ?? "127.0.0.1";
    if (!LOOPBACK_NAMES.includes(host))
      throw new UsageError(`--host must be ${LOOPBACK_NAMES.join(" or ")}: the emulator listens on loopback only`);
    const faults = values.faults === undefined ? [] : await readFaults(values.faults, io.stdin);

    const emulator = await startEmulator({
      port,
      idleTimeoutMs: FOREVER_MS,
      lifetimeMs: FOREVER_MS,
      maxRequests: Number.MAX_SAFE_INTEGER,
    }).catch((error: unknown) => {
      throw listenProblem(error, port);
    });
    // The emulator never keeps a process alive by itself; this command is that process.
    const keepAlive = setInterval(() => {}, FOREVER_MS);
    try {
      for (const fault of faults) emulator.inject(fault);
      const url = emulator.url.replace("127.0.0.1", host);
      io.stdout.write(`${url}\n`);
      io.stderr.write(
        `Emulator listening on ${url}; stop it with Ctrl-C.\n` +
          `Point clients at ${url}/<host>/<path>, e.g. ${url}/router.huggingface.co/v1 for the router's OpenAI-compatible API.\n`,
      );
      const signal = await io.waitForStop();
      io.stderr.write(`Emulator stopped (${signal}).\n`);
    } catch (error) {
      throw error instanceof RangeError ? new CliError(`${values.faults}: ${error.message}`) : error;
    } finally {
      clearInterval(keepAlive);
      await emulator.close();
    }
  },
};
