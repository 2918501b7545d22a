import { describe, expect, it } from "vitest";
import { promptPieces } from "./prompt-pieces";

describe("promptPieces", () => {
  it("marks the tokenizer's tokens, common token shapes, spaces, tabs and newlines", () => {
    const prompt = "<s>[INST] Hi\tthere [/INST]<|im_end|>\n<MY_EOS>";
    expect(promptPieces(prompt, ["<s>", "<MY_EOS>", ""])).toEqual([
      { kind: "token", text: "<s>" },
      { kind: "token", text: "[INST]" },
      { kind: "space", text: " " },
      { kind: "text", text: "Hi" },
      { kind: "tab", text: "\t" },
      { kind: "text", text: "there" },
      { kind: "space", text: " " },
      { kind: "token", text: "[/INST]" },
      { kind: "token", text: "<|im_end|>" },
      { kind: "newline", text: "\n" },
      { kind: "token", text: "<MY_EOS>" },
    ]);
  });

  it("prefers the longest token, treats tokens as literal text, and always rejoins to the prompt", () => {
    expect(promptPieces("<|a|>b", ["<|a|>b"])).toEqual([{ kind: "token", text: "<|a|>b" }]);
    for (const [prompt, tokens] of [
      ["a.b(c)*", [".*", "(c)"]],
      ["", ["<s>"]],
      ["plain", []],
      ["  \n\n\t x", ["x".repeat(300)]],
    ] as const) {
      expect(
        promptPieces(prompt, tokens)
          .map((p) => p.text)
          .join(""),
      ).toBe(prompt);
    }
    expect(promptPieces("a.b", [".*"])).toEqual([{ kind: "text", text: "a.b" }]);
  });
});
