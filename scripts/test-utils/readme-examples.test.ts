// Docs that cannot rot: every TypeScript block of every README type-checks under strict TypeScript
// against the built packages (their `exports` and `.d.ts`, as users get them), each block as a module
// of its own. Names a README's later blocks take from its earlier ones or from the reader's program
// (`client`, `messages`…) are declared, with their types, in the README's prelude below.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoDir } from "./shared-dir";

const INFERENCE = 'import("@inferkit/inference")';

/**
 * What each README's examples assume beside their own imports, by name: declared (with its type) in a block
 * only when the block does not define or import the name itself.
 */
const PRELUDES: Record<string, Record<string, string>> = {
  "README.md": {},
  "packages/jinja/README.md": {
    tokenizerConfig: 'import("@inferkit/jinja").TokenizerConfig',
    messages: "Array<{ role: string; content: string }>",
    tools: "object[]",
    documents: "object[]",
  },
  "packages/tasks/README.md": { model: 'import("@inferkit/tasks").ModelData' },
  "packages/ui/README.md": {},
  "packages/inference/README.md": {
    InferenceClient: `typeof ${INFERENCE}.InferenceClient`,
    chatCompletion: `typeof ${INFERENCE}.chatCompletion`,
    client: `${INFERENCE}.InferenceClient`,
    messages: `${INFERENCE}.ChatCompletionArgs["messages"]`,
    model: "string",
    token: "string",
  },
  "packages/inference/EMULATOR.md": {
    startEmulator: 'typeof import("@inferkit/inference/emulator").startEmulator',
    emulator: 'import("@inferkit/inference/emulator").Emulator',
  },
};

/** The ambient declarations a block needs: those of the prelude it does not define itself. */
function preludeFor(readme: string, code: string): string {
  const defines = (name: string) =>
    new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|import[^;]*\\b${name}\\b[^;]*from`).test(code);
  return Object.entries(PRELUDES[readme] ?? {})
    .filter(([name]) => !defines(name))
    .map(([name, type]) => `declare const ${name}: ${type};`)
    .join(" ");
}

const FENCE = /^```(ts|tsx)\n([\s\S]*?)^```$/gm;

/** The README's TypeScript blocks, with the line each starts on. */
function blocksOf(readme: string): Array<{ code: string; line: number; tsx: boolean }> {
  const text = readFileSync(join(repoDir, readme), "utf8");
  return [...text.matchAll(FENCE)].map((match) => ({
    code: match[2] ?? "",
    tsx: match[1] === "tsx",
    line: text.slice(0, match.index).split("\n").length,
  }));
}

// Inside the repository, so that `@inferkit/*` resolves through the workspace links to the built packages.
const outDir = join(repoDir, "node_modules", ".cache", "readme-examples");
const built = ["jinja", "tasks", "inference", "ui"].every((p) =>
  existsSync(join(repoDir, "packages", p, "dist", "index.d.ts")),
);
if (!built) console.warn("skipping README type checks: build the packages first (npm run build; npm test does)");

describe.skipIf(!built)("README examples", () => {
  it("every TypeScript block type-checks under strict TypeScript against the built packages", () => {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const files = new Map<string, string>();
    for (const readme of Object.keys(PRELUDES)) {
      blocksOf(readme).forEach((block, i) => {
        const name = `${readme.replaceAll("/", "_").replace(/\.md$/, "")}-${i + 1}.${block.tsx ? "tsx" : "ts"}`;
        const file = join(outDir, name);
        // The prelude and `export {}` take two lines: reported lines are shifted back to the README's.
        writeFileSync(file, `${preludeFor(readme, block.code)}\nexport {};\n${block.code}`);
        files.set(file, `${readme}:${block.line + 1}`);
      });
    }
    expect(files.size).toBeGreaterThanOrEqual(30);
    const program = ts.createProgram([...files.keys()], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: ["node"],
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? files.get(d.file.fileName) : undefined;
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - 2 : 0;
      const readmeLine = where ? `${where.split(":")[0]}:${Number(where.split(":")[1]) + line}` : "?";
      return `${readmeLine}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
  });
});
