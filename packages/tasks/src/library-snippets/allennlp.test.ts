import { describe, expect, it } from "vitest";
import { snippets } from "./allennlp";
import { modelRecord } from "./shared/test-records";

describe("allennlp snippets", () => {
  it("loads the predictor from an hf:// path", () => {
    const [code] = snippets(modelRecord("allenai/model"));
    expect(code).toContain('Predictor.from_path("hf://allenai/model")');
    expect(code).not.toContain("predict_json");
  });

  it("adds a question-answering call for question-answering models", () => {
    const [code] = snippets(modelRecord("allenai/qa", { tags: ["question-answering"] }));
    expect(code).toContain("predictor.predict_json(predictor_input)");
    expect(code).toContain('"question": "What does Ada do in Porto?"');
  });
});
