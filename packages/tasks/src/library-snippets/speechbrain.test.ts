import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./speechbrain";

const withInterface = (speechbrain_interface: string) =>
  modelRecord("speechbrain/m", { config: { speechbrain: { speechbrain_interface } } });

describe("speechbrain snippets", () => {
  it("says the interface is not specified without one in config.json", () => {
    expect(snippets(modelRecord("speechbrain/m"))).toEqual(["# ⚠️ interface not specified in config.json"]);
  });

  it("says the interface is invalid for an unknown one", () => {
    for (const name of ["Nope", "toString", "__proto__"]) {
      expect(snippets(withInterface(name))).toEqual(["# ⚠️ interface in config.json invalid"]);
    }
  });

  it("calls each interface's file method on a sample file", () => {
    const cases: Array<[string, string, string]> = [
      ["EncoderClassifier", "classifiers", "classify_file"],
      ["EncoderDecoderASR", "ASR", "transcribe_file"],
      ["EncoderASR", "ASR", "transcribe_file"],
      ["SpectralMaskEnhancement", "enhancement", "enhance_file"],
      ["SepformerSeparation", "separation", "separate_file"],
    ];
    for (const [name, module, method] of cases) {
      const [snippet] = snippets(withInterface(name));
      expect(snippet).toContain(`from speechbrain.inference.${module} import ${name}`);
      expect(snippet).toContain(`model = ${name}.from_hparams(source="speechbrain/m")`);
      expect(snippet).toContain(`model.${method}("file.wav")`);
    }
  });
});
