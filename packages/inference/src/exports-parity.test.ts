// Drop-in check: every name the peer `@huggingface/inference` exports (type or value) is exported by
// our entry too, so code written for the peer compiles after changing only the import.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The package's `exports` hide its dist folder; its package.json is the one path it lets us resolve.
const PEER_ENTRY = join(dirname(require.resolve("@huggingface/inference/package.json")), "dist/esm/index.d.ts");
const OUR_ENTRY = fileURLToPath(new URL("./index.ts", import.meta.url));

/** Every name the module at `file` exports, types and values alike, as the compiler resolves them. */
function exportedNames(file: string): Set<string> {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${file}`);
  return new Set(checker.getExportsOfModule(symbol).map((s) => s.getName()));
}

describe("exports parity with @huggingface/inference", () => {
  it("exports every name the peer exports", () => {
    const peer = exportedNames(PEER_ENTRY);
    const ours = exportedNames(OUR_ENTRY);
    const missing = [...peer].filter((name) => !ours.has(name)).sort();
    console.log(`peer names: ${peer.size}, ours: ${ours.size}, missing: ${missing.length}`);
    // A sanity floor: a resolution failure would give an empty peer list and a vacuous pass.
    expect(peer.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
