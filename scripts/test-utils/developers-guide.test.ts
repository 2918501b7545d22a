// DEVELOPERS.md names files by path; this keeps every such path true as the tree moves.
//
// The rule the guide follows: a code span is a repository path when it holds no whitespace, contains a
// `/`, and starts with a top-level entry of the repository (`packages/…`, `apps/…`, `scripts/…`,
// `.ci/…`). Paths are always written from the repository root. In a path, a `<placeholder>` or a `*`
// stands for any name at that level, and the path holds when at least one entry matches. Package names
// (`@inferkit/tasks`), `../shared`, URLs and commands are not paths.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoDir } from "./shared-dir";

interface PathMention {
  path: string;
  line: number;
}

/** The repository paths written in `markdown`'s code spans, with their line numbers. */
function pathMentions(markdown: string, topLevel: ReadonlySet<string>): PathMention[] {
  const mentions: PathMention[] = [];
  markdown.split("\n").forEach((text, index) => {
    for (const [, span = ""] of text.matchAll(/`([^`]+)`/g)) {
      const first = span.split("/", 1)[0] ?? "";
      if (!/\s/.test(span) && span.includes("/") && topLevel.has(first)) mentions.push({ path: span, line: index + 1 });
    }
  });
  return mentions;
}

const WILD = /<[^>]+>|\*/;

/** A pattern for one path segment: `<name>` and `*` match any run of characters. */
function segmentPattern(segment: string): RegExp {
  const parts = segment
    .split(/(<[^>]+>|\*)/)
    .map((part) => (WILD.test(part) ? ".+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("")}$`);
}

/** Whether `path` (relative to `root`, placeholders and globs allowed) names at least one existing entry. */
function pathExists(root: string, path: string): boolean {
  let candidates = [root];
  for (const segment of path.split("/").filter((s) => s !== "")) {
    if (!WILD.test(segment)) {
      candidates = candidates.map((dir) => join(dir, segment)).filter((candidate) => existsSync(candidate));
    } else {
      const pattern = segmentPattern(segment);
      candidates = candidates.flatMap((dir) =>
        statSync(dir).isDirectory()
          ? readdirSync(dir)
              .filter((name) => pattern.test(name))
              .map((name) => join(dir, name))
          : [],
      );
    }
    if (candidates.length === 0) return false;
  }
  return true;
}

/** The names a repository path may start with: the root's own entries. */
const topLevelOf = (root: string): ReadonlySet<string> =>
  new Set(readdirSync(root).filter((name) => name !== "node_modules" && name !== ".git"));

/** One line per path of `markdown` that names nothing in the repository at `root`. */
function missingPaths(markdown: string, root: string): string[] {
  return pathMentions(markdown, topLevelOf(root))
    .filter(({ path }) => !pathExists(root, path))
    .map(({ path, line }) => `DEVELOPERS.md:${line}: ${path} does not exist`);
}

const guide = readFileSync(join(repoDir, "DEVELOPERS.md"), "utf8");

describe("DEVELOPERS.md", () => {
  it("names only paths that exist", () => {
    const mentions = pathMentions(guide, topLevelOf(repoDir));
    console.log(`DEVELOPERS.md: ${mentions.length} repository paths checked`);
    // The recipes name files by the dozen: a rule that finds only a few has stopped reading the guide.
    expect(mentions.length).toBeGreaterThan(100);
    expect(missingPaths(guide, repoDir)).toEqual([]);
  });

  it("reports a path that does not exist, with its line", () => {
    const text = "Intro.\n\nEdit `packages/inference/src/providers/facts.ts` and `packages/inference/src/nope.ts`.";
    expect(missingPaths(text, repoDir)).toEqual(["DEVELOPERS.md:3: packages/inference/src/nope.ts does not exist"]);
  });

  it("lets a placeholder or a glob stand for any name, but not for none", () => {
    const text = [
      "`packages/tasks/src/tasks/<task-id>/about.md`",
      "`packages/*/bench/*.bench.ts`",
      "`packages/tasks/src/library-snippets/matrix/<library-id>.ts`",
      "`packages/tasks/src/tasks/<task-id>/nothing.md`",
      "`packages/*/no-such-folder/`",
    ].join("\n");
    expect(missingPaths(text, repoDir)).toEqual([
      "DEVELOPERS.md:4: packages/tasks/src/tasks/<task-id>/nothing.md does not exist",
      "DEVELOPERS.md:5: packages/*/no-such-folder/ does not exist",
    ]);
  });

  it("reads package names, ../shared, commands and URLs as something other than paths", () => {
    const text =
      "`@inferkit/tasks` `../shared/spec/` `npx vitest run --project tasks` `https://router.huggingface.co/v1` `text/event-stream`";
    expect(pathMentions(text, topLevelOf(repoDir))).toEqual([]);
  });
});
