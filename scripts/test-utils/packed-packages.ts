// The library packages as npm users get them: packed from their builds (no prepack build: building is the
// job of `npm test`), then unpacked into a project's node_modules without touching the network.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoDir } from "./shared-dir";

export const LIBRARY_DIRS = ["packages/jinja", "packages/tasks", "packages/inference", "packages/ui"] as const;

interface PackResult {
  name: string;
  filename: string;
}

/** Packs each package folder (relative to the repository) into `destination`; one npm process for all. */
export function packPackages(dirs: readonly string[], destination: string): Array<{ name: string; tarball: string }> {
  const out = execFileSync(
    "npm",
    ["pack", "--ignore-scripts", "--json", "--pack-destination", destination, ...dirs.map((dir) => `./${dir}`)],
    { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } },
  );
  return (JSON.parse(out) as PackResult[]).map(({ name, filename }) => ({
    name,
    tarball: join(destination, filename),
  }));
}

/**
 * Packs the library packages and unpacks each tarball into `<project>/node_modules/<name>`, as
 * `npm install` of the tarballs would lay them out (they have no dependencies to install).
 */
export function installPackedLibraries(project: string): string[] {
  const tarballs = mkdtempSync(join(tmpdir(), "inferkit-packs-"));
  try {
    return packPackages(LIBRARY_DIRS, tarballs).map(({ name, tarball }) => {
      const target = join(project, "node_modules", name);
      mkdirSync(target, { recursive: true });
      execFileSync("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"]);
      return name;
    });
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
}
