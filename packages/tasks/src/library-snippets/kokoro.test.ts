import { describe, expect, it } from "vitest";
import { DEFAULT_PROMPTS, pyString } from "./common";
import { snippets } from "./kokoro";
import { modelRecord } from "./shared/test-records";

describe("kokoro snippets", () => {
  it("loads the pipeline from the repo and speaks the default text", () => {
    const [code] = snippets(modelRecord("hexgrad/Kokoro-82M"));
    expect(code).toContain('KPipeline(lang_code="a", repo_id="hexgrad/Kokoro-82M")');
    expect(code).toContain(`text = ${pyString(DEFAULT_PROMPTS.speech)}`);
  });

  it("speaks the widget text when the card has one", () => {
    const [code] = snippets(modelRecord("hexgrad/Kokoro-82M", { widgetData: [{ text: 'Say "hi"\nnow' }] }));
    expect(code).toContain('text = "Say \\"hi\\"\\nnow"');
  });
});
