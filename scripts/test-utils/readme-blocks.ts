// The code blocks of the READMEs (and the emulator guide shipped beside one), read as a reader sees them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoDir } from "./shared-dir";

/** Every document npm users get with a package, plus the repository's front page. */
export const READMES = [
  "README.md",
  "packages/jinja/README.md",
  "packages/tasks/README.md",
  "packages/ui/README.md",
  "packages/inference/README.md",
  "packages/inference/EMULATOR.md",
] as const;
export type Readme = (typeof READMES)[number];

export interface CodeBlock {
  readme: Readme;
  /** `readme#n`, n counting every fenced block of the document from 1. */
  id: string;
  /** The fence's info string, trimmed: "ts", "tsx", "sh", "python", or "" for plain text. */
  language: string;
  code: string;
  /** The README line of the block's first line of code. */
  line: number;
}

// Any info string, so that a block with an unexpected one is seen (and refused), not skipped.
const FENCE = /^```([^\n`]*)\n([\s\S]*?)^```$/gm;

/** The fenced blocks of one document, in order. */
export function blocksOf(readme: Readme): CodeBlock[] {
  const text = readFileSync(join(repoDir, readme), "utf8");
  return [...text.matchAll(FENCE)].map((match, index) => ({
    readme,
    id: `${readme}#${index + 1}`,
    language: (match[1] ?? "").trim(),
    code: match[2] ?? "",
    line: text.slice(0, match.index).split("\n").length + 1,
  }));
}

export const isTypeScript = (block: CodeBlock) => block.language === "ts" || block.language === "tsx";

/** Whether a block declares or imports `name` itself. */
export function defines(code: string, name: string): boolean {
  return new RegExp(
    `\\b(?:const|let|var|function|class)\\s+${name}\\b|(?:const|let)\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*=|import[^;]*\\b${name}\\b[^;]*from`,
  ).test(code);
}
