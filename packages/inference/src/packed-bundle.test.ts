// Tree-shaking as users get it: a chatCompletion-only import of the built package (what `npm pack`
// ships in dist/) leaves out other tasks' providers, the snippets and the emulator, as the sources do.
// A namespace import or an unannotated module-level call in dist would keep them all.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const dist = new URL("../dist/", import.meta.url).pathname;
const built = existsSync(`${dist}index.js`);
if (!built) console.warn("skipping the packed-bundle check: build the package first (npm test does)");

describe.skipIf(!built)("the built package tree-shakes", () => {
  it("a chatCompletion-only bundle of dist keeps chat and nothing of other tasks", async () => {
    const result = await build({
      stdin: {
        contents: 'import { chatCompletion } from "./index.js"; globalThis.run = chatCompletion;',
        resolveDir: dist,
      },
      bundle: true,
      format: "esm",
      platform: "browser",
      minify: true,
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).toContain("https://api.groq.com");
    for (const foreign of [
      "queue.fal.run",
      "api.us1.bfl.ai",
      "api.replicate.com",
      "api.wavespeed.ai",
      "startEmulator",
    ]) {
      expect(code, foreign).not.toContain(foreign);
    }
    console.log(`chatCompletion only, from dist: ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
  });
});
