// `npm test`: every check of the repository, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows every problem; the
// exit code is non-zero when any step failed.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint + format check", "npx", ["biome", "ci", "--colors=off", "."]],
  ["build", "npm", ["run", "build", "--silent"]],
  ["package checks (publint, attw)", "node", ["scripts/check-packages.mjs"]],
  ["unit and browser tests", "npx", ["vitest", "run"]],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 ? 0 : 1);
