import { describe, expect, it } from "vitest";
import { guessSnippetLanguage } from "./snippet-language";

describe("guessSnippetLanguage", () => {
  it("recognises install and CLI commands as shell", () => {
    expect(guessSnippetLanguage("pip install -U transformers")).toBe("shell");
    expect(guessSnippetLanguage("# Download\nhuggingface-cli download gpt2")).toBe("python");
    expect(guessSnippetLanguage("\nmlx_lm.generate --model x --prompt hi")).toBe("shell");
  });
  it("recognises Transformers.js code as JavaScript", () => {
    expect(
      guessSnippetLanguage('import { pipeline } from "@huggingface/transformers";\nconst pipe = await pipeline("x");'),
    ).toBe("javascript");
  });
  it("defaults to Python", () => {
    expect(guessSnippetLanguage("from transformers import pipeline\npipe = pipeline('fill-mask')")).toBe("python");
    expect(guessSnippetLanguage("import torch\nx = torch.ones(1)")).toBe("python");
  });
});
