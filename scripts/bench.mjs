// `npm run bench`: runs every `bench/*.bench.ts` of every workspace, one after another,
// each in its own Node process. TypeScript benches are bundled on the fly with esbuild
// (workspace packages from source, everything else from node_modules).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repo = fileURLToPath(new URL("..", import.meta.url));
const workspaces = ["packages/jinja", "packages/tasks", "packages/inference", "packages/ui", "apps/site"];
const only = process.argv.slice(2);

const benches = workspaces.flatMap((ws) => {
  const dir = join(repo, ws, "bench");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
    .map((f) => join(dir, f));
});
const selected = only.length ? benches.filter((b) => only.some((o) => b.includes(o))) : benches;

if (selected.length === 0) {
  console.log("No benchmarks to run.");
  process.exit(0);
}

const sourceAliases = {
  "@inferkit/jinja": join(repo, "packages/jinja/src/index.ts"),
  "@inferkit/tasks": join(repo, "packages/tasks/src/index.ts"),
  "@inferkit/inference": join(repo, "packages/inference/src/index.ts"),
  "@inferkit/ui": join(repo, "packages/ui/src/index.ts"),
};

// Bundles live inside the repository so their bare imports resolve through its node_modules; each run
// has its own folder, so two runs at once do not delete each other's bundles.
const cache = join(repo, "node_modules", ".cache");
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, "inferkit-bench-"));
let failures = 0;
try {
  for (const bench of selected) {
    console.log(`\n━━ ${relative(repo, bench)} ━━`);
    let entry = bench;
    if (bench.endsWith(".ts")) {
      entry = join(out, `${relative(repo, bench).replaceAll("/", "_")}.mjs`);
      await build({
        entryPoints: [bench],
        outfile: entry,
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        alias: sourceAliases,
        banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
        logLevel: "warning",
      });
    }
    const run = spawnSync(process.execPath, ["--expose-gc", entry], {
      stdio: "inherit",
      cwd: join(bench, "..", ".."),
      env: { ...process.env, INFERKIT_REPO: repo },
    });
    if (run.status !== 0) failures++;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
