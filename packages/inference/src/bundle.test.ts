// The chat-only import stays small by construction: it must not pull in other tasks' providers,
// the snippet generator, the emulator, or anything Node-only.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const src = import.meta.dirname;

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: src, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ["cli", "emulator", "snippets", "integration", "test-support"].includes(entry.name)
        ? []
        : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("tree-shaking and portability", () => {
  it("a chatCompletion-only import leaves out other tasks, the emulator and the snippets", async () => {
    const code = await bundle('import { chatCompletion } from "./index"; globalThis.run = chatCompletion;');
    expect(code).toContain("https://api.groq.com");
    for (const foreign of [
      "queue.fal.run",
      "api.us1.bfl.ai",
      "HF-Inference fill-mask",
      "task-result",
      "startEmulator",
      "Prefer",
      "Template not found",
      "togethercomputer", // PROVIDERS_HUB_ORGS
    ]) {
      expect(code, foreign).not.toContain(foreign);
    }
  });

  it("the client core imports no Node built-in, the emulator or the snippets", () => {
    for (const file of sourceFiles(src)) {
      // The entry re-exports the snippets namespace; the bundle test above shows it costs chat users nothing.
      const text = readFileSync(file, "utf8").replace('export * as snippets from "./snippets/index";', "");
      expect(text, relative(src, file)).not.toMatch(/from "node:|from "\.\.?\/(\.\.\/)*(emulator|snippets)/);
    }
  });

  it("the entry exposes the snippet generator as the `snippets` namespace", async () => {
    const entry = await import("./index");
    expect(typeof entry.snippets.getInferenceSnippets).toBe("function");
  });
});
