import { describe, expect, it } from "vitest";
import { DEFAULT_PROMPTS, pyString } from "./common";
import { snippets } from "./pocket-tts";
import { modelRecord } from "./shared/test-records";

describe("pocket-tts snippets", () => {
  it("loads the repo and speaks the default text", () => {
    const [code] = snippets(modelRecord('org/v"x'));
    expect(code).toContain('TTSModel.load_model("org/v\\"x")');
    expect(code).toContain(pyString(DEFAULT_PROMPTS.speech));
  });

  it("speaks the widget text, quoted, when the card has one", () => {
    const [code] = snippets(modelRecord("org/v", { widgetData: [{ text: 'Say "hi"\nnow' }] }));
    expect(code).toContain('"Say \\"hi\\"\\nnow"');
  });
});
