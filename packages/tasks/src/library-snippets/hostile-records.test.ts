// Model records come from strangers: whatever text any field holds, every generator's snippets keep it
// inside string literals or one-line comments. Each matrix record is varied field by field (replaced by,
// then suffixed with, a hostile value) and once with hostile text in every field generators read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTACKS, hostileText, MARKER, markerLaden } from "../../../../scripts/test-utils/hostile-values";
import { type ScannedLanguage, scanForMarker } from "../../../../scripts/test-utils/literal-scan";
import type { ModelData } from "../model-data";
import { type MatrixLanguage, matrixOf, withGenerator } from "./shared/matrices";

const SCANNED: Partial<Record<MatrixLanguage, ScannedLanguage>> = {
  python: "python",
  bash: "sh",
  js: "js",
  csharp: "csharp",
};

type Path = readonly (string | number)[];

/** Paths of the string leaves of a record: id, tags, config, card data, widget data, file names... */
function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    stringLeaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

function withLeaf(record: ModelData, path: Path, replace: (old: string) => string): ModelData {
  const copy = structuredClone(record) as unknown as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = replace(parent[last] as string);
  return copy as unknown as ModelData;
}

/** The record with `text` in every field some generator reads, keeping what the matrix set. */
function everywhere(record: ModelData, text: string): ModelData {
  return {
    ...record,
    tags: [...record.tags, text],
    mask_token: text,
    widgetData: [{ text, source_sentence: text, sentences: [text, text] }],
    cardData: { ...record.cardData, base_model: text, instance_prompt: text },
    siblings: [...(record.siblings ?? []), { rfilename: text }],
    config: { ...record.config, architectures: [text], model_type: text },
  };
}

interface Variant {
  library: string;
  language: MatrixLanguage;
  generate: (model: ModelData) => string[];
  record: ModelData;
  change: string;
}

function variants(text: string): Variant[] {
  const all: Variant[] = [];
  for (const [library, { snippets }] of withGenerator) {
    const matrix = matrixOf(library);
    if (!matrix || !snippets) continue;
    const base = { library, language: matrix.language, generate: snippets };
    for (const record of matrix.records) {
      all.push({ ...base, record: everywhere(record, text), change: "every field" });
      for (const path of stringLeaves(record)) {
        const at = path.join(".");
        all.push({ ...base, record: withLeaf(record, path, () => text), change: `${at} replaced` });
        all.push({ ...base, record: withLeaf(record, path, (old) => old + text), change: `${at} suffixed` });
      }
    }
  }
  return all;
}

/** Every problem found for `text`: a generator that throws, or a marker outside literals and comments. */
async function problemsFor(text: string): Promise<string[]> {
  const problems: string[] = [];
  const generated: { variant: Variant; code: string; language: ScannedLanguage }[] = [];
  for (const variant of variants(text)) {
    const language = SCANNED[variant.language];
    if (!language) {
      problems.push(`${variant.library}: no scanner for ${variant.language}`);
      continue;
    }
    try {
      for (const code of variant.generate(variant.record)) generated.push({ variant, code, language });
    } catch (error) {
      problems.push(`${variant.library} (${variant.change}) throws ${String(error)}`);
    }
  }
  const results = await scanForMarker(generated, MARKER);
  results.forEach((problem, index) => {
    const found = generated[index];
    if (problem && found)
      problems.push(
        `${found.variant.library} (${found.variant.change}, ${JSON.stringify(text)}): ${problem}\n${found.code}`,
      );
  });
  return problems;
}

describe("library snippets keep hostile record fields as data", () => {
  it("counts what it varies", () => {
    const count = variants(MARKER).length;
    console.log(`hostile records: ${count} record variants over ${withGenerator.length} libraries per value`);
    expect(count).toBeGreaterThan(withGenerator.length * 3);
  });

  it.each(ATTACKS.map((attack) => [JSON.stringify(attack), attack]))(
    "attack %s",
    async (_, attack) => {
      expect((await problemsFor(markerLaden(attack))).slice(0, 3)).toEqual([]);
    },
    60_000,
  );

  it("random hostile text in any field (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        expect((await problemsFor(text)).slice(0, 3)).toEqual([]);
      }),
      { numRuns: 12, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
  }, 180_000);
});
