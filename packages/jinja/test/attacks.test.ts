// Every hostile template of attacks.ts runs in its own Node process with a 256 MB heap and a kill
// timer, with the default options: it must end with the expected TemplateError (or render, for the
// defused ones), never crash on heap or stack exhaustion, never hang.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACKS } from "../src/test-support/attacks";

const KILL_AFTER_MS = 10_000;
// CPU milliseconds of the render (the child measures its own CPU time, which load does not inflate
// the way it does wall time); a sanity bound, the timings are printed.
const SANE_MS = 5_000;

interface Outcome {
  kind: "rendered" | "template-error" | "host-error";
  error?: string;
  message?: string;
  ms: number;
}

let workDir = "";
let runner = "";
const timings: [string, number][] = [];

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "jinja-attacks-"));
  runner = join(workDir, "attack-runner.mjs");
  buildSync({
    entryPoints: [join(import.meta.dirname, "../src/test-support/attack-runner.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: runner,
    logLevel: "error",
  });
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  const [slowest] = [...timings].sort((a, b) => b[1] - a[1]);
  if (slowest) {
    console.log(
      `attacks: ${timings.length}/${ATTACKS.length} probes held in a 256 MB heap; ` +
        `slowest render ${slowest[1].toFixed(0)} ms of CPU (${slowest[0]})`,
    );
  }
});

function runAttack(index: number): Promise<{ outcome: Outcome | null; exit: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--max-old-space-size=256", "--stack-size=984", runner, String(index)],
      { timeout: KILL_AFTER_MS, killSignal: "SIGKILL", maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        const exit = error ? `code ${error.code ?? "?"}, signal ${error.signal ?? "none"}` : "code 0";
        resolve({ outcome: error ? null : (JSON.parse(stdout) as Outcome), exit, stderr: stderr.slice(-500) });
      },
    );
  });
}

describe.concurrent("hostile templates end quickly in a TemplateError, in a 256 MB heap", () => {
  it.each(ATTACKS.map((attack, index) => [attack.name, attack, index] as const))(
    "%s",
    async (_name, attack, index) => {
      const { outcome, exit, stderr } = await runAttack(index);
      expect(outcome, `the child died (${exit}): ${stderr}`).not.toBeNull();
      const result = outcome as Outcome;
      if (attack.expect === "rendered") expect(result.kind, result.message).toBe("rendered");
      else expect([result.kind, result.error], result.message).toEqual(["template-error", attack.expect]);
      expect(result.ms).toBeLessThan(SANE_MS);
      timings.push([attack.name, result.ms]);
    },
    KILL_AFTER_MS + 5_000,
  );
});
