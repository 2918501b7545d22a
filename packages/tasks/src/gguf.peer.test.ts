// The GGUF helpers against the installed @huggingface/tasks (its latest release): the same quant order, label
// pattern, labels and fallbacks. The enums' members and values are compared in exports-parity.test.ts.
import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import {
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  parseGGUFQuantLabel,
} from "./gguf";
import { QUANTS_AFTER_REFERENCE } from "./test-support/newer-than-reference";

describe("GGUF helpers against the peer's latest release", () => {
  it("has the peer's quant order, the types newer than the reference included", () => {
    expect(GGUF_QUANT_ORDER).toEqual(peer.GGUF_QUANT_ORDER);
    const ordered = GGUF_QUANT_ORDER.map((type) => GGMLFileQuantizationType[type]);
    expect(ordered).toEqual(expect.arrayContaining([...QUANTS_AFTER_REFERENCE]));
  });

  it("has the peer's label pattern", () => {
    expect([GGUF_QUANT_RE.source, GGUF_QUANT_RE.flags]).toEqual([peer.GGUF_QUANT_RE.source, peer.GGUF_QUANT_RE.flags]);
    expect(GGUF_QUANT_RE_GLOBAL.flags).toBe(peer.GGUF_QUANT_RE_GLOBAL.flags);
  });

  it("reads the peer's label from every kind of file name", () => {
    const names = Object.keys(GGMLFileQuantizationType).filter((key) => Number.isNaN(Number(key)));
    const fileNames = [
      ...names.flatMap((name) => [`m-${name}.gguf`, `m-ud-${name.toLowerCase()}.gguf`, `${name}/m-${name}_XL.gguf`]),
      "gpt-oss-20b-MXFP4.gguf",
      "gpt-oss-20b-MXFP4_MOE.gguf",
      "m-UD-MXFP4-00001-of-00002.gguf",
      "model.gguf",
      "",
    ];
    for (const fileName of fileNames) {
      expect(parseGGUFQuantLabel(fileName), fileName).toBe(peer.parseGGUFQuantLabel(fileName));
    }
  });

  it("falls back to the quant the peer picks, for every target and choice of files", () => {
    // Every target against windows of three along the order, given largest last: each rule meets each type.
    const reversed = [...GGUF_QUANT_ORDER].reverse();
    const choices = [[], [...GGUF_QUANT_ORDER], ...reversed.map((_, start) => reversed.slice(start, start + 3))];
    let compared = 0;
    for (const target of [...GGUF_QUANT_ORDER, 123_456 as GGMLFileQuantizationType]) {
      for (const available of choices) {
        const theirs = peer.findNearestQuantType(target, available);
        expect(findNearestQuantType(target, available), `${target} from ${available}`).toBe(theirs);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2_000);
  });
});
