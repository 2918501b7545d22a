// Locates the read-only product material beside the repository, `<repo>/../shared` (spec, fact sheets,
// chat-template corpus), for the tests and benchmarks that compare against it.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root. `npm run bench` runs benchmarks from a bundle under node_modules/.cache,
 * where this module's own URL no longer says where the repository is, so it passes INFERKIT_REPO.
 */
export const repoDir = process.env.INFERKIT_REPO ?? fileURLToPath(new URL("../..", import.meta.url));

/** Absolute path inside `<repo>/../shared`, e.g. `sharedPath("reference", "providers.md")`. */
export function sharedPath(...segments: string[]): string {
  return resolve(repoDir, "..", "shared", ...segments);
}

/**
 * Whether `sharedPath(...segments)` exists; when it does not, prints why `what` is skipped. With
 * `INFERKIT_REQUIRE_SHARED=1` (set by CI when `../shared` is there) a missing path throws instead, so a
 * suite cannot skip silently because a file moved.
 */
export function hasShared(what: string, ...segments: string[]): boolean {
  const present = existsSync(sharedPath(...segments));
  if (!present && process.env.INFERKIT_REQUIRE_SHARED === "1")
    throw new Error(`${what} needs ../shared/${segments.join("/")} (INFERKIT_REQUIRE_SHARED=1)`);
  if (!present) console.warn(`skipping ${what}: ../shared/${segments.join("/")} not found`);
  return present;
}
