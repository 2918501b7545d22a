import { describe, expect, it } from "vitest";
import { parsePython } from "../../../../scripts/test-utils/parse-code";
import type { ModelData } from "../model-data";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./transformers";

const TEMPLATE = "{% for m in messages %}{{ m.content }}{% endfor %}";
const causalLm = { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" };

function chatModel(fields: Partial<ModelData> = {}): ModelData {
  return modelRecord("org/chat", {
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    config: { tokenizer_config: { chat_template: TEMPLATE } },
    transformersInfo: causalLm,
    ...fields,
  });
}

describe("transformers snippets", () => {
  it("gives the 'Type of model unknown' notice without transformersInfo", () => {
    const result = snippets(modelRecord("org/x"));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(/^# .*Type of model unknown$/);
  });

  it("puts the pipeline snippet first when transformers supports the pipeline tag", () => {
    const [pipeline, direct, ...rest] = snippets(chatModel());
    expect(rest).toEqual([]);
    expect(pipeline).toContain("from transformers import pipeline");
    expect(pipeline).toContain('pipe = pipeline("text-generation", model="org/chat")');
    expect(direct).toContain("from transformers import AutoTokenizer, AutoModelForCausalLM");
    expect(direct).toContain('tokenizer = AutoTokenizer.from_pretrained("org/chat")');
    expect(direct).toContain('model = AutoModelForCausalLM.from_pretrained("org/chat")');
  });

  it("shows only direct loading for a pipeline tag transformers does not support, or none", () => {
    for (const pipeline_tag of ["text-to-3d", undefined]) {
      const result = snippets(modelRecord("org/x", { pipeline_tag, transformersInfo: { auto_model: "AutoModel" } }));
      expect(result).toHaveLength(1);
      expect(result[0]).not.toContain("pipeline(");
      expect(result[0]).toContain('model = AutoModel.from_pretrained("org/x", dtype="auto")');
    }
  });

  it("adds trust_remote_code to every loading call only with the custom_code tag", () => {
    const remote = snippets(chatModel({ tags: ["conversational", "custom_code"] })).join("\n");
    expect(remote.match(/trust_remote_code=True/g)).toHaveLength(3);
    expect(snippets(chatModel()).join("\n")).not.toContain("trust_remote_code");
  });

  it("adds the chat example only with the conversational tag and a chat template", () => {
    const chat = snippets(chatModel());
    expect(chat[0]).toContain('{"role": "user", "content": "Give me three ideas for a rainy Sunday."}');
    expect(chat[0]).toMatch(/pipe\(messages\)$/);
    expect(chat[1]).toContain("tokenizer.apply_chat_template(");
    expect(chat[1]).toContain("max_new_tokens=40");
    expect(chat[1]).toContain('print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[-1]:]))');

    const withoutTemplate = snippets(chatModel({ config: {} }));
    const withoutTag = snippets(chatModel({ tags: [] }));
    for (const snippet of [...withoutTemplate, ...withoutTag]) expect(snippet).not.toContain("messages");
  });

  it("finds a chat template in the tokenizer config, the processor config or chat_template.jinja", () => {
    const configs = [
      { tokenizer_config: { chat_template: [{ name: "default", template: TEMPLATE }] } },
      { processor_config: { chat_template: TEMPLATE } },
      { chat_template_jinja: TEMPLATE },
    ];
    for (const config of configs) expect(snippets(chatModel({ config }))[1]).toContain("apply_chat_template");
    expect(snippets(chatModel({ config: { tokenizer_config: { chat_template: [] } } }))[1]).not.toContain("messages");
  });

  it("uses the image+text message with the image-text-to-text tag", () => {
    const model = chatModel({
      pipeline_tag: "image-text-to-text",
      tags: ["conversational", "image-text-to-text"],
      transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
    });
    const [pipeline, direct] = snippets(model);
    for (const snippet of [pipeline, direct]) {
      expect(snippet).toContain(
        '"url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG"',
      );
      expect(snippet).toContain('"text": "Which animal shapes are printed on these sweets?"');
    }
    expect(pipeline).toMatch(/pipe\(text=messages\)$/);
    expect(direct).toContain("processor.apply_chat_template(");
  });

  it("names the processor variable after the processor class", () => {
    const cases: Array<[string, string]> = [
      ["AutoTokenizer", "tokenizer"],
      ["AutoFeatureExtractor", "extractor"],
      ["AutoImageProcessor", "processor"],
    ];
    for (const [processor, variable] of cases) {
      const [direct] = snippets(modelRecord("org/x", { transformersInfo: { auto_model: "AutoModel", processor } }));
      expect(direct).toContain(`${variable} = ${processor}.from_pretrained("org/x")`);
      expect(direct).not.toContain('dtype="auto"');
    }
  });

  it("passes sample inputs to image classification pipelines", () => {
    const parrots = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png";
    const info = { auto_model: "AutoModel" };
    const [zeroShot] = snippets(
      modelRecord("a/b", { pipeline_tag: "zero-shot-image-classification", transformersInfo: info }),
    );
    expect(zeroShot).toContain(parrots);
    expect(zeroShot).toContain('candidate_labels=["animals", "humans", "landscape"]');
    const [classification] = snippets(
      modelRecord("a/b", { pipeline_tag: "image-classification", transformersInfo: info }),
    );
    expect(classification).toContain(`pipe("${parrots}")`);
  });

  it("never interpolates a class name that is not an identifier", () => {
    const oddProcessor = snippets(
      modelRecord("a/b", { transformersInfo: { auto_model: "AutoModel", processor: 'x")\nimport os' } }),
    );
    expect(oddProcessor[0]).not.toContain("import os");
    expect(snippets(modelRecord("a/b", { transformersInfo: { auto_model: "os.system('x')" } }))[0]).toMatch(
      /Type of model unknown/,
    );
  });

  it("treats a Python keyword as a class name it cannot import", async () => {
    // `from transformers import None` is a syntax error, though `None` looks like an identifier.
    expect(snippets(modelRecord("a/b", { transformersInfo: { auto_model: "None" } }))).toEqual(
      snippets(modelRecord("a/b")),
    );
    const [direct] = snippets(
      modelRecord("a/b", { transformersInfo: { auto_model: "AutoModel", processor: "class" } }),
    );
    expect(direct).toContain("from transformers import AutoModel\n");
    expect(await parsePython(direct ?? "")).toBeNull();
  });
});
