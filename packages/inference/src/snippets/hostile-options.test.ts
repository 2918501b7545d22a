// Data stays data: whatever text a caller passes in any option, mapping or model field, every snippet of
// every task, provider and client either is refused with SnippetInputError or keeps that text inside
// string literals (Python, JavaScript, single-quoted shell words). Scanned with each language's tokenizer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTACKS, hostileLine, hostileText, MARKER, markerLaden } from "../../../../scripts/test-utils/hostile-values";
import { type ScannedLanguage, scanForMarker } from "../../../../scripts/test-utils/literal-scan";
import { matrixModels, providersFor } from "../test-support/snippet-matrix";
import { SnippetInputError } from "./errors";
import { getInferenceSnippets } from "./generate";
import type { InferenceProviderMappingEntry, SnippetLanguage, SnippetModel, SnippetOptions } from "./types";

const SCANNED: Record<SnippetLanguage, ScannedLanguage> = { python: "python", js: "js", sh: "sh" };

/** Hostile values: `line` for one-line fields (ids, URLs, tokens), `text` for free text (inputs, messages). */
interface Hostile {
  line: string;
  text: string;
}

interface Call {
  label: string;
  /** The hostile field, once withField has set one. */
  field?: Field | "all";
  model: SnippetModel;
  provider: string;
  mapping: InferenceProviderMappingEntry;
  options: SnippetOptions;
}

const FIELDS = [
  "model.id",
  "providerId",
  "hfModelId",
  "adapterWeightsPath",
  "billTo",
  "accessToken",
  "endpointUrl",
  "inputs text",
  "inputs object",
  "messages",
] as const;
type Field = (typeof FIELDS)[number];

/** Caller data the snippets write as objects: hostile keys and values next to the fields tasks read. */
function hostileInputs({ text }: Hostile): Record<string, unknown> {
  return {
    [text]: text,
    question: text,
    context: text,
    image: text,
    prompt: text,
    table: { [text]: [text] },
    // A computed key: an own `__proto__` entry, as JSON.parse makes.
    nested: [{ [text]: [null, 1.5, true, { ["__proto__"]: text }] }],
  };
}

function hostileMessages({ text }: Hostile): unknown[] {
  return [
    { role: "system", content: text },
    {
      role: text,
      content: [
        { type: "text", text },
        { type: "image_url", image_url: { url: text } },
      ],
    },
    { [text]: text },
  ];
}

/** `call` with one field hostile; `all` makes every field hostile at once. */
function withField(call: Call, field: Field | "all", hostile: Hostile): Call {
  const is = (name: Field) => field === name || field === "all";
  const { line } = hostile;
  const model = is("model.id") ? { ...call.model, id: line } : call.model;
  const mapping: InferenceProviderMappingEntry = {
    ...call.mapping,
    ...(is("providerId") && { providerId: line }),
    ...(is("hfModelId") && { hfModelId: line }),
    ...(is("adapterWeightsPath") && { adapter: "lora", adapterWeightsPath: line }),
  };
  const options: SnippetOptions = {
    ...call.options,
    ...(is("billTo") && { billTo: line }),
    ...(is("accessToken") && { accessToken: line }),
    ...(is("endpointUrl") && { endpointUrl: `https://example.invalid/${line}` }),
    ...(is("inputs text") && { inputs: hostile.text }),
    ...(is("inputs object") && { inputs: hostileInputs(hostile) }),
    ...(is("messages") && { messages: hostileMessages(hostile) }),
  };
  return { ...call, label: `${call.label} [${field} hostile]`, field, model, mapping, options };
}

/** Every pipeline's model on every provider serving it; routed and direct, streamed or not, alternately. */
function baseCalls(): Call[] {
  const calls: Call[] = [];
  let turn = 0;
  for (const { task, model } of matrixModels())
    for (const provider of providersFor(task)) {
      turn++;
      const options = { directRequest: turn % 2 === 0, streaming: turn % 3 === 0 };
      const mapping = { provider, providerId: model.id, hfModelId: model.id, task };
      calls.push({ label: `${model.pipeline_tag} on ${provider}`, model, provider, mapping, options });
    }
  return calls;
}

const BASE_CALLS = baseCalls();

/** The only refusal a well-formed call may get: the closed provider reached through the router. */
const refusedAnyway = (call: Call) => call.provider === "openai" && !call.options.directRequest;

/**
 * Each call with every field hostile, then with two single fields, rotating through FIELDS from `offset`
 * so that each field meets every task and provider across a few offsets (a full cross is too slow).
 */
function hostileCalls(hostile: Hostile, offset: number): Call[] {
  return BASE_CALLS.flatMap((call, index) => [
    withField(call, "all", hostile),
    withField(call, FIELDS[(index + offset) % FIELDS.length] as Field, hostile),
    withField(call, FIELDS[(index + offset + 1) % FIELDS.length] as Field, hostile),
  ]);
}

/** Problems for one hostile value: a non-typed throw, an unexpected refusal, or a marker outside literals. */
async function problemsFor(hostile: Hostile, offset: number): Promise<string[]> {
  const problems: string[] = [];
  const generated: { label: string; client: string; language: ScannedLanguage; code: string }[] = [];
  // Values without control characters must be quoted, not refused; with them, one-line fields (and
  // file paths, which inputs may give) are refused.
  const hasControl = (text: string) => /[\p{Cc}\u2028\u2029]/u.test(text);
  const mayRefuse = (call: Call) =>
    refusedAnyway(call) ||
    hasControl(hostile.line) ||
    (/^inputs|^all$/.test(call.field ?? "") && hasControl(hostile.text));
  for (const call of hostileCalls(hostile, offset)) {
    try {
      for (const snippet of getInferenceSnippets(call.model, call.provider, call.mapping, call.options))
        generated.push({
          label: call.label,
          client: snippet.client,
          language: SCANNED[snippet.language],
          code: snippet.content,
        });
    } catch (error) {
      if (!(error instanceof SnippetInputError)) problems.push(`${call.label} throws ${String(error)}`);
      else if (!mayRefuse(call)) problems.push(`${call.label} refused: ${error.message}`);
    }
  }
  const results = await scanForMarker(generated, MARKER);
  results.forEach((problem, index) => {
    const found = generated[index];
    if (problem && found) problems.push(`${found.client} for ${found.label}: ${problem}\n${found.code}`);
  });
  return problems;
}

describe("inference snippets keep hostile caller data as data", () => {
  it.each(ATTACKS.map((attack, index) => [JSON.stringify(attack), markerLaden(attack), index] as const))(
    "attack %s",
    async (_, value, index) => {
      expect((await problemsFor({ line: value, text: value }, index)).slice(0, 3)).toEqual([]);
    },
    60_000,
  );

  it("random hostile text in every option and field (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(hostileLine, hostileText, fc.nat(), async (line, text, offset) => {
        expect((await problemsFor({ line, text }, offset)).slice(0, 3)).toEqual([]);
      }),
      { numRuns: 12, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
  }, 180_000);
});
