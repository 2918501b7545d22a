import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SseParser } from "./sse";

function parseAll(pieces: string[]): string[] {
  const parser = new SseParser();
  const out: string[] = [];
  for (const piece of pieces) parser.feed(piece, out);
  parser.end(out);
  return out;
}

/** Decodes byte chunks the way the stream reader does, then parses. */
function parseBytes(chunks: Uint8Array[]): string[] {
  const decoder = new TextDecoder();
  return parseAll(chunks.map((chunk) => decoder.decode(chunk, { stream: true })));
}

function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let last = 0;
  for (const point of points) {
    chunks.push(bytes.subarray(last, point));
    last = point;
  }
  chunks.push(bytes.subarray(last));
  return chunks;
}

describe("SseParser", () => {
  it("reads data lines, ignoring comments and other fields", () => {
    expect(parseAll([': keep-alive\nevent: message\nid: 3\ndata: {"a":1}\n\ndata:no-space\n\n'])).toEqual([
      '{"a":1}',
      "no-space",
    ]);
  });

  it("joins multi-line data with newlines and accepts a bare `data` field", () => {
    expect(parseAll(["data: one\ndata\ndata: three\n\n"])).toEqual(["one\n\nthree"]);
  });

  it("ignores fields that merely start with `data` and events without data", () => {
    expect(parseAll(["database: x\n\nevent: ping\n\n"])).toEqual([]);
  });

  it("handles CR, LF and CRLF, including a CRLF split between two feeds", () => {
    expect(parseAll(["data: a\r", "\n\r", "\ndata: b\r\rdata: c\n\n"])).toEqual(["a", "b", "c"]);
  });

  it("delivers a last event not followed by a blank line", () => {
    expect(parseAll(["data: [DONE]"])).toEqual(["[DONE]"]);
  });

  it("gives the same events however the bytes are split, whatever the line endings", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "é", "😀", "中", " ", ":", "{", '"', "x") });
    const event = fc.array(text, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 1, maxLength: 6 }),
        fc.constantFrom("\n", "\r\n", "\r"),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        (events, eol, comments, cuts) => {
          let wire = "";
          for (const lines of events) {
            if (comments) wire += `: comment${eol}`;
            for (const line of lines) wire += `data: ${line}${eol}`;
            wire += eol;
          }
          const bytes = new TextEncoder().encode(wire);
          expect(parseBytes(splitAt(bytes, cuts))).toEqual(events.map((lines) => lines.join("\n")));
        },
      ),
    );
  });
});
