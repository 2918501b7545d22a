import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonText, quotedString } from "./code-literals";

// Strings that reach both ways of quoting: plain ASCII (quoted as it is), and anything with a quote, a
// backslash, a control, DEL, a separator, a bidi control or a lone surrogate (serialised).
const awkward = fc.constantFrom('"', "\\", "\n", "\u0000", "\u007f", "\u0085", "\u2028", "\u202e", "\ufeff", "\ud800");
const mixed = fc
  .array(fc.oneof(fc.string({ unit: "grapheme-ascii" }), awkward, fc.string({ unit: "binary" })), {
    maxLength: 6,
  })
  .map((parts) => parts.join(""));

describe("quotedString", () => {
  it("writes what the serialising path writes, for plain and awkward text alike", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        expect(quotedString(text)).toBe(jsonText(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("is one line that JSON reads back as the same text", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const quoted = quotedString(text);
        expect(quoted).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
        expect(JSON.parse(quoted)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("quotes plain text as it is, and escapes what would end or reorder the line", () => {
    expect(quotedString("meta-llama/Llama-3.1-8B-Instruct")).toBe('"meta-llama/Llama-3.1-8B-Instruct"');
    expect(quotedString('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(quotedString("a\u2028b\u202ec\u007f")).toBe('"a\\u2028b\\u202ec\\u007f"');
  });
});
