// Drop-in check: every name the peer `@huggingface/inference` exports (type or value) is exported by
// our entry too, with a shape its users' code compiles against, so switching needs only the import.
// The names are read from the peer's installed .d.ts at test time, so a peer upgrade is checked as is.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The package's `exports` hide its dist folder; its package.json is the one path it lets us resolve.
const PEER_ENTRY = join(dirname(require.resolve("@huggingface/inference/package.json")), "dist/esm/index.d.ts");
const OUR_ENTRY = fileURLToPath(new URL("./index.ts", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
// Compiled beside the entry so that its imports resolve as the package's own files do; never written.
const PROBE = fileURLToPath(new URL("./peer-parity.probe.ts", import.meta.url));

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
};

/**
 * Peer exports whose shape ours does not match on purpose, with why. The test fails when one of them
 * starts to match too, so this list only ever shrinks to what is still true.
 */
const DELIBERATE_DIFFERENCES: Record<string, string> = {
  RequestArgs:
    "ours is an open record (any provider field); the peer's is a union of input shapes without an index signature, which no record type accepts",
  makeRequestOptions: "takes our RequestArgs (see RequestArgs)",
  makeRequestOptionsFromResolvedModel: "takes our RequestArgs (see RequestArgs)",
  InferenceClientProviderApiError:
    "the quoted request and response bodies are typed as what they hold (any JSON value, an excerpt, a placeholder for bytes), not as the peer's JSON objects",
  InferenceClientHubApiError: "as InferenceClientProviderApiError",
};

/** How a peer export is used, hence how ours is checked against it. */
type Kind = "function" | "class" | "object" | "type";

/** Every name the module at `file` exports, types and values alike, as the compiler resolves them. */
function exportsOf(file: string): Map<string, ts.Symbol> & { checker: ts.TypeChecker } {
  const program = ts.createProgram([file], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${file}`);
  const names = new Map(checker.getExportsOfModule(symbol).map((s) => [s.getName(), s] as const));
  return Object.assign(names, { checker });
}

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): Kind {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!(target.flags & ts.SymbolFlags.Value)) return "type";
  const type = checker.getTypeOfSymbol(target);
  if (type.getConstructSignatures().length > 0) return "class";
  return type.getCallSignatures().length > 0 ? "function" : "object";
}

/**
 * Types users read from a call's answer: ours must be assignable to the peer's. Every other type is one
 * users build and hand to us (arguments, options, mappings, a logger): the peer's must be assignable to ours.
 */
const READ_FROM_ANSWERS = /(Output|OutputElem|Token|BestOfSequence|FinishReason|Details)$/;

/**
 * The probe: one statement per peer export, using it as the peer's users do, against our entry. Peer
 * arguments are narrowed to the providers we serve (the peer's list names a few we do not).
 */
function probeSource(peerNames: Map<string, Kind>, clientMethods: Set<string>): { text: string; owners: string[] } {
  const lines = [
    'import type * as Peer from "@huggingface/inference";',
    'import * as Ours from "./index";',
    "type Served<T> = T extends object ? T & { provider?: Ours.InferenceProviderOrPolicy } : T;",
    "type PeerHelper = ReturnType<typeof Peer.getProviderHelper>;",
    // A helper is something the library hands out: its users pass ours back, never the peer's.
    "type AsOurs<T> = T extends PeerHelper ? ReturnType<typeof Ours.getProviderHelper> : Served<T>;",
    "type ServedArgs<P extends unknown[]> = { [K in keyof P]: AsOurs<P[K]> };",
    "type Extends<From extends To, To> = [From, To];",
    "declare const client: Ours.InferenceClient;",
    // A canary: were our entry unreadable, its types would be `any` and every check below would pass.
    "// @ts-expect-error no such provider",
    'export const canary: Ours.InferenceProvider = "no-such-provider";',
  ];
  const header = lines.length;
  const owners: string[] = [];
  const add = (name: string, line: string) => {
    lines.push(line);
    owners.push(name);
  };
  for (const [name, kind] of peerNames) {
    if (kind === "type") {
      const check = READ_FROM_ANSWERS.test(name) ? `Ours.${name}, Peer.${name}` : `Served<Peer.${name}>, Ours.${name}`;
      add(name, `export type Check_${name} = Extends<${check}>;`);
    } else if (kind === "function") {
      add(name, `void Ours.${name}(...({} as ServedArgs<Parameters<typeof Peer.${name}>>));`);
      if (clientMethods.has(name)) {
        add(name, `void client.${name}(...({} as ServedArgs<Parameters<Peer.InferenceClient["${name}"]>>));`);
      }
    } else if (kind === "class") {
      const args = (of: string) => `ConstructorParameters<typeof ${of}.${name}>`;
      add(name, `export type Construct_${name} = Extends<${args("Peer")}, ${args("Ours")}>;`);
      if (name.endsWith("Error")) {
        add(name, `export type Instance_${name} = Extends<Ours.${name}, Peer.${name}>;`);
      }
    } else {
      add(name, `export type Keys_${name} = Extends<keyof typeof Peer.${name}, keyof typeof Ours.${name}>;`);
    }
  }
  return { text: lines.join("\n"), owners: [...Array.from({ length: header }, () => ""), ...owners] };
}

/** The peer exports whose probe statements do not compile, each with the compiler's first messages. */
function incompatibleExports(text: string, owners: string[]): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${TSCONFIG}`);
  const options = { ...config.options, noUnusedLocals: false, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === PROBE ? text : readFile(file));
  host.fileExists = (file) => file === PROBE || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) =>
    file === PROBE ? ts.createSourceFile(file, text, language) : getSourceFile(file, language);
  const program = ts.createProgram([PROBE], options, host);
  const probe = program.getSourceFile(PROBE);
  const failures = new Map<string, string>();
  const broken = program.getSourceFiles().filter((file) => program.getSyntacticDiagnostics(file).length > 0);
  if (broken.length > 0) throw new Error(`syntax errors in ${broken.map((file) => file.fileName).join(", ")}`);
  for (const diagnostic of ts.getPreEmitDiagnostics(program, probe)) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? probe?.getLineAndCharacterOfPosition(diagnostic.start).line
        : undefined;
    const name = line === undefined ? "(probe)" : (owners[line] ?? "(probe)");
    if (!failures.has(name))
      failures.set(
        name,
        ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n").slice(0, 4).join(" / "),
      );
  }
  return failures;
}

