import { describe, expect, it } from "vitest";
import {
  GGMLFileQuantizationType as File,
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  GGUFValueType,
  ggufFileTypeOfLabel,
  parseGGUFQuantLabel,
  SAFETENSORS_DTYPES,
} from "./gguf";
import { QUANTS_AFTER_REFERENCE } from "./test-support/newer-than-reference";
import { hasReference, readReference } from "./test-support/reference";

/** `[name, code]` pairs of a numeric enum, without its reverse (code → name) entries. */
function members(enumObject: Record<string, string | number>): Array<[string, number]> {
  return Object.entries(enumObject).filter((entry): entry is [string, number] => typeof entry[1] === "number");
}

describe("parseGGUFQuantLabel", () => {
  it.each([
    ["Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
    ["mistral-7b-instruct-v0.2.q5_k_s.gguf", "Q5_K_S"],
    ["gemma-2-2b-it-bf16.gguf", "BF16"],
    ["phi-3-mini-F16.gguf", "F16"],
    ["Qwen3-30B-A3B-UD-Q2_K_XL.gguf", "UD-Q2_K_XL"],
    ["qwen3-30b-a3b-ud-iq1_m.gguf", "UD-IQ1_M"],
    ["Qwen3-30B-A3B-Q2_K_XL.gguf", "Q2_K_XL"],
    ["DeepSeek-R1-IQ2_XXS-00001-of-00004.gguf", "IQ2_XXS"],
    ["Q8_0/model-Q4_K_M.gguf", "Q4_K_M"],
    ["gpt-oss-20b-MXFP4_MOE.gguf", "MXFP4_MOE"],
    ["gpt-oss-120b-MXFP4-00001-of-00002.gguf", "MXFP4"],
    ["Qwen3-8B-NVFP4.gguf", "NVFP4"],
    ["Bonsai-8B-Q1_0.gguf", "Q1_0"],
    ["tiny-q2_0.gguf", "Q2_0"],
  ])("reads %s as %s", (fileName, label) => {
    expect(parseGGUFQuantLabel(fileName)).toBe(label);
  });

  it("returns undefined when the name carries no quant label", () => {
    expect(parseGGUFQuantLabel("model.gguf")).toBeUndefined();
    expect(parseGGUFQuantLabel("")).toBeUndefined();
  });

  it("exposes the quant and size variation as named groups", () => {
    expect(GGUF_QUANT_RE.exec("Q3_K_XL")?.groups).toMatchObject({ quant: "Q3_K_XL" });
    expect(GGUF_QUANT_RE.exec("IQ4_XS_FOO")?.groups).toMatchObject({ quant: "IQ4_XS", sizeVariation: "FOO" });
    expect(GGUF_QUANT_RE.exec("UD-Q4_K_XL")?.groups).toMatchObject({ prefix: "UD-", quant: "Q4_K_XL" });
    expect(GGUF_QUANT_RE.exec("Q4_K_M")?.groups?.prefix).toBeUndefined();
    expect("Q8_0 and Q4_0".match(GGUF_QUANT_RE_GLOBAL)).toEqual(["Q8_0", "Q4_0"]);
  });
});

describe("ggufFileTypeOfLabel", () => {
  it.each([
    ["Q4_K_M", File.Q4_K_M],
    ["Q2_K_S", File.Q2_K_S],
    ["UD-Q4_K_XL", File.Q4_K_XL],
    ["UD-IQ1_M", File.IQ1_M],
    ["MXFP4", File.MXFP4_MOE],
    ["UD-MXFP4", File.MXFP4_MOE],
    ["NVFP4", File.NVFP4],
    ["Q1_0", File.Q1_0],
  ])("reads %s as its file type", (label, type) => {
    expect(ggufFileTypeOfLabel(label)).toBe(type);
  });

  it("resolves every file type name, with or without the prefix", () => {
    for (const [name, code] of members(GGMLFileQuantizationType)) {
      expect(ggufFileTypeOfLabel(name), name).toBe(code);
      expect(ggufFileTypeOfLabel(`UD-${name}`), name).toBe(code);
    }
  });

  it("names no type for anything but a whole label", () => {
    for (const text of [
      "",
      "UD-",
      "Q4_K_M_FOO",
      "Q4_K",
      "q4_k_m",
      "X-Q4_K_M",
      "UD-UD-Q4_K_M",
      "15",
      "__proto__",
      "valueOf",
    ])
      expect(ggufFileTypeOfLabel(text), text).toBeUndefined();
  });
});

describe("findNearestQuantType", () => {
  it("returns the requested quant when it is available", () => {
    expect(findNearestQuantType(File.Q4_K_M, [File.Q8_0, File.Q4_K_M, File.Q2_K])).toBe(File.Q4_K_M);
  });

  it("falls back to the largest quant that is smaller than the request", () => {
    expect(findNearestQuantType(File.Q4_K_M, [File.Q2_K, File.Q8_0, File.Q4_K_S, File.IQ4_XS])).toBe(File.Q4_K_S);
    expect(findNearestQuantType(File.F16, [File.Q2_K, File.Q6_K])).toBe(File.Q6_K);
    expect(findNearestQuantType(File.NVFP4, [File.Q8_0, File.MXFP4_MOE, File.Q3_K_M])).toBe(File.Q3_K_M);
    expect(findNearestQuantType(File.Q2_0, [File.Q2_K, File.Q1_0, File.IQ2_XXS])).toBe(File.Q1_0);
  });

  it("takes the smallest available quant when every one is larger than the request", () => {
    expect(findNearestQuantType(File.IQ1_S, [File.F16, File.Q8_0, File.Q5_K_M])).toBe(File.Q5_K_M);
  });

  it("returns undefined when nothing known is available", () => {
    expect(findNearestQuantType(File.Q4_K_M, [])).toBeUndefined();
    expect(findNearestQuantType(File.Q4_K_M, [123_456 as File])).toBeUndefined();
  });
});

describe("enum invariants", () => {
  it("keeps codes unique and maps them back to names", () => {
    for (const enumObject of [GGMLFileQuantizationType, GGMLQuantizationType, GGUFValueType]) {
      const pairs = members(enumObject);
      expect(new Set(pairs.map(([, code]) => code)).size).toBe(pairs.length);
      for (const [name, code] of pairs) expect((enumObject as Record<number, string>)[code]).toBe(name);
    }
  });

  it("orders every file quant type exactly once", () => {
    expect(new Set(GGUF_QUANT_ORDER).size).toBe(GGUF_QUANT_ORDER.length);
    expect([...GGUF_QUANT_ORDER].sort((a, b) => a - b)).toEqual(
      members(GGMLFileQuantizationType)
        .map(([, code]) => code)
        .sort((a, b) => a - b),
    );
  });
});

interface NamedCodes {
  members: Array<{ name: string; code: number }>;
}
interface ReferenceEnums {
  GGMLFileQuantizationType: NamedCodes;
  GGMLQuantizationType: NamedCodes;
  GGUFValueType: NamedCodes;
  GGUF_QUANT_ORDER: { values: string[] };
  GGUF_QUANT_RE: { pattern: string; flags: string; globalVariant: { flags: string } };
  safetensorsDtypes: { values: string[] };
}

const withReference = hasReference("enum coverage against enums.json");

// The sheet is @huggingface/tasks 0.19: the quant types added since are left out by name (gguf.peer.test.ts
// checks them, and the newer label pattern, against the installed peer).
const referenceEra = (names: string[]) => names.filter((name) => !QUANTS_AFTER_REFERENCE.includes(name));

describe.skipIf(!withReference)("enums against the reference", () => {
  const reference = withReference ? readReference<ReferenceEnums>("enums.json") : undefined;
  const asPairs = (named: NamedCodes | undefined) => named?.members.map(({ name, code }) => [name, code]);
  const referenceEraMembers = (enumObject: Record<string, string | number>) =>
    members(enumObject).filter(([name]) => referenceEra([name]).length > 0);

  it("lacks the quant types named as newer, which both GGUF enums have", () => {
    for (const enumObject of [GGMLFileQuantizationType, GGMLQuantizationType]) {
      expect(Object.keys(enumObject)).toEqual(expect.arrayContaining([...QUANTS_AFTER_REFERENCE]));
    }
    for (const named of [reference?.GGMLFileQuantizationType, reference?.GGMLQuantizationType]) {
      const names = named?.members.map(({ name }) => name) ?? [];
      expect(names.length).toBeGreaterThan(0);
      expect(referenceEra(names)).toEqual(names);
    }
  });

  it("has every member and code, in order", () => {
    expect(referenceEraMembers(GGMLFileQuantizationType)).toEqual(asPairs(reference?.GGMLFileQuantizationType));
    expect(referenceEraMembers(GGMLQuantizationType)).toEqual(asPairs(reference?.GGMLQuantizationType));
    expect(members(GGUFValueType)).toEqual(asPairs(reference?.GGUFValueType));
  });

  it("has the reference quant order and safetensors dtypes", () => {
    const order = GGUF_QUANT_ORDER.map((type) => GGMLFileQuantizationType[type]);
    expect(referenceEra(order)).toEqual(reference?.GGUF_QUANT_ORDER.values);
    expect([...SAFETENSORS_DTYPES]).toEqual(reference?.safetensorsDtypes.values);
  });

  it("reads every label the reference pattern reads, the same way", () => {
    const { pattern = "", flags = "", globalVariant } = reference?.GGUF_QUANT_RE ?? {};
    const referenceGlobal = new RegExp(pattern, globalVariant?.flags);
    expect([GGUF_QUANT_RE.flags, GGUF_QUANT_RE_GLOBAL.flags]).toEqual([flags, globalVariant?.flags]);
    const names = referenceEra(members(GGMLFileQuantizationType).map(([name]) => name));
    const fileNames = names.flatMap((name) => [
      `model-${name}.gguf`,
      `model.${name.toLowerCase()}-00001-of-00003.gguf`,
      `${name}/model-${name}_L.gguf`,
      `UD-${name}.gguf`,
    ]);
    let read = 0;
    for (const fileName of [...fileNames, "model.gguf", "Q8_0 and Q4_0"]) {
      const theirs = fileName.toUpperCase().match(referenceGlobal)?.at(-1);
      // 0.21 keeps unsloth's prefix in the label; without it, the label is the one the reference reads.
      expect(parseGGUFQuantLabel(fileName)?.replace(/^UD-/, ""), fileName).toBe(theirs);
      if (theirs !== undefined) read++;
    }
    expect(read).toBe(fileNames.length + 1);
  });
});
