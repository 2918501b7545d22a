// Drop-in check: every name the installed @huggingface/tasks exports (type or value) is exported here,
// and code written against the peer compiles against ours: values used as values, types as types.
// The names are read from the peer's .d.ts at test time, so a peer upgrade is checked as it comes.
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import * as peerRuntime from "@huggingface/tasks";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  type ExportKind,
  exportsOf,
  incompatibleExports,
  kindOf,
  Probe,
  targetOf,
} from "../../../scripts/test-utils/peer-exports";
import * as ours from "./index";

const require = createRequire(import.meta.url);
// The package's `exports` hide its dist folder; its package.json is the one path it lets us resolve.
const PEER_DIR = dirname(require.resolve("@huggingface/tasks/package.json"));
const PEER_ENTRY = join(PEER_DIR, "dist/esm/index.d.ts");
const OUR_ENTRY = fileURLToPath(new URL("./index.ts", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
// Compiled beside the entry so that its imports resolve as the package's own files do; never written.
const PROBE_FILE = fileURLToPath(new URL("./peer-parity.probe.ts", import.meta.url));

/** Shapes checked both ways (ours where the peer's is expected, and the peer's where ours is), plus every task type. */
const BOTH_WAYS = /^(ModelData|WidgetExample\w*|PipelineData|LibraryUiElement|LocalApp|HardwareSpec)$/;

/**
 * Probe lines that fail on purpose, by export and direction, with why. The test fails when one of them
 * starts to compile too, so the list only ever shrinks to what is still true.
 */
const OUR_OWN_LIBRARIES =
  "ModelLibraryKey also names the libraries of our own registry entries, which the peer's key type lacks";
const TAKES_OUR_RECORD =
  "its functions take our ModelData, which the peer's functions cannot be handed (see ModelData)";
const DELIBERATE_DIFFERENCES: Record<string, string> = {
  "ModelData (ours → peer)":
    "ours describes records as the Hub sends them: `inference` and `safetensors.sharded` may be absent, `pipeline_tag` may be any string, a special token may be an object without `__type` (see AddedToken); peer records are accepted as they are",
  "LibraryUiElement (peer → ours)": TAKES_OUR_RECORD,
  "LocalApp (peer → ours)": TAKES_OUR_RECORD,
  "ALL_MODEL_LIBRARY_KEYS (ours → peer)": OUR_OWN_LIBRARIES,
  "ALL_DISPLAY_MODEL_LIBRARY_KEYS (ours → peer)": OUR_OWN_LIBRARIES,
  "MODEL_LIBRARIES_UI_ELEMENTS (ours → peer)": `${OUR_OWN_LIBRARIES}; and every generator of ours takes the record, where a few of the peer's take no argument`,
  "TASKS_MODEL_LIBRARIES (ours → peer)": OUR_OWN_LIBRARIES,
  "TASKS_DATA (ours → peer)": `its \`libraries\` are ModelLibraryKey: ${OUR_OWN_LIBRARIES}`,
  "PIPELINE_TYPES_SET (ours → peer)":
    "a ReadonlySet<string>: the shared catalogue cannot be changed through it, and `has()` takes any string, as tags read from untrusted records are",
  "stringifyGenerationConfig (peer → ours)":
    "ours types `max_tokens` as a number; the peer's argument type picks it from GenerationParameters, which does not declare it, so it is `unknown` there",
  "EVALUATION_FRAMEWORKS (ours → peer)":
    "descriptions are in our own words; the peer declares its own sentences as literal types",
};

type Direction = "ours → peer" | "peer → ours";

/** Whether a type export is one of the peer's task input/output types (declared under its dist/esm/tasks). */
function isTaskType(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const file = targetOf(symbol, checker).declarations?.[0]?.getSourceFile().fileName ?? "";
  return file.includes(`${sep}tasks${sep}`) && file.endsWith("inference.d.ts");
}

/** Type arguments for a peer generic whose parameters have no default, so that the name can be written. */
function typeArguments(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const declaration = targetOf(symbol, checker).declarations?.[0];
  const parameters =
    declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))
      ? (declaration.typeParameters ?? [])
      : [];
  const required = parameters.filter((parameter) => parameter.default === undefined);
  return required.length === 0 ? "" : `<${required.map(() => "unknown").join(", ")}>`;
}

function isEnum(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return (targetOf(symbol, checker).flags & ts.SymbolFlags.Enum) !== 0;
}

