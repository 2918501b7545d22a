import { describe, expect, it } from "vitest";
import { snippets } from "./nemo";
import { modelRecord } from "./shared/test-records";

describe("nemo snippets", () => {
  it("transcribes with an ASR model for the automatic-speech-recognition tag", () => {
    const [snippet] = snippets(modelRecord("nvidia/parakeet", { tags: ["automatic-speech-recognition"] }));
    expect(snippet).toContain("import nemo.collections.asr as nemo_asr");
    expect(snippet).toContain('nemo_asr.models.ASRModel.from_pretrained("nvidia/parakeet")');
    expect(snippet).toContain('asr_model.transcribe(["file.wav"])');
  });

  it("says the tags name no NeMo domain it covers otherwise", () => {
    for (const tags of [[], ["text-generation"]]) {
      expect(snippets(modelRecord("nvidia/x", { tags }))).toEqual([
        "# No NeMo snippet: the tags name no NeMo domain it covers (only automatic-speech-recognition).",
      ]);
    }
  });
});
