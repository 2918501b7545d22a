// Runs `inferkit` commands in-process: output captured, environment and stop signal under the test's control.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { expect, onTestFinished } from "vitest";
import { runCli } from "../cli/run";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliSession {
  /** Resolves when the command ends. */
  done: Promise<CliRun>;
  /** What the command has written to stdout so far. */
  stdout(): string;
  /** Delivers a stop signal (as Ctrl-C would) to a command waiting for one. */
  stop(signal?: string): void;
}

/** `stdin`: what the command reads as standard input (a file argument of `-`). */
export function startCli(args: string[], env: Record<string, string | undefined> = {}, stdin = ""): CliSession {
  const out: string[] = [];
  const err: string[] = [];
  let deliver: (signal: string) => void = () => {};
  const stopped = new Promise<string>((resolve) => {
    deliver = resolve;
  });
  const io = {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    env,
    waitForStop: () => stopped,
    stdin: Readable.from(stdin ? [Buffer.from(stdin)] : []),
  };
  const done = runCli(args, io).then((code) => ({ code, stdout: out.join(""), stderr: err.join("") }));
  return { done, stdout: () => out.join(""), stop: (signal = "SIGINT") => deliver(signal) };
}

export function runInferkit(args: string[], env: Record<string, string | undefined> = {}, stdin = ""): Promise<CliRun> {
  return startCli(args, env, stdin).done;
}

/**
 * A fresh folder holding `files` (name to content; objects are written as JSON), removed when the calling test
 * ends; returns its path.
 */
export function scratchFiles(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "inferkit-cli-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  return dir;
}

/** A failure as the CLI must report it: one line, prefixed, no stack trace. */
export function expectOneLineError(run: CliRun, code: number, pattern: RegExp): void {
  expect(run.code).toBe(code);
  expect(run.stderr).toMatch(/^inferkit: [^\n]+\n$/);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}
