// Locates the read-only fact sheets (`<repo>/../shared/reference`) for coverage tests.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const referenceDir = resolve(packageDir, "../../../shared/reference");

/** Whether the fact sheets are present; prints why the coverage suite of `what` is skipped when they are not. */
export function hasReference(what: string): boolean {
  const present = existsSync(referenceDir);
  if (!present) console.warn(`skipping ${what}: ../shared not found`);
  return present;
}

/** Parses one JSON fact sheet, e.g. `readReference<Pipelines>("pipelines.json")`. */
export function readReference<T>(fileName: string): T {
  return JSON.parse(readFileSync(referencePath(fileName), "utf8")) as T;
}

/** Absolute path of a folder of this package, e.g. `media`. */
export function packagePath(...segments: string[]): string {
  return resolve(packageDir, ...segments);
}

/** Absolute path of one fact sheet. */
export function referencePath(fileName: string): string {
  return resolve(referenceDir, fileName);
}