interface PeerExport {
  name: string;
  kind: ExportKind;
  enumeration: boolean;
  bothWays: boolean;
  typeArguments: string;
}

/** One or two statements per peer export, using ours as the peer's users use theirs. */
function probeOf(peerExports: PeerExport[]): Probe {
  const probe = new Probe().preamble(
    'import type * as Peer from "@huggingface/tasks";',
    'import * as Ours from "./index";',
    "type Extends<From extends To, To> = [From, To];",
    // A canary: were our entry unreadable, its types would be `any` and every check below would pass.
    "// @ts-expect-error no such pipeline",
    'export const canary: Ours.PipelineType = "no-such-pipeline";',
  );
  let checks = 0;
  const check = (name: string, direction: Direction, from: string, to: string) =>
    probe.add(`${name} (${direction})`, `export type Check${++checks} = Extends<${from}, ${to}>;`);
  for (const { name, kind, enumeration, bothWays, typeArguments } of peerExports) {
    const [peerName, ourName] = [`Peer.${name}${typeArguments}`, `Ours.${name}${typeArguments}`];
    if (enumeration) {
      // Enums are nominal: no two are assignable. Their members are compared here and their values at run time.
      check(name, "peer → ours", `keyof typeof Peer.${name}`, `keyof typeof Ours.${name}`);
      check(name, "ours → peer", `keyof typeof Ours.${name}`, `keyof typeof Peer.${name}`);
    } else if (kind === "type") {
      check(name, "peer → ours", peerName, ourName);
      if (bothWays) check(name, "ours → peer", ourName, peerName);
    } else if (kind === "function") {
      probe.add(`${name} (peer → ours)`, `void Ours.${name}(...({} as Parameters<typeof Peer.${name}>));`);
      check(name, "ours → peer", `ReturnType<typeof Ours.${name}>`, `ReturnType<typeof Peer.${name}>`);
    } else {
      check(name, "ours → peer", `typeof Ours.${name}`, `typeof Peer.${name}`);
    }
  }
  return probe;
}

describe("exports parity with @huggingface/tasks", () => {
  const peer = exportsOf(PEER_ENTRY);
  const ourNames = exportsOf(OUR_ENTRY);
  const present = [...peer.keys()].filter((name) => ourNames.has(name));
  const peerExports: PeerExport[] = [...peer].map(([name, symbol]) => ({
    name,
    kind: kindOf(symbol, peer.checker),
    enumeration: isEnum(symbol, peer.checker),
    bothWays: BOTH_WAYS.test(name) || isTaskType(symbol, peer.checker),
    typeArguments: typeArguments(symbol, peer.checker),
  }));

  it("exports every name the peer exports", () => {
    const missing = [...peer.keys()].filter((name) => !present.includes(name)).sort();
    // A sanity floor: a resolution failure would give an empty peer list and a vacuous pass.
    expect(peer.size).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it("gives every peer export a shape the peer's users compile against", () => {
    // Each kind is probed: a classification bug would otherwise leave names unchecked.
    expect(new Set(peerExports.map((entry) => entry.kind))).toEqual(new Set(["function", "object", "type"]));
    expect(peerExports.filter((entry) => entry.bothWays).length).toBeGreaterThan(130);
    const incompatible = incompatibleExports(probeOf(peerExports), PROBE_FILE, TSCONFIG);
    const unexplained = [...incompatible].filter(([check]) => !(check in DELIBERATE_DIFFERENCES));
    expect(unexplained.map(([check, message]) => `${check}: ${message}`)).toEqual([]);
    expect([...incompatible.keys()].sort()).toEqual(Object.keys(DELIBERATE_DIFFERENCES).sort());
    const bothWays = peerExports.filter((entry) => entry.bothWays).length;
    console.info(
      `peer exports: ${present.length}/${peer.size} present, ${bothWays} shapes checked both ways, ${incompatible.size} pinned differences`,
    );
  }, 120_000);

  it("has the peer's enum members with the peer's values, but where a difference is pinned", () => {
    const enums = peerExports.filter((entry) => entry.enumeration).map((entry) => entry.name);
    expect(enums.length).toBeGreaterThan(0);
    const differing = enums.filter(
      (name) =>
        !isDeepStrictEqual((ours as Record<string, unknown>)[name], (peerRuntime as Record<string, unknown>)[name]),
    );
    expect(differing.map((name) => `${name} (peer → ours)`)).toEqual(
      Object.keys(DELIBERATE_DIFFERENCES).filter((check) => enums.includes(check.split(" ")[0] ?? "")),
    );
  });
});
