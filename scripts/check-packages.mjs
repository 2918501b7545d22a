// Checks what each library package would publish: publint for package.json and files,
// @arethetypeswrong/cli for types under node10, node16 (CJS and ESM) and bundlers, and the tarball's
// own contents (code, types, LICENSE, CHANGELOG, documents written for npm users).
// Run after `npm run build`: install scripts are skipped here, so `prepack` does not build again.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// Non-JavaScript entry points (stylesheets) are left out of the type resolution check.
const packages = {
  "packages/jinja": [],
  "packages/tasks": [],
  "packages/inference": [],
  "packages/ui": ["--exclude-entrypoints", "./styles.css"],
};

/** Files every tarball must hold, and those of one package. */
const REQUIRED = ["LICENSE", "CHANGELOG.md", "README.md", "dist/index.js", "dist/index.cjs", "dist/index.d.ts"];
const REQUIRED_IN = { "packages/inference": ["EMULATOR.md", "dist/cli.js"] };

/** What a published README must not point to: files of the repository that are not in the tarball. */
const MONOREPO_PATHS = [/\]\((?:\.\/)?(?:src|test|scripts|media)\//, /\]\(\.\.\//, /`\.\.\/shared/, /`(?:src|test)\//];

const env = { ...process.env, NO_COLOR: "1", npm_config_ignore_scripts: "true" };

function tarballProblems(dir) {
  const pack = spawnSync("npm", ["pack", "--dry-run", "--json"], { cwd: dir, encoding: "utf8", env });
  if (pack.status !== 0) return [`npm pack failed: ${pack.stderr}`];
  const files = new Set(JSON.parse(pack.stdout)[0].files.map((file) => file.path));
  const problems = [...REQUIRED, ...(REQUIRED_IN[dir] ?? [])]
    .filter((file) => !files.has(file))
    .map((file) => `${file} is not in the tarball`);
  for (const doc of [...files].filter((file) => file.endsWith(".md"))) {
    readFileSync(`${dir}/${doc}`, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (MONOREPO_PATHS.some((pattern) => pattern.test(line)))
          problems.push(`${doc}:${i + 1} points into the repository: ${line.trim()}`);
      });
  }
  return problems;
}

let failures = 0;
const report = (ok, what, detail) => {
  if (!ok) failures++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok && detail) console.log(detail);
};
for (const [dir, attwExtra] of Object.entries(packages)) {
  for (const [tool, args] of [
    ["publint", ["publint", "--strict"]],
    ["attw", ["attw", "--pack", ".", "--format", "table-flipped", ...attwExtra]],
  ]) {
    const run = spawnSync("npx", args, { cwd: dir, encoding: "utf8", env });
    report(run.status === 0, `${tool} ${dir}`, `${run.stdout}${run.stderr}`);
  }
  const problems = tarballProblems(dir);
  report(problems.length === 0, `tarball ${dir}`, problems.join("\n"));
}
process.exit(failures === 0 ? 0 : 1);
