// What the generator refuses (SnippetInputError naming the field) and how caller data that it accepts
// comes out: always as literals, never as Python keywords or JavaScript names.
import { describe, expect, it } from "vitest";
import { scanForMarker } from "../../../../scripts/test-utils/literal-scan";
import { SnippetInputError } from "./errors";
import { getInferenceSnippets } from "./generate";
import type { SnippetModel, SnippetOptions } from "./types";

const qaModel: SnippetModel = { id: "deepset/roberta-base-squad2", pipeline_tag: "question-answering", tags: [] };
const chatModel: SnippetModel = { id: "org/chat", pipeline_tag: "text-generation", tags: ["conversational"] };

const content = (snippets: ReturnType<typeof getInferenceSnippets>, client: string) =>
  snippets.find((snippet) => snippet.client === client)?.content ?? "";

describe("the issue's example: inputs keys", () => {
  const inputs = { question: "What?", context: "Text.", "x=__import__('os').system('id'),y": 1, "**{}": 2 };
  const snippets = getInferenceSnippets(qaModel, "hf-inference", undefined, { inputs });

  it("keeps known parameters as keywords and passes every other key as a string under **{...}", () => {
    const python = content(snippets, "huggingface_hub");
    expect(python).toContain('question="What?",');
    expect(python).toContain(`**{\n        "x=__import__('os').system('id'),y": 1,\n        "**{}": 2\n    },`);
  });

  it("leaves the hostile keys inside string literals in every client", async () => {
    const scanned = await scanForMarker(
      snippets.map((snippet) => ({ language: snippet.language, code: snippet.content })),
      "__import__",
    );
    expect(scanned).toEqual(snippets.map(() => null));
  });

  it("keeps an own __proto__ key as an ordinary entry", () => {
    const parsed = JSON.parse('{"__proto__": "p", "question": "q"}') as unknown;
    const python = content(
      getInferenceSnippets(qaModel, "hf-inference", undefined, { inputs: parsed }),
      "huggingface_hub",
    );
    expect(python).toContain('"__proto__": "p"');
  });
});

describe("refusals", () => {
  const refused = (model: SnippetModel, options: SnippetOptions, field: string) => {
    expect(() => getInferenceSnippets(model, "hf-inference", undefined, options)).toThrow(SnippetInputError);
    expect(() => getInferenceSnippets(model, "hf-inference", undefined, options)).toThrow(field);
  };

  it("refuses one-line fields holding a control character or a line separator", () => {
    refused({ ...qaModel, id: "org/a\nimport os" }, {}, "model.id");
    refused(qaModel, { billTo: "acme\r\nX-Other: 1" }, "options.billTo");
    refused(qaModel, { endpointUrl: "https://example.invalid/\u2028x" }, "options.endpointUrl");
    const speechModel: SnippetModel = { id: "org/asr", pipeline_tag: "automatic-speech-recognition", tags: [] };
    refused(speechModel, { inputs: "sample\n.flac" }, "options.inputs (a file path)");
    expect(() => getInferenceSnippets(qaModel, "hf-inference", { providerId: "a\u0000b" }, {})).toThrow(
      "inferenceProviderMapping.providerId",
    );
  });

  it("never repeats a refused token in the message", () => {
    const token = "hf_secret\nvalue";
    expect(() => getInferenceSnippets(qaModel, "hf-inference", undefined, { accessToken: token })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hf_secret") }),
    );
  });

  it("refuses endpoints that are not http or https URLs", () => {
    for (const endpointUrl of ["javascript:alert(1)", "file:///etc/passwd", "not a url"])
      refused(qaModel, { endpointUrl }, "options.endpointUrl");
  });

  it("refuses inputs and messages that are not plain data", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = "leaf";
    for (let level = 0; level < 100; level++) deep = [deep];
    const getter = Object.defineProperty({}, "question", { enumerable: true, get: () => "q" });
    for (const inputs of [() => 1, Symbol("s"), 1n, Number.NaN, Number.POSITIVE_INFINITY, new Date(0), new Map()])
      refused(qaModel, { inputs: { question: inputs } }, "options.inputs");
    for (const inputs of [cyclic, deep, getter]) refused(qaModel, { inputs }, "options.inputs");
    refused(chatModel, { messages: [{ role: "user", content: () => "x" }] }, "options.messages");
  });

  it("refuses sampling settings that are not finite numbers", () => {
    refused(chatModel, { temperature: "0.5" as unknown as number }, "options.temperature");
    refused(chatModel, { max_tokens: Number.NaN }, "options.max_tokens");
  });

  it("answers nothing, without throwing, for providers and pipelines it does not know", () => {
    expect(getInferenceSnippets(qaModel, "constructor")).toEqual([]);
    expect(getInferenceSnippets(qaModel, 42 as unknown as string)).toEqual([]);
    expect(getInferenceSnippets({ ...qaModel, pipeline_tag: "__proto__" }, "hf-inference")).toEqual([]);
  });
});
