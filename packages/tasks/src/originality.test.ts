// Our catalogue's prose is our own: the comments and example sentences of every library snippet, the
// sample inputs and the task pages' text must not repeat (nor nearly repeat) the peer @huggingface/tasks.
// Both generators run on the same model records (the parse matrices); ids, URLs and code may match.
import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { getModelInputSnippet, NO_INPUT_EXAMPLE } from "./inputs";
import { NOTICES } from "./library-snippets/common";
import { matrixOf, withGenerator } from "./library-snippets/shared/matrices";
import type { ModelData } from "./model-data";
import { PIPELINE_DATA, PIPELINE_TYPES } from "./pipelines";
import { TASKS_DATA } from "./tasks";
import { findCopies, normalise, type ProseUnit, proseOfCode, proseOfText } from "./test-support/prose";

// Fields that name things (hub ids, metric ids, file names, kinds) rather than describe them.
const NAMING_KEYS = new Set(["id", "canonicalId", "filename", "type", "youtubeId", "widgetModels", "libraries"]);

// A task's name ("Automatic Speech Recognition") is what the task is called on both sides, not prose.
const TASK_NAMES = new Set(PIPELINE_TYPES.map((type) => normalise(PIPELINE_DATA[type].name)));

/** Every describing string inside a value, with its path, e.g. `models[0].description`. */
function stringLeaves(value: unknown, path: string): Array<[string, string]> {
  if (NAMING_KEYS.has(path.slice(path.lastIndexOf(".") + 1))) return [];
  if (typeof value === "string") return [[path, value]];
  if (value instanceof Map) return [...value].flatMap(([key, item]) => stringLeaves(item, `${path}.${String(key)}`));
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, path ? `${path}.${key}` : key));
  return [];
}

function textProse(value: unknown, where: string): ProseUnit[] {
  return stringLeaves(value, where)
    .flatMap(([path, text]) => proseOfText(text, path, 3))
    .filter((unit) => !TASK_NAMES.has(normalise(unit.text)));
}

const peerLibraries = new Map<string, peer.LibraryUiElement>(Object.entries(peer.MODEL_LIBRARIES_UI_ELEMENTS));

function peerGenerator(library: string): peer.LibraryUiElement["snippets"] {
  return peerLibraries.get(library)?.snippets;
}

function peerSnippets(library: string, record: ModelData): string[] {
  const generator = peerGenerator(library);
  if (!generator) return [];
  try {
    // Both record types describe the same hub JSON (the peer's types a few nested token fields more
    // tightly), so the record is passed as data and the result checked.
    const output: unknown = Reflect.apply(generator, undefined, [record]);
    return Array.isArray(output) ? output.filter((code) => typeof code === "string") : [];
  } catch {
    return []; // The peer fails on some hostile records; there is no prose to compare then.
  }
}

// Libraries with a generator on both sides, run on the same records.
const shared = withGenerator.filter(([id]) => peerGenerator(id) !== undefined);
const ourSnippetProse: ProseUnit[] = [];
const peerSnippetProse: ProseUnit[] = [];
for (const [library, { snippets }] of withGenerator) {
  const matrix = matrixOf(library);
  if (!matrix || !snippets) continue;
  for (const record of matrix.records) {
    const where = `library-snippets ${library} (${JSON.stringify(record.id)})`;
    for (const code of snippets(record)) ourSnippetProse.push(...proseOfCode(code, matrix.language, where, 3, 3));
    // Two-word peer comments ("Load model") still count when one of ours holds them at length.
    for (const code of peerSnippets(library, record))
      peerSnippetProse.push(...proseOfCode(code, matrix.language, `peer ${library}`, 2, 2));
  }
}

const sampleRecords = PIPELINE_TYPES.flatMap((pipeline_tag) =>
  [[], ["conversational"]].map((tags) => ({
    id: "org/model",
    pipeline_tag,
    tags,
    mask_token: "[MASK]",
    inference: "",
  })),
);
const ourInputProse = sampleRecords.flatMap((record) => {
  const sample = getModelInputSnippet(record);
  const where = `inputs ${record.pipeline_tag}`;
  return typeof sample === "string" ? proseOfCode(sample, "js", where, 3, 3) : textProse(sample, where);
});
const peerInputProse = sampleRecords.flatMap((record) =>
  stringLeaves(peer.getModelInputSnippet(record), "").flatMap(([, text]) =>
    proseOfCode(text, "js", `peer inputs ${record.pipeline_tag}`, 2, 2),
  ),
);

const ourTaskProse = Object.values(TASKS_DATA).flatMap((task) => (task ? textProse(task, `tasks ${task.id}`) : []));
const peerTextProse = [
  ...textProse(peer.TASKS_DATA, "peer TASKS_DATA"),
  ...textProse(peer.MAPPING_DEFAULT_WIDGET, "peer MAPPING_DEFAULT_WIDGET"),
];
const peerProse = [...peerSnippetProse, ...peerInputProse, ...peerTextProse];

// Strings the peers' users rely on word for word (specification, sections 5, 8 and 9): the fixed sample
// inputs of every pipeline but summarization, and the notices shown in place of a snippet.
const interfaceStrings = new Set(
  [
    ...Object.values(NOTICES),
    NO_INPUT_EXAMPLE,
    ...ourInputProse.filter((unit) => unit.where !== "inputs summarization").map((unit) => unit.text),
  ].map(normalise),
);

function copiesIn(ours: readonly ProseUnit[]) {
  const unique = [...new Map(ours.map((unit) => [`${unit.where}\n${unit.text}`, unit])).values()];
  const own = unique.filter((unit) => !interfaceStrings.has(normalise(unit.text)));
  const copies = findCopies(own, peerProse);
  // Each copied sentence once, with one place it comes from.
  const offenders = [...new Map(copies.map((copy) => [copy.ours.text, copy])).values()];
  console.info(
    `originality: ${unique.length} prose lines compared with ${peerProse.length} of the peer; ${offenders.length} copied`,
  );
  return offenders.map(({ ours, theirs }) => `${ours.where}: ${JSON.stringify(ours.text)} ≈ ${theirs.where}`);
}

describe("originality against @huggingface/tasks", () => {
  it("compares most generators and a body of prose on each side", () => {
    console.info(`originality: ${shared.length} library generators exist on both sides`);
    expect(shared.length).toBeGreaterThan(90);
    expect(ourSnippetProse.length).toBeGreaterThan(200);
    expect(peerSnippetProse.length).toBeGreaterThan(200);
    expect(ourTaskProse.length).toBeGreaterThan(200);
    expect(peerTextProse.length).toBeGreaterThan(200);
  });

  it("library snippets copy no comment or sentence", () => {
    expect(copiesIn(ourSnippetProse)).toEqual([]);
  });

  it("sample inputs copy no sentence", () => {
    expect(copiesIn(ourInputProse)).toEqual([]);
  });

  it("task pages copy no summary, description or demo sentence", () => {
    expect(copiesIn(ourTaskProse)).toEqual([]);
  });
});
