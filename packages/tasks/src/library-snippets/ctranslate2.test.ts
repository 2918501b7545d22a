import { describe, expect, it } from "vitest";
import { snippets } from "./ctranslate2";
import { modelRecord } from "./shared/test-records";

describe("ctranslate2 snippets", () => {
  it("transcribes with faster-whisper for speech recognition models", () => {
    const [code] = snippets(
      modelRecord("Systran/faster-whisper-small", { pipeline_tag: "automatic-speech-recognition" }),
    );
    expect(code).toContain('WhisperModel("Systran/faster-whisper-small", device="auto")');
  });

  it("generates text with a CTranslate2 generator otherwise", () => {
    const [code] = snippets(modelRecord("org/ct2-model", { pipeline_tag: "text-generation" }));
    expect(code).toContain('snapshot_download("org/ct2-model")');
    expect(code).toContain("ctranslate2.Generator(model_path");
  });
});
