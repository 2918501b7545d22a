// Runs generated snippets as real programs against the provider emulator (test support, not exported):
// JavaScript bundled by esbuild and run by node with fetch redirected, Python with Debian's interpreter and
// requests redirected, curl as is. Provider hosts in Python/curl sources are rewritten to the emulator.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { PYTHON } from "../../../../scripts/test-utils/parse-code";
import type { InferenceSnippet } from "./types";

const REPO = resolve(import.meta.dirname, "../../../..");
const RUN_TIMEOUT_MS = 20_000;

/** Small files with real magic numbers, named like the sample inputs. */
export const SAMPLE_FILES: Record<string, Uint8Array> = {
  "cats.jpg": new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
  ]),
  "cat.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  "sample1.flac": new Uint8Array([0x66, 0x4c, 0x61, 0x43, 0, 0, 0, 0x22, 0x10, 0, 0x10, 0]),
};

// Patches fetch in the snippet process so hard-coded hosts (inside client libraries too) reach the emulator.
const FETCH_PRELOAD = `
import { rewriteUrl } from ${JSON.stringify(join(REPO, "packages/inference/src/emulator/rewrite.ts"))};
const emulator = process.env.SNIPPET_EMULATOR_URL;
const original = globalThis.fetch;
globalThis.fetch = (input, init) =>
  input instanceof Request
    ? original(new Request(rewriteUrl(emulator, input.url), input), init)
    : original(rewriteUrl(emulator, input instanceof URL ? input.href : String(input)), init);
`;

// Same for requests: media URLs that come back in responses point at provider CDNs.
const PYTHON_SITECUSTOMIZE = `
import os
from urllib.parse import urlsplit
import requests.sessions

_emulator = os.environ["SNIPPET_EMULATOR_URL"]
_original = requests.sessions.Session.request

def _request(self, method, url, *args, **kwargs):
    parts = urlsplit(url)
    if parts.netloc and parts.netloc != urlsplit(_emulator).netloc:
        url = f"{_emulator}/{parts.netloc}{parts.path}" + (f"?{parts.query}" if parts.query else "")
    return _original(self, method, url, *args, **kwargs)

requests.sessions.Session.request = _request
`;

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Files the program wrote in its working directory. */
  written: string[];
  ms: number;
}

export interface PreparedRun {
  snippet: InferenceSnippet;
  dir: string;
  command: string;
  args: string[];
}

/** Replaces every http(s) URL in a source with its emulator URL. */
export function rewriteSource(source: string, rewriteUrl: (url: string) => string): string {
  return source.replace(/https?:\/\/[^\s"'`\\]+/g, (url) => rewriteUrl(url));
}

export class SnippetRunner {
  private jsEntries: Record<string, string> = {};
  private count = 0;

  constructor(
    readonly root: string,
    private readonly emulatorUrl: string,
    private readonly rewriteUrl: (url: string) => string,
  ) {
    mkdirSync(join(root, "python"), { recursive: true });
    writeFileSync(join(root, "python", "sitecustomize.py"), PYTHON_SITECUSTOMIZE);
    writeFileSync(join(root, "preload.mjs"), FETCH_PRELOAD);
  }

  /** Writes the snippet and its sample files into a fresh directory; JS is bundled later by bundleAll. */
  prepare(snippet: InferenceSnippet): PreparedRun {
    const id = `run${this.count++}`;
    const dir = join(this.root, id);
    mkdirSync(dir);
    for (const [name, bytes] of Object.entries(SAMPLE_FILES)) writeFileSync(join(dir, name), bytes);
    switch (snippet.language) {
      case "js":
        writeFileSync(join(dir, "snippet.mjs"), snippet.content);
        this.jsEntries[id] = join(dir, "snippet.mjs");
        return {
          snippet,
          dir,
          command: process.execPath,
          args: ["--import", join(this.root, "bundles", "preload.mjs"), join(this.root, "bundles", `${id}.mjs`)],
        };
      case "python":
        writeFileSync(join(dir, "snippet.py"), rewriteSource(snippet.content, this.rewriteUrl));
        return { snippet, dir, command: PYTHON, args: ["snippet.py"] };
      case "sh":
        writeFileSync(join(dir, "snippet.sh"), rewriteSource(snippet.content, this.rewriteUrl));
        return { snippet, dir, command: "bash", args: ["snippet.sh"] };
    }
  }

  /** One esbuild pass over every JS snippet, resolving `@inferkit/*` to the workspace sources. */
  async bundleAll(): Promise<void> {
    await build({
      entryPoints: { ...this.jsEntries, preload: join(this.root, "preload.mjs") },
      outdir: join(this.root, "bundles"),
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      absWorkingDir: REPO,
      nodePaths: [join(REPO, "node_modules")],
      alias: {
        "@inferkit/inference": join(REPO, "packages/inference/src/index.ts"),
        "@inferkit/tasks": join(REPO, "packages/tasks/src/index.ts"),
      },
      // Bundled CommonJS dependencies still call require().
      banner: {
        js: `import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);`,
      },
      logLevel: "silent",
    });
  }

  run(prepared: PreparedRun, env: Record<string, string>): Promise<RunResult> {
    const before = new Set(readdirSync(prepared.dir));
    const started = Date.now();
    return new Promise((done) => {
      const child = spawn(prepared.command, prepared.args, {
        cwd: prepared.dir,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          PYTHONPATH: join(this.root, "python"),
          SNIPPET_EMULATOR_URL: this.emulatorUrl,
          ...env,
        },
        timeout: RUN_TIMEOUT_MS,
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("close", (code) => {
        const written = readdirSync(prepared.dir).filter(
          (name) => !before.has(name) && statSync(join(prepared.dir, name)).size > 0,
        );
        done({ code, stdout, stderr, written, ms: Date.now() - started });
      });
    });
  }
}

/** Runs `jobs` with at most `limit` in flight. */
export async function runBounded<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
