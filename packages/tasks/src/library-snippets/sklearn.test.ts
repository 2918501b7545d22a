import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./sklearn";

const skops = (file?: string, model_format?: string) =>
  modelRecord("org/clf", { tags: ["skops"], config: { sklearn: { model: { file }, model_format } } });

describe("sklearn snippets", () => {
  it("loads sklearn_model.joblib from repositories without the skops tag", () => {
    const [snippet] = snippets(modelRecord("org/clf"));
    expect(snippet).toContain('hf_hub_download("org/clf", "sklearn_model.joblib")');
    expect(snippet).toContain("joblib.load(");
    expect(snippet).toContain("# Only load pickle files from sources you trust");
  });

  it("says the model filename is missing for skops repositories without one", () => {
    expect(snippets(skops())).toEqual(["# ⚠️ Model filename not specified in config.json"]);
  });

  it("loads pickle-format skops files with joblib", () => {
    const [snippet] = snippets(skops("model.pkl", "pickle"));
    expect(snippet).toContain('download(repo_id="org/clf", dst="path_to_folder")');
    expect(snippet).toContain('model = joblib.load("path_to_folder/model.pkl")');
  });

  it("loads skops-format files with skops.io after listing their untrusted types", () => {
    for (const model of [skops("model.skops", "skops"), skops("model.skops")]) {
      const [snippet] = snippets(model);
      expect(snippet).toContain("from skops.io import get_untrusted_types, load");
      expect(snippet).toContain('untrusted_types = get_untrusted_types(file="path_to_folder/model.skops")');
      expect(snippet).not.toContain("joblib");
    }
  });
});
