import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CodeLanguage, highlight, normalizeLanguage } from "./highlight";

const kinds = (code: string, language: CodeLanguage) =>
  highlight(code, language)
    .filter((t) => t.kind !== "text")
    .map((t) => `${t.kind}:${t.text}`);

describe("highlight", () => {
  it("never changes the code: tokens concatenate back to the input", () => {
    const languages: CodeLanguage[] = ["javascript", "typescript", "python", "shell", "json", "text"];
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom(...languages), (code, language) => {
        expect(
          highlight(code, language)
            .map((t) => t.text)
            .join(""),
        ).toBe(code);
      }),
      { numRuns: 500 },
    );
  });

  it("marks JavaScript keywords, strings, calls, properties and comments", () => {
    const code =
      'import { InferenceClient } from "@inferkit/inference"; // client\nconst out = await client.chatCompletion({ max_tokens: 512 });';
    expect(kinds(code, "javascript")).toEqual([
      "keyword:import",
      "punctuation:{",
      "punctuation:}",
      "keyword:from",
      'string:"@inferkit/inference"',
      "punctuation:;",
      "comment:// client",
      "keyword:const",
      "operator:=",
      "keyword:await",
      "punctuation:.",
      "property:chatCompletion",
      "punctuation:(",
      "punctuation:{",
      "punctuation::",
      "number:512",
      "punctuation:}",
      "punctuation:)",
      "punctuation:;",
    ]);
  });

  it("does not treat keywords inside identifiers as keywords", () => {
    expect(kinds("const important = doNothing", "javascript")).toEqual(["keyword:const", "operator:="]);
  });

  it("marks Python strings (prefixed and triple-quoted), decorators, builtins and calls", () => {
    const code = '@torch.no_grad()\ndef run(x):\n    """Doc."""\n    print(f"{x}", len(x)) # done\n    return None';
    expect(kinds(code, "python")).toEqual([
      "function:@torch.no_grad",
      "punctuation:(",
      "punctuation:)",
      "keyword:def",
      "function:run",
      "punctuation:(",
      "punctuation:)",
      "punctuation::",
      'string:"""Doc."""',
      "builtin:print",
      "punctuation:(",
      'string:f"{x}"',
      "punctuation:,",
      "builtin:len",
      "punctuation:(",
      "punctuation:)",
      "punctuation:)",
      "comment:# done",
      "keyword:return",
      "keyword:None",
    ]);
  });

  it("marks shell commands, options, variables and strings", () => {
    const code =
      'curl https://router.example/v1 \\\n    -H "Authorization: Bearer $HF_TOKEN" \\\n    --data @body.json';
    const marked = kinds(code, "shell");
    expect(marked).toContain("function:curl");
    expect(marked).toContain("property:-H");
    expect(marked).toContain('string:"Authorization: Bearer $HF_TOKEN"');
    expect(marked).toContain("property:--data");
    expect(marked).toContain("punctuation:\\");
    expect(kinds("echo $HOME # home", "shell")).toEqual(["function:echo", "variable:$HOME", "comment:# home"]);
  });

  it("tells JSON keys from string values", () => {
    expect(kinds('{"inputs": "hi", "n": 2, "ok": true}', "json")).toEqual([
      "punctuation:{",
      'property:"inputs"',
      "punctuation::",
      'string:"hi"',
      "punctuation:,",
      'property:"n"',
      "punctuation::",
      "number:2",
      "punctuation:,",
      'property:"ok"',
      "punctuation::",
      "keyword:true",
      "punctuation:}",
    ]);
  });

  it("normalises the language names snippets use", () => {
    expect(normalizeLanguage("py")).toBe("python");
    expect(normalizeLanguage("sh")).toBe("shell");
    expect(normalizeLanguage("curl")).toBe("shell");
    expect(normalizeLanguage("JS")).toBe("javascript");
    expect(normalizeLanguage("ts")).toBe("typescript");
    expect(normalizeLanguage("swift")).toBe("text");
    expect(normalizeLanguage(undefined)).toBe("text");
  });
});
