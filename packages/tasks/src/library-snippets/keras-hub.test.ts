import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { snippets } from "./keras-hub";
import { modelRecord } from "./shared/test-records";

const withTasks = (tasks: string[]): ModelData => modelRecord("keras/model", { config: { keras_hub: { tasks } } });

describe("keras-hub snippets", () => {
  it("shows only the backbone when config.json lists no task", () => {
    const result = snippets(modelRecord("keras/model"));
    expect(result).toHaveLength(1);
    expect(result[0]).toContain('keras_hub.models.Backbone.from_preset("hf://keras/model")');
  });

  it("shows dedicated examples in a fixed order, then other tasks, then the backbone", () => {
    const result = snippets(withTasks(["Seq2SeqLM", "ImageClassifier", "CausalLM"]));
    expect(result).toHaveLength(4);
    expect(result[0]).toContain("keras_hub.models.CausalLM.from_preset");
    expect(result[0]).toContain("causal_lm.generate(");
    expect(result[1]).toContain("keras_hub.models.ImageClassifier.from_preset");
    expect(result[2]).toContain("keras_hub.models.Seq2SeqLM.from_preset");
    expect(result[3]).toContain("keras_hub.models.Backbone.from_preset");
  });

  it("covers every dedicated task", () => {
    const result = snippets(withTasks(["TextToImage", "TextClassifier"]));
    expect(result[0]).toContain("text_to_image.generate(");
    expect(result[1]).toContain("text_classifier.predict(");
  });

  it("drops task names that are not Python identifiers and never repeats the backbone", () => {
    const result = snippets(withTasks(["Backbone", "os.system('x')", "bad name"]));
    expect(result).toHaveLength(1);
    expect(result.join("\n")).not.toContain("os.system");
  });

  it("tolerates a malformed tasks field", () => {
    const broken = modelRecord("k", { config: { keras_hub: { tasks: "CausalLM" as unknown as string[] } } });
    expect(snippets(broken)).toHaveLength(1);
  });

  it("ignores task entries that are not strings or are Python keywords", () => {
    const junk = [null, 42, "None", "CausalLM"] as unknown as string[];
    const result = snippets(withTasks(junk));
    expect(result).toHaveLength(2);
    expect(result.join("\n")).not.toMatch(/keras_hub\.models\.(null|None|42)\b/);
  });
});
