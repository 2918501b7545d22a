#!/usr/bin/env node
// The `inferkit` bin: the process's streams, environment and signals handed to runCli.
import { runCli } from "./run";

/** How often a long-running command checks that the process which started it is still there. */
const PARENT_CHECK_MS = 500;

const waitForStop = () =>
  new Promise<string>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => resolve(signal));
    // Under `npx`, a SIGTERM stops npm and its shell but never reaches this process, which is left orphaned
    // (re-parented): that too means stop, or a test suite's emulator would outlive the suite.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) resolve("its parent process exited");
    }, PARENT_CHECK_MS).unref();
  });

// A reader that stops early (`inferkit snippets model.json | head`) closes the pipe: the command has nobody
// left to write for, which ends it quietly, as it ends other Unix tools.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") process.stderr.write(`inferkit: cannot write the output: ${error.message}\n`);
  process.exit(error.code === "EPIPE" ? 0 : 1);
});

// exitCode, not exit(): output still being piped gets written before the process ends.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  waitForStop,
  // Opened only by a command given `-`: a stdin stream set up for nothing may hold a terminal.
  get stdin() {
    return process.stdin;
  },
});
