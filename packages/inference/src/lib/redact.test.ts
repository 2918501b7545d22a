import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../errors";
import { EXCERPT_CHARS, excerpt, quote, scrub, scrubError, scrubValue } from "./redact";

const secret = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789_-"),
  minLength: 8,
  maxLength: 40,
});
const text = fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJ .:{}\"'"), maxLength: 60 });

describe("scrub and excerpt", () => {
  it("replace every occurrence, leaving short or absent secrets alone", () => {
    expect(scrub("bad key hf_abcdef here hf_abcdef", "hf_abcdef")).toBe("bad key [redacted] here [redacted]");
    expect(scrub("abc", undefined)).toBe("abc");
    expect(scrub("a b", "a")).toBe("a b");
  });

  it("look for the token without the whitespace around it, which the platform strips from a header", () => {
    const pasted = "\tgsk_first\ngsk_second\r\n";
    const quoted = 'Headers.append: "Bearer gsk_first\ngsk_second" is an invalid header value.';
    expect(scrub(quoted, pasted)).toBe('Headers.append: "Bearer [redacted]" is an invalid header value.');
    expect(excerpt(`${"X".repeat(EXCERPT_CHARS - 4)}gsk_first`, pasted)).toBe(
      `${"X".repeat(EXCERPT_CHARS - 4)}… [truncated]`,
    );
    expect(scrub("a    b", "  a  ")).toBe("a    b");
  });

  it("an excerpt cut through the secret keeps no piece of it, wherever the cut falls", () => {
    fc.assert(
      fc.property(secret, text, fc.nat(), fc.boolean(), (key, after, shift, alreadyCut) => {
        const before = "P".repeat(EXCERPT_CHARS - 1 - (shift % (key.length - 1)));
        const quoted = excerpt(before + key + after, key, alreadyCut);
        expect(quoted.length).toBeLessThanOrEqual(EXCERPT_CHARS + 20);
        expect(quoted).not.toContain(key.slice(0, 4));
      }),
    );
  });

  it("a body read only in part loses a trailing start of the secret", () => {
    expect(excerpt("message ends with sk-abc", "sk-abcdef", true)).toBe("message ends with … [truncated]");
    expect(excerpt("message ends with sk-abc", "sk-abcdef", false)).toBe("message ends with sk-abc");
  });

  it("quote writes non-strings as bounded JSON", () => {
    expect(quote({ a: "sk-abcdef" }, "sk-abcdef")).toBe('{"a":"[redacted]"}');
    expect(quote("x".repeat(10 * EXCERPT_CHARS), undefined)).toHaveLength(EXCERPT_CHARS + "… [truncated]".length);
    expect(quote("model not found", undefined)).toBe('"model not found"');
  });
});

describe("scrubValue and scrubError", () => {
  it("scrub keys and values at any depth, returning untouched values as they were", () => {
    const clean = { a: [1, { b: "x" }] };
    expect(scrubValue(clean, "sk-abcdef")).toBe(clean);
    expect(scrubValue({ "sk-abcdef": ["key sk-abcdef"] }, "sk-abcdef")).toEqual({ "[redacted]": ["key [redacted]"] });
  });

  it("leave no trace of the secret in any serialised form of an error", () => {
    fc.assert(
      fc.property(secret, text, (key, words) => {
        const echo = `${words}${key}${words}`;
        const error = new InferenceClientProviderApiError(
          `Failed: ${echo}`,
          { url: `https://x/?k=${key}`, method: "POST", headers: { "X-Echo": echo }, body: { [echo]: echo } },
          { requestId: echo, status: 401, body: { error: { [key]: [echo] } } },
        );
        scrubError(error, key);
        for (const form of [
          String(error),
          error.stack,
          JSON.stringify(error),
          inspect(error, { depth: Number.POSITIVE_INFINITY }),
        ]) {
          expect(form).not.toContain(key);
        }
      }),
    );
  });

  it("replace a body nested deeper than it walks", () => {
    let deep: unknown = "sk-abcdef";
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(JSON.stringify(scrubValue(deep, "sk-abcdef"))).not.toContain("sk-abcdef");
  });
});
