import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./vibevoice";

describe("vibevoice snippets", () => {
  it("loads processor and model from the same quoted repo id", () => {
    const [code] = snippets(modelRecord('org/vibe"voice'));
    expect(code).toContain('VibeVoiceProcessor.from_pretrained("org/vibe\\"voice")');
    expect(code).toContain('VibeVoiceForConditionalGenerationInference.from_pretrained("org/vibe\\"voice", ');
  });

  it("gives one voice sample per speaker of the script", () => {
    const [code] = snippets(modelRecord("org/v"));
    const speakers = new Set(code?.match(/Speaker \d/g));
    expect(speakers.size).toBe(2);
    expect(code).toContain("voice_samples=[[voice, voice]]");
  });
});
