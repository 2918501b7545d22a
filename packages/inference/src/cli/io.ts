// What every command shares: the streams and environment it is given (so tests run commands in-process),
// the two failure kinds that decide the exit code, option parsing and bounded JSON file reading.
import { createReadStream } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type InferenceProviderOrPolicy, PROVIDERS_OR_POLICIES } from "@inferkit/inference";

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  /** Resolves with the signal's name when the user asks a long-running command to stop. */
  waitForStop(): Promise<string>;
  /** Standard input, read where a command is given `-` for a file (or for the chat prompt). */
  stdin: AsyncIterable<Uint8Array>;
}

/** The command line is wrong: exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The command could not do its work (unreadable input, failed call): exit code 1. */
export class CliError extends Error {
  override name = "CliError";
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Node's parseArgs messages, shortened to what the user typed wrong. */
function usageMessage(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const quoted = /'([^']*)'/.exec(message ?? "")?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option '${quoted}'`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `unexpected argument '${quoted}'`;
  return String(message);
}

/** parseArgs in strict mode with positionals; its errors become UsageErrors. */
export function parseOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error));
  }
}

/** Exactly one positional per name; the error names the first missing one or the first extra. */
export function positionalsOf(positionals: string[], names: readonly string[]): string[] {
  if (positionals.length < names.length) throw new UsageError(`missing ${names[positionals.length]}`);
  if (positionals.length > names.length) throw new UsageError(`unexpected argument '${positionals[names.length]}'`);
  return positionals;
}

/** A whole number within [min, max], from an option's text. */
export function integerOption(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** A provider name, or `auto` when none is given. */
export function providerOption(text: string | undefined): InferenceProviderOrPolicy {
  if (text === undefined) return "auto";
  const provider = PROVIDERS_OR_POLICIES.find((name) => name === text);
  if (provider === undefined) throw new UsageError(`--provider must be one of ${PROVIDERS_OR_POLICIES.join(", ")}`);
  return provider;
}

/** Reading an input stops past this size: tokenizer configs, the largest inputs, are a few MiB. */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;

function readProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory";
  if (code === "EACCES") return "permission denied";
  return code ?? String((error as Error).message);
}

/** How messages name an input: its path, or standard input for `-`. */
export const inputName = (path: string) => (path === "-" ? "standard input" : path);

/**
 * A text file, or standard input for `-`, of at most MAX_INPUT_BYTES, read in chunks and counted as it arrives:
 * a file's stated size can be wrong (/dev/zero, a pipe, a file still growing). Standard input is read as a
 * stream, not opened as /dev/stdin, which fails where it is a socket (a process spawned by Node).
 */
export async function readTextFile(path: string, stdin: CliIo["stdin"]): Promise<string> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for await (const chunk of path === "-" ? stdin : (createReadStream(path) as AsyncIterable<Buffer>)) {
      bytes += chunk.length;
      if (bytes > MAX_INPUT_BYTES)
        throw new CliError(`${inputName(path)} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${inputName(path)}: ${readProblem(error)}`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJsonFile(path: string, stdin: CliIo["stdin"]): Promise<unknown> {
  const text = await readTextFile(path, stdin);
  try {
    // Editors on Windows may start a UTF-8 file with a byte-order mark, which JSON.parse refuses.
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new CliError(`${inputName(path)} is not valid JSON: ${(error as Error).message}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
