// Runs jinja2-oracle.py (Python Jinja2 configured like transformers) once for a batch of jobs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const PYTHON = "/usr/bin/python3";
const script = fileURLToPath(new URL("./jinja2-oracle.py", import.meta.url));

/** The fixed clock both engines use, so `strftime_now` agrees: 2024-07-26 10:00:00 local time. */
export const ORACLE_NOW: [number, number, number, number, number, number] = [2024, 7, 26, 10, 0, 0];
export const oracleDate = () => new Date(2024, 6, 26, 10, 0, 0);

export interface OracleJob {
  template: string;
  context: Record<string, unknown>;
}
export type OracleResult = { output: string } | { error: string };

/** True when Debian's python3 with jinja2 is available. */
export function hasJinja2(): boolean {
  if (!existsSync(PYTHON)) return false;
  return spawnSync(PYTHON, ["-c", "import jinja2"], { encoding: "utf8" }).status === 0;
}

export function runOracle(jobs: OracleJob[]): OracleResult[] {
  const run = spawnSync(PYTHON, [script], {
    input: JSON.stringify({ jobs, now: ORACLE_NOW }),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`jinja2-oracle.py failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as OracleResult[];
}
