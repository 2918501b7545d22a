import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectOneLineError, runInferkit } from "../test-support/cli-io";
import { COMMANDS, USAGE } from "./run";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

describe("inferkit", () => {
  it("lists every command in --help, and prints the package's version", async () => {
    for (const flag of ["--help", "-h", "help"])
      expect(await runInferkit([flag])).toEqual({ code: 0, stdout: USAGE, stderr: "" });
    const lines = USAGE.split("\n");
    for (const { name, summary } of COMMANDS)
      expect(lines.filter((line) => line.startsWith(`  ${name} `) && line.endsWith(summary))).toHaveLength(1);
    for (const flag of ["--version", "-v"])
      expect(await runInferkit([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("prints each command's usage for --help, wherever it stands before --", async () => {
    for (const { name, usage } of COMMANDS) {
      expect(usage.startsWith(`Usage: inferkit ${name}`)).toBe(true);
      expect(usage).toContain("-h, --help");
      expect(await runInferkit([name, "--help"])).toEqual({ code: 0, stdout: usage, stderr: "" });
      expect((await runInferkit(["help", name])).stdout).toBe(usage);
      expect((await runInferkit([name, "x", "--bogus", "-h"])).stdout).toBe(usage);
    }
  });

  it("reads --help after -- as an argument, not as a request for help", async () => {
    const run = await runInferkit(["chat", "org/model", "--", "--help"], {});
    expectOneLineError(run, 2, /set HF_TOKEN/);
  });

  it("answers a missing or unknown command with exit 2 and one line", async () => {
    expectOneLineError(await runInferkit([]), 2, /missing command \(inferkit --help lists them\)/);
    expectOneLineError(await runInferkit(["serve"]), 2, /unknown command 'serve'/);
    expectOneLineError(await runInferkit(["--port", "3"]), 2, /unknown command '--port'/);
  });
});
