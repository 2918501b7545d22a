// Docs that cannot rot. The library packages are packed and unpacked into a scratch project, as npm users
// get them; there every TypeScript block of every README type-checks under strict TypeScript, and every
// block runs as a process of its own, with every fetch sent to a provider emulator in that process
// (scripts/test-utils/run-offline.mjs) and made-up credentials. Which blocks run follows from their
// language (HANDLING below), not from their place in a document.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPackedLibraries, LIBRARY_DIRS } from "./packed-packages";
import { blocksOf, type CodeBlock, defines, isTypeScript, READMES, type Readme } from "./readme-blocks";
import { repoDir } from "./shared-dir";

/**
 * What happens to each block, by its fence's language. Shell and Python blocks are the CLI's and the
 * emulator's (packages/inference/src/cli/bin.test.ts runs those commands against the packed bin); a plain block
 * is not code. Any other language fails the suite, so that a misspelt fence is not left unchecked.
 */
const HANDLING: Record<string, "run" | "type-checked" | "not run here"> = {
  ts: "run",
  js: "run",
  tsx: "type-checked",
  sh: "not run here",
  python: "not run here",
  "": "not run here",
};

const INFERENCE = 'await import("@inferkit/inference")';

/**
 * What each README's examples take from its earlier blocks or from the reader's program (`client`,
 * `messages`…), as real declarations: added to a block, in this order, when it does not declare the name
 * itself, so that what is type-checked is what runs.
 */
const PRELUDES: Record<Readme, Record<string, string>> = {
  "README.md": {},
  "packages/jinja/README.md": {
    tokenizerConfig: `const tokenizerConfig: import("@inferkit/jinja").TokenizerConfig = {
      chat_template: "{% for m in messages %}<|{{ m.role }}|>{{ m.content }}{{ eos_token }}{% endfor %}",
      eos_token: "</s>",
    };`,
    messages: 'const messages = [{ role: "user", content: "Hello!" }];',
    tools: "const tools: object[] = [];",
    documents: "const documents: object[] = [];",
  },
  "packages/tasks/README.md": {
    model: `const model: import("@inferkit/tasks").ModelData = {
      id: "openai-community/gpt2", tags: ["transformers"], pipeline_tag: "text-generation",
    };`,
  },
  "packages/ui/README.md": {},
  "packages/inference/README.md": {
    InferenceClient: `const { InferenceClient } = ${INFERENCE};`,
    chatCompletion: `const { chatCompletion } = ${INFERENCE};`,
    client: `const client = new (${INFERENCE}).InferenceClient(process.env.HF_TOKEN);`,
    messages: `const messages: import("@inferkit/inference").ChatCompletionArgs["messages"] = [
      { role: "user", content: "Hello" },
    ];`,
    model: 'const model = "meta-llama/Llama-3.1-8B-Instruct";',
    token: "const token = process.env.HF_TOKEN;",
  },
  "packages/inference/EMULATOR.md": {
    startEmulator: 'const { startEmulator } = await import("@inferkit/inference/emulator");',
    emulator: 'const emulator = await (await import("@inferkit/inference/emulator")).startEmulator();',
  },
};

/** The Hub's provider mappings for the models the examples call (the emulator's Hub knows a few itself). */
const HUB_MAPPINGS = {
  "meta-llama/Llama-3.1-8B-Instruct": [
    { provider: "groq", providerId: "llama-3.1-8b-instant", task: "conversational" },
  ],
  "black-forest-labs/FLUX.1-dev": [{ provider: "fal-ai", providerId: "fal-ai/flux/dev", task: "text-to-image" }],
  "black-forest-labs/FLUX.1-schnell": [
    { provider: "fal-ai", providerId: "fal-ai/flux/schnell", task: "text-to-image" },
    { provider: "replicate", providerId: "black-forest-labs/flux-schnell", task: "text-to-image" },
  ],
  "BAAI/bge-small-en-v1.5": [
    { provider: "hf-inference", providerId: "BAAI/bge-small-en-v1.5", task: "feature-extraction" },
  ],
  "BAAI/bge-reranker-v2-m3": [
    { provider: "hf-inference", providerId: "BAAI/bge-reranker-v2-m3", task: "text-classification" },
  ],
};

/** Made-up credentials: a Hub token and provider keys in each provider's own format. */
const CREDENTIALS = {
  HF_TOKEN: "hf_readme_examples_token",
  GROQ_API_KEY: "gsk_readme_examples_key",
  OPENAI_API_KEY: "sk-readme-examples-key",
  TOGETHER_API_KEY: "tgp_readme_examples_key",
};

const RUN_OFFLINE = join(repoDir, "scripts", "test-utils", "run-offline.mjs");
const BLOCK_TIMEOUT_MS = 30_000;

/** The block as a module: the declarations it takes from its prelude, then its own code, unchanged. */
function moduleSource(block: CodeBlock): string {
  const prelude = Object.entries(PRELUDES[block.readme])
    .filter(([name]) => !defines(block.code, name))
    .map(([, declaration]) => declaration.replaceAll("\n", " "));
  // One line of prelude and `export {}`: reported lines are shifted back by two to the README's.
  return `${prelude.join(" ")}\nexport {};\n${block.code}`;
}

const fileName = (block: CodeBlock, extension: string) =>
  `${block.readme.replaceAll("/", "_").replace(/\.md$/, "")}-${block.id.split("#")[1]}.${extension}`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

