import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientResponseTooLargeError } from "../errors";
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
    expect(parseAll(["data: a\r", "", "\ndata: b\n\n"])).toEqual(["a\nb"]);
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

/** Feeds one event whose data line is `chunks` × `size` characters, arriving `size` characters at a time. */
function feedLongLine(chunks: number, size: number, parser = new SseParser()): string[] {
  const out: string[] = [];
  const piece = "x".repeat(size);
  parser.feed("data: ", out);
  for (let i = 0; i < chunks; i++) parser.feed(piece, out);
  parser.feed("\n\n", out);
  return out;
}

/** Fastest of `runs` timings of `work` (the minimum shrugs off a GC pause or a busy neighbour). */
function fastest(runs: number, work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("SseParser cost and limits", () => {
  it("parses a long line arriving in many small pieces in time linear in its length", () => {
    const base = 4096;
    expect(feedLongLine(base, 32)[0]).toHaveLength(base * 32);
    feedLongLine(base * 8, 32); // warm-up
    const small = fastest(5, () => feedLongLine(base, 32));
    const large = fastest(5, () => feedLongLine(base * 8, 32));
    // Linear work gives about 8×; re-scanning the pending line on every piece gave about 64×.
    expect(large / Math.max(small, 0.05)).toBeLessThan(20);
  });

  it("fails with a ResponseTooLargeError once an event outgrows maxEventChars, whether one line or many", () => {
    expect(() => feedLongLine(1000, 100, new SseParser(50_000))).toThrow(InferenceClientResponseTooLargeError);
    const parser = new SseParser(50_000);
    const out: string[] = [];
    expect(() => {
      for (let i = 0; i < 1000; i++) parser.feed(`data: ${"y".repeat(99)}\n`, out);
    }).toThrow(/A streamed event exceeded maxEventChars \(50000 characters\)/);
    expect(out).toEqual([]);
  });

  it("accepts events up to the limit, each event counted on its own", () => {
    const parser = new SseParser(1000);
    const out: string[] = [];
    for (let i = 0; i < 50; i++) parser.feed(`data: ${"z".repeat(900)}\n\n`, out);
    expect(out).toHaveLength(50);
  });
});