describe("exports parity with @huggingface/inference", () => {
  const peer = exportsOf(PEER_ENTRY);

  it("exports every name the peer exports", () => {
    const ours = exportsOf(OUR_ENTRY);
    const missing = [...peer.keys()].filter((name) => !ours.has(name)).sort();
    console.log(`peer names: ${peer.size}, ours: ${ours.size}, missing: ${missing.length}`);
    // A sanity floor: a resolution failure would give an empty peer list and a vacuous pass.
    expect(peer.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("gives every peer export a shape the peer's users compile against", () => {
    const kinds = new Map([...peer].map(([name, symbol]) => [name, kindOf(symbol, peer.checker)] as const));
    const client = peer.get("InferenceClient");
    if (!client) throw new Error("the peer exports no InferenceClient");
    const clientClass = client.flags & ts.SymbolFlags.Alias ? peer.checker.getAliasedSymbol(client) : client;
    const clientType = peer.checker.getDeclaredTypeOfSymbol(clientClass);
    const methods = new Set(clientType.getProperties().map((p) => p.getName()));
    const { text, owners } = probeSource(kinds, methods);
    // Each kind is probed: a classification bug would otherwise leave names unchecked.
    expect(new Set(kinds.values())).toEqual(new Set(["function", "class", "object", "type"]));
    const incompatible = incompatibleExports(text, owners);
    const unexplained = [...incompatible].filter(([name]) => !(name in DELIBERATE_DIFFERENCES));
    expect(unexplained.map(([name, message]) => `${name}: ${message}`)).toEqual([]);
    expect([...incompatible.keys()].sort()).toEqual(Object.keys(DELIBERATE_DIFFERENCES).sort());
  }, 60_000);
});
