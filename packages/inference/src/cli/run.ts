// `inferkit <command> …`: picks the command, answers --help and --version, and turns every failure into
// one line on stderr and an exit code (0 done, 1 the work failed, 2 the command line is wrong).
import { PACKAGE_VERSION } from "@inferkit/inference";
import { chatCommand } from "./chat";
import type { Command } from "./command";
import { emulatorCommand } from "./emulator";
import { type CliIo, UsageError } from "./io";
import { renderCommand } from "./render";
import { snippetsCommand } from "./snippets";

export const COMMANDS: readonly Command[] = [emulatorCommand, renderCommand, snippetsCommand, chatCommand];

const width = Math.max(...COMMANDS.map(({ name }) => name.length));

export const USAGE = `Usage: inferkit <command> [options]

Commands:
${COMMANDS.map(({ name, summary }) => `  ${name.padEnd(width)}  ${summary}`).join("\n")}

Options:
  -h, --help     show this help, or a command's (inferkit <command> --help)
  -v, --version  print the version

Exit codes: 0 done, 1 the command failed, 2 the command line is wrong.
`;

/** Options before `--` only: after it, `--help` is an argument. */
const asksForHelp = (args: string[]) => {
  const end = args.indexOf("--");
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
};

/**
 * A message as one line of plain text (a provider's message may hold line breaks or terminal escapes), without
 * the token even if some layer let it through.
 */
function oneLine(error: unknown, env: CliIo["env"]): string {
  const text = error instanceof Error ? error.message : String(error);
  let line = text.replace(/[\p{Cc}\u2028\u2029\s]+/gu, " ").trim();
  const token = env.HF_TOKEN;
  if (token) line = line.replaceAll(token, "[redacted]");
  return line || (error instanceof Error ? error.name : "unknown error");
}

async function dispatch(args: string[], io: CliIo): Promise<void> {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError("missing command (inferkit --help lists them)");
  if (name === "--help" || name === "-h" || name === "help") {
    // `inferkit help chat` is `inferkit chat --help`.
    const topic = name === "help" ? COMMANDS.find((candidate) => candidate.name === rest[0]) : undefined;
    io.stdout.write(topic?.usage ?? USAGE);
    return;
  }
  if (name === "--version" || name === "-v") {
    io.stdout.write(`${PACKAGE_VERSION}\n`);
    return;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`unknown command '${name}' (inferkit --help lists them)`);
  if (asksForHelp(rest)) {
    io.stdout.write(command.usage);
    return;
  }
  try {
    await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) error.message += ` (inferkit ${name} --help)`;
    throw error;
  }
}

/** Runs the command line `args` (without node and the script); resolves with the exit code. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  try {
    await dispatch(args, io);
    return 0;
  } catch (error) {
    io.stderr.write(`inferkit: ${oneLine(error, io.env)}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
