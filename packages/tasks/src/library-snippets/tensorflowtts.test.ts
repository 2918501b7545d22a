import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./tensorflowtts";

describe("tensorflowtts snippets", () => {
  it("loads a processor with text-to-mel models", () => {
    const [snippet] = snippets(modelRecord("tensorspeech/tacotron2", { tags: ["text-to-mel", "mel-to-wav"] }));
    expect(snippet).toContain('processor = AutoProcessor.from_pretrained("tensorspeech/tacotron2")');
    expect(snippet).not.toContain("model.inference(mels)");
  });

  it("turns mels into audio with mel-to-wav models", () => {
    const [snippet] = snippets(modelRecord("tensorspeech/melgan", { tags: ["mel-to-wav"] }));
    expect(snippet).toContain("audios = model.inference(mels)");
    expect(snippet).not.toContain("AutoProcessor");
  });

  it("only loads the model otherwise", () => {
    const [snippet] = snippets(modelRecord("tensorspeech/x"));
    expect(snippet).toContain('model = TFAutoModel.from_pretrained("tensorspeech/x")');
    expect(snippet).not.toMatch(/AutoProcessor|model\.inference/);
  });
});
