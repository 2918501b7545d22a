// Drop-in check: every name the peer `@huggingface/inference` exports (type or value) is exported by
// our entry too, with a shape its users' code compiles against, so switching needs only the import.
// The names are read from the peer's installed .d.ts at test time, so a peer upgrade is checked as is.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type ExportKind,
  exportsOf,
  incompatibleExports,
  kindOf,
  Probe,
  targetOf,
} from "../../../scripts/test-utils/peer-exports";

const require = createRequire(import.meta.url);
// The package's `exports` hide its dist folder; its package.json is the one path it lets us resolve.
const PEER_ENTRY = join(dirname(require.resolve("@huggingface/inference/package.json")), "dist/esm/index.d.ts");
const OUR_ENTRY = fileURLToPath(new URL("./index.ts", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
// Compiled beside the entry so that its imports resolve as the package's own files do; never written.
const PROBE = fileURLToPath(new URL("./peer-parity.probe.ts", import.meta.url));

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

/**
 * Types users read from a call's answer: ours must be assignable to the peer's. Every other type is one
 * users build and hand to us (arguments, options, mappings, a logger): the peer's must be assignable to ours.
 */
const READ_FROM_ANSWERS = /(Output|OutputElem|Token|BestOfSequence|FinishReason|Details)$/;

/**
 * The probe: one statement per peer export, using it as the peer's users do, against our entry. Peer
 * arguments are narrowed to the providers we serve (the peer's list names a few we do not).
 */
function probeOf(peerNames: Map<string, ExportKind>, clientMethods: Set<string>): Probe {
  const probe = new Probe().preamble(
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
  );
  for (const [name, kind] of peerNames) {
    if (kind === "type") {
      const check = READ_FROM_ANSWERS.test(name) ? `Ours.${name}, Peer.${name}` : `Served<Peer.${name}>, Ours.${name}`;
      probe.add(name, `export type Check_${name} = Extends<${check}>;`);
    } else if (kind === "function") {
      probe.add(name, `void Ours.${name}(...({} as ServedArgs<Parameters<typeof Peer.${name}>>));`);
      if (clientMethods.has(name)) {
        probe.add(name, `void client.${name}(...({} as ServedArgs<Parameters<Peer.InferenceClient["${name}"]>>));`);
      }
    } else if (kind === "class") {
      const args = (of: string) => `ConstructorParameters<typeof ${of}.${name}>`;
      probe.add(name, `export type Construct_${name} = Extends<${args("Peer")}, ${args("Ours")}>;`);
      if (name.endsWith("Error")) {
        probe.add(name, `export type Instance_${name} = Extends<Ours.${name}, Peer.${name}>;`);
      }
    } else {
      probe.add(name, `export type Keys_${name} = Extends<keyof typeof Peer.${name}, keyof typeof Ours.${name}>;`);
    }
  }
  return probe;
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
    const clientClass = targetOf(client, peer.checker);
    const clientType = peer.checker.getDeclaredTypeOfSymbol(clientClass);
    const methods = new Set(clientType.getProperties().map((p) => p.getName()));
    const probe = probeOf(kinds, methods);
    // Each kind is probed: a classification bug would otherwise leave names unchecked.
    expect(new Set(kinds.values())).toEqual(new Set(["function", "class", "object", "type"]));
    const incompatible = incompatibleExports(probe, PROBE, TSCONFIG);
    const unexplained = [...incompatible].filter(([name]) => !(name in DELIBERATE_DIFFERENCES));
    expect(unexplained.map(([name, message]) => `${name}: ${message}`)).toEqual([]);
    expect([...incompatible.keys()].sort()).toEqual(Object.keys(DELIBERATE_DIFFERENCES).sort());
  }, 60_000);
});
