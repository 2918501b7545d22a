import { describe, expect, it } from "vitest";
import { DEFAULT_PROMPTS, NOTICES, shellQuote } from "./common";
import { snippets } from "./memra";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

describe("memra snippets", () => {
  it("installs, generates once and serves the repo as an hf: spec", () => {
    const [install, generate, serve] = snippets(modelRecord("org/Qwen3-8B-GGUF"));
    expect(install).toContain("tools/install.sh | sh");
    expect(generate).toContain(
      `MEMRA_CHAT=1 run-gen hf:org/Qwen3-8B-GGUF --prompt ${shellQuote(DEFAULT_PROMPTS.chat)}`,
    );
    expect(serve).toContain("MEMRA_MODELS=model=hf:org/Qwen3-8B-GGUF memra-server");
  });

  it("quotes the widget prompt for the shell", () => {
    const [, generate] = snippets(modelRecord("org/m", { widgetData: [{ text: "it's $HOME" }] }));
    expect(generate).toContain(`--prompt 'it'\\''s $HOME'`);
  });

  it("shows a notice instead of commands for an id that is not a repo id", () => {
    expect(snippets(modelRecord(HOSTILE_ID))).toEqual([`# ⚠️ ${NOTICES.notRepoId}`]);
  });
});
