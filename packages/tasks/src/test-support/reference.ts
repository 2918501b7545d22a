// The read-only fact sheets (`<repo>/../shared/reference`) for coverage tests, and this package's folders.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hasShared, sharedPath } from "../../../../scripts/test-utils/shared-dir";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether the fact sheets are present; prints why the coverage suite of `what` is skipped when they are not. */
export function hasReference(what: string): boolean {
  return hasShared(what, "reference");
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
  return sharedPath("reference", fileName);
}
