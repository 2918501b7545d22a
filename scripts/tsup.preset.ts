import { defineConfig, type Options } from "tsup";

/**
 * The one build recipe of every library package: ESM first, CommonJS beside it,
 * bundled .d.ts/.d.cts, sourcemaps, and no dependency inlined.
 */
export function definePackageBuild(entry: Record<string, string>, overrides: Options = {}) {
  return defineConfig({
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "neutral",
    treeshake: true,
    splitting: true,
    outDir: "dist",
    ...overrides,
  });
}
