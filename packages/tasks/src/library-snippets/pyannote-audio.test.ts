import { describe, expect, it } from "vitest";
import { snippets } from "./pyannote-audio";
import { modelRecord } from "./shared/test-records";

describe("pyannote-audio snippets", () => {
  it("runs a Pipeline for pyannote-audio-pipeline repositories", () => {
    const [snippet] = snippets(modelRecord("pyannote/speaker-diarization-3.1", { tags: ["pyannote-audio-pipeline"] }));
    expect(snippet).toContain('pipeline = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1")');
    expect(snippet).toContain('pipeline({"waveform": waveform, "sample_rate": sample_rate})');
    expect(snippet).not.toContain("Model.from_pretrained");
  });

  it("wraps a single Model in Inference otherwise", () => {
    const [snippet] = snippets(modelRecord("pyannote/segmentation-3.0"));
    expect(snippet).toContain('model = Model.from_pretrained("pyannote/segmentation-3.0")');
    expect(snippet).toContain("inference = Inference(model)");
    expect(snippet).not.toContain("Pipeline");
  });
});
