// Checks what each library package would publish: publint for package.json and files,
// @arethetypeswrong/cli for types under node10, node16 (CJS and ESM) and bundlers.
// Run after `npm run build`.
import { spawnSync } from "node:child_process";

// Non-JavaScript entry points (stylesheets) are left out of the type resolution check.
const packages = {
  "packages/jinja": [],
  "packages/tasks": [],
  "packages/inference": [],
  "packages/ui": ["--exclude-entrypoints", "./styles.css"],
};
let failures = 0;
for (const [dir, attwExtra] of Object.entries(packages)) {
  for (const [tool, args] of [
    ["publint", ["publint", "--strict"]],
    ["attw", ["attw", "--pack", ".", "--format", "table-flipped", ...attwExtra]],
  ]) {
    const run = spawnSync("npx", args, { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    const ok = run.status === 0;
    if (!ok) failures++;
    console.log(`${ok ? "ok  " : "FAIL"} ${tool} ${dir}`);
    if (!ok) console.log(`${run.stdout}${run.stderr}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
