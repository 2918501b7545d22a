// The paths of the built site, read from its prerendered files.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export function builtPaths(dist: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "assets" && name !== "media") walk(full);
      } else if (name === "index.html") {
        const rel = relative(dist, dir);
        paths.push(rel ? `/${rel.split("\\").join("/")}` : "/");
      }
    }
  };
  walk(dist);
  return paths.sort();
}
