// LOCAL_APPS against the peer @huggingface/tasks: the same apps with the same facts, shown for the same
// models, opening the same links. Commands are compared in the app tests (their comments are our own).
import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as entry from "../index";
import type { ModelData } from "../model-data";
import { LOCAL_APPS, type LocalApp, type LocalAppKey, type LocalAppSnippet } from "./index";

const gguf = { total: 8_030_261_248, architecture: "llama", context_length: 131_072 };
const TOOLS_TEMPLATE = "{% if tools %}{{ tools | tojson }}{% endif %}{{ messages }}";

// Records covering every condition of every app, each with and without the features that decide it.
const RECORDS: ModelData[] = [
  {
    id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
    tags: ["gguf", "conversational"],
    pipeline_tag: "text-generation",
    gguf,
  },
  {
    id: "unsloth/Qwen3-8B-GGUF",
    tags: ["gguf", "conversational", "unsloth"],
    pipeline_tag: "text-generation",
    gguf: { ...gguf, chat_template: TOOLS_TEMPLATE },
  },
  { id: "org/gguf-without-context", tags: ["gguf"], pipeline_tag: "text-generation", gguf: { total: 1 } },
  { id: "unsloth/Llama-3.2-1B", tags: ["transformers", "unsloth"], pipeline_tag: "text-generation" },
  {
    id: "mlx-community/Qwen3-4B-4bit",
    tags: ["mlx", "conversational"],
    pipeline_tag: "text-generation",
    config: { tokenizer_config: { chat_template: [{ name: "default", template: TOOLS_TEMPLATE }] } },
  },
  { id: "mlx-community/whisper-tiny", tags: ["mlx"], pipeline_tag: "automatic-speech-recognition" },
  {
    id: "mlx-community/plain",
    tags: ["mlx", "conversational"],
    pipeline_tag: "text-generation",
    config: { chat_template_jinja: "{{ messages }}" },
  },
  {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    tags: ["transformers", "conversational", "text-generation-inference"],
    pipeline_tag: "text-generation",
  },
  { id: "Qwen/Qwen2.5-VL-7B-Instruct", tags: ["transformers"], pipeline_tag: "image-text-to-text" },
  {
    id: "TheBloke/Llama-2-7B-AWQ",
    tags: [],
    pipeline_tag: "text-generation",
    config: { quantization_config: { quant_method: "awq" } },
  },
  {
    id: "org/bnb",
    tags: [],
    pipeline_tag: "text-generation",
    config: { quantization_config: { quant_method: "bitsandbytes" } },
  },
  { id: "google-bert/bert-base-uncased", tags: ["transformers"], pipeline_tag: "fill-mask" },
  { id: "amd/Llama-3.2-1B-onnx-ryzenai-npu", tags: ["ryzenai-npu"], pipeline_tag: "text-generation" },
  { id: "amd/hybrid", tags: ["ryzenai-hybrid"] },
  {
    id: "stabilityai/stable-diffusion-xl-base-1.0",
    tags: ["diffusers", "safetensors"],
    pipeline_tag: "text-to-image",
    library_name: "diffusers",
  },
  { id: "org/sdxl-lora", tags: ["diffusers", "lora", "safetensors"], library_name: "diffusers" },
  { id: "org/lora-bin", tags: ["lora"], library_name: "diffusers", pipeline_tag: "image-to-image" },
  { id: "org/joy", tags: ["coreml", "joyfusion"], pipeline_tag: "text-to-image" },
  { id: "org/coreml-only", tags: ["coreml"], pipeline_tag: "text-to-image" },
  {
    id: "mistralai/Mistral-Small",
    tags: ["transformers", "mistral-common", "conversational"],
    pipeline_tag: "text-generation",
  },
];

type Shape<Apps> = {
  [Key in keyof Apps]: {
    [Field in keyof Apps[Key]]: Apps[Key][Field] extends (...args: never[]) => infer Result ? Result : Apps[Key][Field];
  };
};

const peerApps: Record<string, peer.LocalApp> = peer.LOCAL_APPS;
const ourApps: Record<string, LocalApp> = LOCAL_APPS;
// The peer's model type describes the same hub JSON; records are passed to it as data.
const asPeerRecord = (record: ModelData) => record as unknown as peer.ModelData;

describe("LOCAL_APPS", () => {
  it("is exported by the package entry", () => {
    expect(entry.LOCAL_APPS).toBe(LOCAL_APPS);
  });

  it("has the peer's apps, in the peer's order", () => {
    expect(Object.keys(LOCAL_APPS)).toEqual(Object.keys(peer.LOCAL_APPS));
    expect(Object.keys(LOCAL_APPS)).toHaveLength(24);
  });

  it.each(Object.keys(peerApps))("%s: labels, links, task, platform and kind match the peer's", (key) => {
    const ours = ourApps[key] as LocalApp;
    const theirs = peerApps[key] as peer.LocalApp;
    expect([ours.prettyLabel, ours.docsUrl, ours.mainTask, ours.macOSOnly]).toEqual([
      theirs.prettyLabel,
      theirs.docsUrl,
      theirs.mainTask,
      theirs.macOSOnly,
    ]);
    expect("deeplink" in ours).toBe("deeplink" in theirs);
  });

  it.each(Object.keys(peerApps))("%s: shown for the same models as the peer's", (key) => {
    const ours = ourApps[key] as LocalApp;
    const theirs = peerApps[key] as peer.LocalApp;
    const shown = RECORDS.map((record) => ours.displayOnModelPage(record));
    expect(shown).toEqual(RECORDS.map((record) => theirs.displayOnModelPage(asPeerRecord(record))));
    // Each app is shown for some records and hidden for others, so the comparison decides something.
    expect(shown).toContain(true);
    expect(shown).toContain(false);
  });

  const linkApps = Object.keys(peerApps).filter((key) => "deeplink" in (peerApps[key] as peer.LocalApp));
  it.each(linkApps)("%s: opens the peer's link, with and without a chosen file", (key) => {
    const ours = ourApps[key] as Extract<LocalApp, { deeplink: unknown }>;
    const theirs = peerApps[key] as Extract<peer.LocalApp, { deeplink: unknown }>;
    for (const record of RECORDS) {
      for (const file of [undefined, "Llama-3.2-1B-Instruct-Q4_K_M.gguf"]) {
        expect(ours.deeplink(record, file).href).toBe(theirs.deeplink(asPeerRecord(record), file).href);
      }
    }
  });

  it("has the peer's types", () => {
    expectTypeOf<LocalAppKey>().toEqualTypeOf<peer.LocalAppKey>();
    expectTypeOf<LocalAppSnippet>().toEqualTypeOf<peer.LocalAppSnippet>();
    // Every entry has the peer's fields with the peer's types, functions compared by what they return.
    // (The functions' parameter is each package's own ModelData; those two types are not in this file's scope.)
    expectTypeOf<Shape<typeof LOCAL_APPS>>().toEqualTypeOf<Shape<typeof peer.LOCAL_APPS>>();
  });
});
