import { describe, expect, it } from "vitest";
import { snippets } from "./espnet";
import { modelRecord } from "./shared/test-records";

describe("espnet snippets", () => {
  it("loads text-to-speech models with Text2Speech", () => {
    const [code] = snippets(modelRecord("espnet/tts", { tags: ["text-to-speech"] }));
    expect(code).toContain("from espnet2.bin.tts_inference import Text2Speech");
    expect(code).toContain('Text2Speech.from_pretrained("espnet/tts")');
  });

  it("reads the waveform from the dict Text2Speech returns, not by unpacking it", () => {
    const [code] = snippets(modelRecord("espnet/tts", { tags: ["text-to-speech"] }));
    // Unpacking a dict (`speech, *_ = model(...)`) would bind its first key, a string, not audio.
    expect(code).not.toMatch(/,\s*\*_\s*=\s*model\(/);
    expect(code).toMatch(/^speech = model\(.*\)\["wav"\]$/m);
  });

  it("loads speech recognition models with Speech2Text and reads audio first", () => {
    const [code] = snippets(modelRecord("espnet/asr", { tags: ["automatic-speech-recognition"] }));
    expect(code).toContain('Speech2Text.from_pretrained("espnet/asr")');
    expect(code).toContain("import soundfile");
  });

  it("prefers text-to-speech when both tags are present", () => {
    const [code] = snippets(modelRecord("e", { tags: ["automatic-speech-recognition", "text-to-speech"] }));
    expect(code).toContain("Text2Speech");
  });

  it("explains the accepted types otherwise", () => {
    const result = snippets(modelRecord("e"));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(/^# /);
    expect(result[0]).toContain("text-to-speech or automatic-speech-recognition");
  });
});
