import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { snippets } from "./adapter-transformers";
import { modelRecord } from "./shared/test-records";

describe("adapter-transformers snippets", () => {
  it("loads the base model named in config.json, then the adapter", () => {
    const [code] = snippets(
      modelRecord("AdapterHub/bert-base-uncased-pf-squad", {
        config: { adapter_transformers: { model_name: "bert-base-uncased" } },
      }),
    );
    expect(code).toContain('AutoAdapterModel.from_pretrained("bert-base-uncased")');
    expect(code).toContain('model.load_adapter("AdapterHub/bert-base-uncased-pf-squad", set_active=True)');
  });

  it("asks for the base model when config.json does not name it", () => {
    const [code] = snippets(modelRecord("org/adapter"));
    expect(code).toContain('AutoAdapterModel.from_pretrained("fill-in-base-model")');
  });

  it("treats a model_name that is not a string as missing", () => {
    const config = { adapter_transformers: { model_name: { name: "x" } } } as unknown as ModelData["config"];
    const [code] = snippets(modelRecord("org/adapter", { config }));
    expect(code).toContain('AutoAdapterModel.from_pretrained("fill-in-base-model")');
  });
});
