import { describe, expect, it } from "vitest";
import { EMULATED_APIS } from "../providers";
import { ACCEPTED_HUB_TOKEN, findModelRecord, MODEL_RECORDS, recordAccess } from "./model-records";

describe("model records", () => {
  it("have unique ids and name only emulated providers in their mappings", () => {
    const ids = MODEL_RECORDS.map((r) => r.fields.id);
    expect(new Set(ids).size).toBe(ids.length);
    const emulated = new Set(EMULATED_APIS.map((api) => api.id));
    for (const record of MODEL_RECORDS)
      for (const entry of record.mapping)
        expect(emulated.has(entry.provider), `${record.fields.id}: ${entry.provider}`).toBe(true);
  });

  it("find a record by its exact id only", () => {
    expect(findModelRecord("openai-community/gpt2")?.fields.pipeline_tag).toBe("text-generation");
    expect(findModelRecord("OpenAI-Community/GPT2")).toBeUndefined();
  });

  it("let anyone read public records, and only the accepted token gated or private ones", () => {
    const gpt2 = findModelRecord("openai-community/gpt2");
    const gated = findModelRecord("meta-llama/Llama-3.2-3B-Instruct");
    if (!gpt2 || !gated) throw new Error("records missing");
    expect(recordAccess(gpt2, undefined)).toBe(200);
    expect(recordAccess(gated, undefined)).toBe(401);
    expect(recordAccess(gated, "hf_other")).toBe(403);
    expect(recordAccess(gated, ACCEPTED_HUB_TOKEN)).toBe(200);
  });
});
