import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PYTHON } from "../../../../scripts/test-utils/parse-code";
import type { ModelData } from "../model-data";
import {
  DEFAULT_PROMPTS,
  hashComment,
  hasRemoteCode,
  jsString,
  nameWithoutNamespace,
  noticeSnippet,
  promptFor,
  pyString,
  shellQuote,
  widgetSentences,
  widgetText,
} from "./common";

// Evaluates each Python literal of a JSON list and prints the values as JSON.
const LITERAL_EVAL = "import ast, json, sys; print(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)]))";

const model = (extra: Partial<ModelData> = {}): ModelData => ({ id: "org/name", tags: [], ...extra });

describe("nameWithoutNamespace", () => {
  it("drops the namespace", () => {
    expect(nameWithoutNamespace("org/name")).toBe("name");
    expect(nameWithoutNamespace("bare")).toBe("bare");
  });
});

describe("string literals", () => {
  const hostile = ['a"b', "a'b", "line\nbreak", "back\\slash", "tab\tend", "\u2028sep", "é ✓ 🚀"];

  it("JavaScript literals evaluate back to the input", () => {
    for (const value of hostile) {
      const literal = jsString(value);
      expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
      expect(new Function(`return ${literal};`)()).toBe(value);
      expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
    }
  });

  it("Python literals evaluate back to the input", () => {
    const literals = hostile.map(pyString);
    const evaluated = execFileSync(PYTHON, ["-c", LITERAL_EVAL], { input: JSON.stringify(literals), encoding: "utf8" });
    expect(JSON.parse(evaluated)).toEqual(hostile);
  });

  it("Python literals never contain a raw line break or an unescaped quote", () => {
    for (const value of hostile) {
      const body = pyString(value).slice(1, -1);
      expect(body).not.toMatch(/[\n\r\u2028\u2029]/);
      expect(body.replace(/\\\\/g, "").replace(/\\"/g, "")).not.toContain('"');
    }
  });

  it("shell words keep plain ids bare and quote the rest", () => {
    expect(shellQuote("org/name-1.5")).toBe("org/name-1.5");
    expect(shellQuote("it's $HOME")).toBe("'it'\\''s $HOME'");
  });
});

describe("comments and notices", () => {
  it("keeps every line of the text inside the comment", () => {
    expect(hashComment("one\ntwo")).toBe("# one\n# two");
    const [notice] = noticeSnippet("Type of model unknown");
    expect(notice).toContain("Type of model unknown");
    expect(notice?.startsWith("#")).toBe(true);
  });
});

describe("model lookups", () => {
  it("detects the remote-code tag", () => {
    expect(hasRemoteCode(model({ tags: ["custom_code"] }))).toBe(true);
    expect(hasRemoteCode(model())).toBe(false);
  });

  it("reads widget text, else falls back", () => {
    expect(widgetText(model())).toBeUndefined();
    expect(promptFor(model(), DEFAULT_PROMPTS.textToImage)).toBe(DEFAULT_PROMPTS.textToImage);
    const withText = model({ widgetData: [{ text: "a red fox" }] });
    expect(promptFor(withText, DEFAULT_PROMPTS.textToImage)).toBe("a red fox");
  });

  it("reads sentence-similarity widgets and ignores malformed ones", () => {
    const similarity = model({ widgetData: [{ source_sentence: "q", sentences: ["a", "b"] }] });
    expect(widgetSentences(similarity)).toEqual({ source: "q", sentences: ["a", "b"] });
    const malformed = model({ widgetData: [{ source_sentence: "", sentences: [] }] });
    expect(widgetSentences(malformed)).toEqual({ source: undefined, sentences: undefined });
  });
});
