// `npm test`: every check of the repository, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows every problem; the
// exit code is non-zero when any step failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

const RESULTS = "node_modules/.cache/vitest-results.json";

const steps = [
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint + format check", "npx", ["biome", "ci", "--colors=off", "."]],
  ["build", "npm", ["run", "build", "--silent"]],
  ["package checks (publint, attw)", "node", ["scripts/check-packages.mjs"]],
  [
    "unit and browser tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}`],
  ],
];

rmSync(RESULTS, { force: true });
mkdirSync(dirname(RESULTS), { recursive: true });
const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)} s)`);
// One plain closing line with the test counts, for people and CI logs alike.
if (existsSync(RESULTS)) {
  const report = JSON.parse(readFileSync(RESULTS, "utf8"));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
}
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 ? 0 : 1);
