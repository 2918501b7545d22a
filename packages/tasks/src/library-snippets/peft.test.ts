import { describe, expect, it } from "vitest";
import { snippets } from "./peft";
import { modelRecord } from "./shared/test-records";

const adapter = (task_type?: string, base_model_name_or_path?: string) =>
  modelRecord("org/adapter", { config: { peft: { task_type, base_model_name_or_path } } });

describe("peft snippets", () => {
  it("loads the adapter on its base model with the auto class of its task type", () => {
    const cases: Array<[string, string]> = [
      ["CAUSAL_LM", "AutoModelForCausalLM"],
      ["SEQ_2_SEQ_LM", "AutoModelForSeq2SeqLM"],
      ["TOKEN_CLS", "AutoModelForTokenClassification"],
      ["SEQ_CLS", "AutoModelForSequenceClassification"],
    ];
    for (const [taskType, autoClass] of cases) {
      const [snippet] = snippets(adapter(taskType, "org/base"));
      expect(snippet).toContain(`from transformers import ${autoClass}`);
      expect(snippet).toContain(`base_model = ${autoClass}.from_pretrained("org/base")`);
      expect(snippet).toContain('model = PeftModel.from_pretrained(base_model, "org/adapter")');
    }
  });

  it("says 'Task type is invalid.' for other or missing task types", () => {
    for (const model of [
      adapter("FEATURE_EXTRACTION", "org/base"),
      adapter(undefined, "org/base"),
      modelRecord("x/y"),
    ]) {
      expect(snippets(model)).toEqual(["# ⚠️ Task type is invalid."]);
    }
    expect(snippets(adapter("constructor", "org/base"))).toEqual(["# ⚠️ Task type is invalid."]);
  });

  it("says 'Base model is not found.' without a base model", () => {
    expect(snippets(adapter("CAUSAL_LM"))).toEqual(["# ⚠️ Base model is not found."]);
    expect(snippets(adapter("CAUSAL_LM", ""))).toEqual(["# ⚠️ Base model is not found."]);
  });
});