const execFileAsync = promisify(execFile);

/** Runs a module with run-offline.mjs, from the scratch project. */
async function runOffline(file: string, cwd: string): Promise<Run> {
  const started = performance.now();
  const options = {
    cwd,
    // Nothing of the test's own environment (no real token) reaches an example.
    env: { PATH: process.env.PATH ?? "", ...CREDENTIALS, INFERKIT_EMULATOR_MAPPINGS: JSON.stringify(HUB_MAPPINGS) },
    timeout: BLOCK_TIMEOUT_MS,
    killSignal: "SIGKILL" as const,
  };
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [RUN_OFFLINE, file], options);
    return { code: 0, stdout, stderr, ms: performance.now() - started };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    const code = typeof failed.code === "number" ? failed.code : null;
    return { code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "", ms: performance.now() - started };
  }
}

const blocks = READMES.flatMap(blocksOf);
const runnable = (block: CodeBlock) => HANDLING[block.language] === "run";
const built = LIBRARY_DIRS.every((dir) => existsSync(join(repoDir, dir, "dist", "index.d.ts")));
if (!built) console.warn("skipping README examples: build the packages first (npm run build; npm test does)");

describe.skipIf(!built)("README examples, against the packed packages", () => {
  // Inside the repository, so that what the packages leave to the user (react, @types/node) resolves.
  let project = "";
  beforeAll(() => {
    const cache = join(repoDir, "node_modules", ".cache");
    mkdirSync(cache, { recursive: true });
    project = mkdtempSync(join(cache, "readme-examples-"));
    writeFileSync(join(project, "package.json"), '{ "name": "readme-examples", "private": true, "type": "module" }');
    installPackedLibraries(project);
  }, 60_000);
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("knows what to do with every block's language", () => {
    const unknown = blocks.filter((block) => !Object.hasOwn(HANDLING, block.language));
    expect(unknown.map((block) => `${block.readme}:${block.line} \`\`\`${block.language}`)).toEqual([]);
  });

  it("type-checks every TypeScript block under strict TypeScript", () => {
    const files = new Map<string, CodeBlock>();
    for (const block of blocks.filter(isTypeScript)) {
      const file = join(project, fileName(block, block.language));
      writeFileSync(file, moduleSource(block));
      files.set(file, block);
    }
    console.log(`README blocks type-checked: ${countBy([...files.values()])}`);
    const program = ts.createProgram([...files.keys()], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: ["node"],
      typeRoots: [join(repoDir, "node_modules", "@types")],
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
    });
    // The packages' declarations come from the unpacked tarballs, never from the workspace.
    const declarations = program.getSourceFiles().map((file) => file.fileName);
    expect(declarations.filter((name) => name.startsWith(join(repoDir, "packages")))).toEqual([]);
    expect(
      declarations.filter((name) => name.startsWith(join(project, "node_modules", "@inferkit"))).length,
    ).toBeGreaterThan(3);
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const block = d.file ? files.get(d.file.fileName) : undefined;
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - 2 : 0;
      const where = block ? `${block.readme}:${block.line + line}` : (d.file?.fileName ?? "?");
      return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it("runs every other block, offline, each in its own process", async () => {
    const toRun = blocks.filter(runnable);
    // Two at a time: block i runs in lane i % 2.
    const runs: Run[] = new Array(toRun.length);
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (let index = lane; index < toRun.length; index += 2) {
          const block = toRun[index] as CodeBlock;
          const file = join(project, fileName(block, "mjs"));
          const { outputText } = ts.transpileModule(moduleSource(block), {
            compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
          });
          writeFileSync(file, outputText);
          runs[index] = await runOffline(file, project);
        }
      }),
    );
    console.log(`README blocks run: ${countBy(toRun)}`);
    const failures: string[] = [];
    toRun.forEach((block, index) => {
      const run = runs[index] as Run;
      const calls = JSON.parse(/emulator calls: (.*)\n$/.exec(run.stderr)?.[1] ?? "[]") as string[];
      const output = `${run.stdout}${run.stderr}`.trim().slice(0, 1500);
      if (run.code !== 0) failures.push(`${block.readme}:${block.line} exited ${run.code}:\n${output}`);
      // A block that reads a credential calls a provider: it must have reached the emulator.
      else if (/process\.env\.\w+/.test(block.code) && calls.length === 0)
        failures.push(`${block.readme}:${block.line} made no call to the emulator:\n${output}`);
      for (const secret of Object.values(CREDENTIALS))
        if (output.includes(secret)) failures.push(`${block.readme}:${block.line} printed a credential`);
    });
    const slowest = toRun
      .map((block, index) => ({ block, ms: (runs[index] as Run).ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ block, ms }) => `${block.readme}:${block.line} ${Math.round(ms)} ms`);
    console.log(`slowest blocks: ${slowest.join(", ")}`);
    expect(failures).toEqual([]);
  }, 180_000);
});

/** "jinja 2, tasks 11, …": blocks per README. */
function countBy(list: CodeBlock[]): string {
  const counts = new Map<string, number>();
  for (const block of list) counts.set(block.readme, (counts.get(block.readme) ?? 0) + 1);
  return [...counts].map(([readme, count]) => `${readme} ${count}`).join(", ");
}
