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
  parseGGUFQuantLabel,
  SAFETENSORS_DTYPES,
} from "./gguf";
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
    ["Qwen3-30B-A3B-UD-Q2_K_XL.gguf", "Q2_K_XL"],
    ["DeepSeek-R1-IQ2_XXS-00001-of-00004.gguf", "IQ2_XXS"],
    ["Q8_0/model-Q4_K_M.gguf", "Q4_K_M"],
    ["gpt-oss-20b-MXFP4_MOE.gguf", "MXFP4_MOE"],
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
    expect("Q8_0 and Q4_0".match(GGUF_QUANT_RE_GLOBAL)).toEqual(["Q8_0", "Q4_0"]);
  });
});

describe("findNearestQuantType", () => {
  it("returns the requested quant when it is available", () => {
    expect(findNearestQuantType(File.Q4_K_M, [File.Q8_0, File.Q4_K_M, File.Q2_K])).toBe(File.Q4_K_M);
  });

  it("falls back to the largest quant that is smaller than the request", () => {
    expect(findNearestQuantType(File.Q4_K_M, [File.Q2_K, File.Q8_0, File.Q4_K_S, File.IQ4_XS])).toBe(File.Q4_K_S);
    expect(findNearestQuantType(File.F16, [File.Q2_K, File.Q6_K])).toBe(File.Q6_K);
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

describe.skipIf(!withReference)("enums against the reference", () => {
  const reference = withReference ? readReference<ReferenceEnums>("enums.json") : undefined;
  const asPairs = (named: NamedCodes | undefined) => named?.members.map(({ name, code }) => [name, code]);

  it("has every member and code, in order", () => {
    expect(members(GGMLFileQuantizationType)).toEqual(asPairs(reference?.GGMLFileQuantizationType));
    expect(members(GGMLQuantizationType)).toEqual(asPairs(reference?.GGMLQuantizationType));
    expect(members(GGUFValueType)).toEqual(asPairs(reference?.GGUFValueType));
  });

  it("has the reference quant order, label pattern and safetensors dtypes", () => {
    expect(GGUF_QUANT_ORDER.map((type) => GGMLFileQuantizationType[type])).toEqual(reference?.GGUF_QUANT_ORDER.values);
    expect(GGUF_QUANT_RE.source).toBe(reference?.GGUF_QUANT_RE.pattern);
    expect(GGUF_QUANT_RE.flags).toBe(reference?.GGUF_QUANT_RE.flags);
    expect(GGUF_QUANT_RE_GLOBAL.flags).toBe(reference?.GGUF_QUANT_RE.globalVariant.flags);
    expect([...SAFETENSORS_DTYPES]).toEqual(reference?.safetensorsDtypes.values);
  });
});
