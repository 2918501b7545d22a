import type { Token } from "@inferkit/ui";
import { describe, expect, it } from "vitest";
import { highlightJinja } from "./jinja-highlight";
import { STARTERS } from "./starters";

const kinds = (tokens: Token[]) => tokens.filter((t) => t.kind !== "text").map((t) => `${t.kind}:${t.text}`);
const joined = (tokens: Token[]) => tokens.map((t) => t.text).join("");

describe("highlightJinja", () => {
  it("marks delimiters, statement keywords, filters, tests, attributes, strings and comments", () => {
    const source = "{# hi #}{%- if messages[0].role is not none %}{{ m.content | trim + 'x%}' }}{% endif -%}";
    expect(kinds(highlightJinja(source))).toEqual([
      "comment:{# hi #}",
      "keyword:{%-",
      "keyword:if",
      "punctuation:[",
      "number:0",
      "punctuation:]",
      "punctuation:.",
      "property:role",
      "keyword:is",
      "keyword:not",
      "function:none",
      "keyword:%}",
      "variable:{{",
      "punctuation:.",
      "property:content",
      "operator:|",
      "function:trim",
      "operator:+",
      "string:'x%}'",
      "variable:}}",
      "keyword:{%",
      "keyword:endif",
      "keyword:-%}",
    ]);
  });

  it("leaves template text plain, and a dict literal's braces do not close the tag", () => {
    const tokens = highlightJinja('<|im_start|>{{ {"a": {"b": 1}} | tojson }} done');
    expect(tokens[0]).toEqual({ kind: "text", text: "<|im_start|>" });
    expect(kinds(tokens).at(-1)).toBe("variable:}}");
    expect(tokens.at(-1)).toEqual({ kind: "text", text: " done" });
  });

  it("keeps a raw block's tags as text", () => {
    const tokens = highlightJinja("{% raw %}{{ x }}{% endraw %}");
    expect(tokens.some((t) => t.kind === "text" && t.text === "{{ x }}")).toBe(true);
    expect(kinds(tokens)).toContain("keyword:endraw");
  });

  it("gives back exactly its input, for every starter and for broken or unclosed tags", () => {
    const samples = [
      ...STARTERS.map((s) => s.template),
      "{{ 'unclosed",
      "{% if x",
      "{# open comment",
      "}} %} {",
      "{{ ((( }}",
      "",
      "{%+ x +%}{{- y -}}",
    ];
    for (const source of samples) expect(joined(highlightJinja(source))).toBe(source);
  });
});
