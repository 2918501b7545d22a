// Model records come from repositories anyone can write: a generator must answer with strings, never throw,
// whatever shape the optional fields take.
import { describe, expect, it } from "vitest";
import { parsePythonBatch } from "../../../../scripts/test-utils/parse-code";
import type { ModelData } from "../model-data";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../model-libraries";
import { matrixOf } from "./shared/matrices";

const MALFORMED = [
  { id: "org/m" },
  { id: "org/m", tags: ["conversational", "custom_code", "skops", "smolvla", "diffusers", "transformers"] },
  {
    id: "org/m",
    tags: ["transformers", "conversational", "image-text-to-text", "yolov", "doc_vlm"],
    pipeline_tag: "text-generation",
    config: {
      architectures: [42],
      peft: { task_type: 7, base_model_name_or_path: ["a"] },
      sklearn: { model: { file: 3 }, model_format: null },
      speechbrain: { speechbrain_interface: { name: "EncoderASR" } },
      tokenizer_config: { chat_template: 5 },
    },
    transformersInfo: {},
    widgetData: [null],
    cardData: { base_model: 3, instance_prompt: 4 },
    siblings: [{}],
  },
  { id: "org/m", tags: [], pipeline_tag: "constructor", widgetData: [{ source_sentence: 1, sentences: [2] }] },
  { id: "org/m", tags: ["skops"], config: { peft: { task_type: "CAUSAL_LM", base_model_name_or_path: ["a"] } } },
  {
    id: "org/None",
    tags: ["lora", "diffusers", "transformers", "conversational", "pruna_pro-ai"],
    pipeline_tag: "__proto__",
    config: {
      architectures: ["None"],
      adapter_transformers: { model_name: { name: "x" } },
      keras_hub: { tasks: [null, "class", { task: "CausalLM" }] },
      processor_config: { chat_template: ["a"] },
    },
    transformersInfo: { auto_model: "None", processor: "class" },
    widgetData: [{ text: { a: 1 }, source_sentence: "s", sentences: "not a list" }],
    cardData: { base_model: [{ id: "x" }], instance_prompt: { text: "p" } },
  },
] as unknown as ModelData[];

const libraries = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS).filter(([, library]) => "snippets" in library);

describe("every generator on malformed model records", () => {
  it.each(libraries)("%s returns strings that still parse", async (id, library) => {
    const generate = (library as { snippets: (model: ModelData) => string[] }).snippets;
    const snippets = MALFORMED.flatMap((record) => generate(record));
    for (const snippet of snippets) expect(snippet).toBeTypeOf("string");
    expect(snippets.join("\n")).not.toMatch(/\bundefined\b|\[object Object\]/);
    if (matrixOf(id)?.language === "python") expect(await parsePythonBatch(snippets)).toEqual(snippets.map(() => null));
  });
});
