import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./sklearn";

const skops = (file?: string, model_format?: string) =>
  modelRecord("org/clf", { tags: ["skops"], config: { sklearn: { model: { file }, model_format } } });

describe("sklearn snippets", () => {
  it("loads sklearn_model.joblib from repositories without the skops tag", () => {
    const [snippet] = snippets(modelRecord("org/clf"));
    expect(snippet).toContain('model_path = hf_hub_download("org/clf", "sklearn_model.joblib")');
    expect(snippet).toContain("model = joblib.load(model_path)");
    expect(snippet).toContain(
      "# Unpickling can run arbitrary code, so load this file only if you trust the repository",
    );
  });

  it("says the model filename is missing for skops repositories without one", () => {
    expect(snippets(skops())).toEqual(["# ⚠️ Model filename not specified in config.json"]);
  });

  it("loads pickle-format skops files with joblib", () => {
    const [snippet] = snippets(skops("model.pkl", "pickle"));
    expect(snippet).toContain('model_path = hf_hub_download("org/clf", "model.pkl")');
    expect(snippet).toContain("model = joblib.load(model_path)");
    expect(snippet).toContain(
      "# Unpickling can run arbitrary code, so load this file only if you trust the repository",
    );
  });

  it("downloads the model file with huggingface_hub rather than skops.hub_utils", () => {
    for (const model of [skops("model.pkl", "pickle"), skops("model.skops")]) {
      const [snippet] = snippets(model);
      expect(snippet).toContain("from huggingface_hub import hf_hub_download");
      expect(snippet).not.toContain("hub_utils");
    }
  });

  it("loads skops-format files with skops.io after listing their untrusted types", () => {
    for (const model of [skops("model.skops", "skops"), skops("model.skops")]) {
      const [snippet] = snippets(model);
      expect(snippet).toContain("from skops.io import get_untrusted_types, load");
      expect(snippet).toContain('model_path = hf_hub_download("org/clf", "model.skops")');
      expect(snippet).toContain("untrusted_types = get_untrusted_types(file=model_path)");
      expect(snippet).toContain("model = load(model_path, trusted=untrusted_types)");
      expect(snippet).not.toContain("joblib");
    }
  });
});
