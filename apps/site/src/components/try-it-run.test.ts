import { clearProviderMappingCache, InferenceClientProviderApiError } from "@inferkit/inference";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chunk, fakeInferenceFetch, json, sse } from "../test-support/fake-inference-fetch";
import { describeFailure, MAX_REPLY_CHARS, runTask, streamChat } from "./try-it-run";

const TOKEN = "hf_runnerSecret77";
const settings = (model: string) => ({
  model,
  provider: "hf-inference",
  accessToken: TOKEN,
  signal: new AbortController().signal,
});

beforeEach(() => clearProviderMappingCache());
afterEach(() => vi.unstubAllGlobals());

describe("runTask", () => {
  it("shows token classification as entities, text and scores", async () => {
    fakeInferenceFetch(() => json([{ entity_group: "LOC", word: "Paris", score: 0.99712, start: 0, end: 5 }]), {
      "hf-inference": "token-classification",
    });
    expect(await runTask("token-classification", "Paris", settings("org/ner"))).toEqual({
      kind: "table",
      caption: "Entities",
      columns: ["Entity", "Text", "Score"],
      rows: [["LOC", "Paris", "0.997"]],
      more: 0,
    });
  });

  it("shows detected objects with their boxes", async () => {
    fakeInferenceFetch(() => json([{ label: "cat", score: 0.5, box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } }]), {
      "hf-inference": "object-detection",
    });
    const result = await runTask(
      "object-detection",
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]),
      settings("org/detr"),
    );
    expect(result).toMatchObject({ kind: "table", rows: [["cat", "0.500", "1, 2, 30, 40"]] });
  });

  it("describes an embedding by its size and first numbers, per token when nested", async () => {
    fakeInferenceFetch(() => json(Array.from({ length: 384 }, (_, i) => i / 1000)), {
      "hf-inference": "feature-extraction",
    });
    expect(await runTask("feature-extraction", "hi", settings("org/embedder"))).toEqual({
      kind: "text",
      text: "384 numbers: [0.0000, 0.0010, 0.0020, 0.0030, 0.0040, 0.0050, 0.0060, 0.0070, …]",
    });
    clearProviderMappingCache();
    fakeInferenceFetch(
      () =>
        json([
          [0.5, 0.25],
          [1, 2],
        ]),
      { "hf-inference": "feature-extraction" },
    );
    expect(await runTask("feature-extraction", "hi", settings("org/per-token"))).toEqual({
      kind: "text",
      text: "2 vectors of 2 (first shown): [0.5000, 0.2500]",
    });
  });

  it("bounds what it shows of a large answer: 50 rows, 200 characters a cell", async () => {
    const labels = Array.from({ length: 500 }, (_, i) => ({ label: `${"L".repeat(1000)}${i}`, score: 0.001 }));
    fakeInferenceFetch(() => json(labels), { "hf-inference": "text-classification" });
    const result = await runTask("text-classification", "x", settings("org/many"));
    if (result.kind !== "table") throw new Error(`expected a table, got ${result.kind}`);
    expect(result.rows).toHaveLength(50);
    expect(result.more).toBe(450);
    expect(result.rows[0]?.[0]).toHaveLength(200);
  });

  it("reads summaries and translations", async () => {
    fakeInferenceFetch(() => json([{ summary_text: "Short." }]), { "hf-inference": "summarization" });
    expect(await runTask("summarization", "Long text", settings("org/bart"))).toEqual({ kind: "text", text: "Short." });
    clearProviderMappingCache();
    fakeInferenceFetch(() => json([{ translation_text: "Bonjour" }]), { "hf-inference": "translation" });
    expect(await runTask("translation", "Hello", settings("org/opus"))).toEqual({ kind: "text", text: "Bonjour" });
  });
});

describe("streamChat", () => {
  it("stops reading at MAX_REPLY_CHARS", async () => {
    const piece = "x".repeat(40_000);
    fakeInferenceFetch((_url, signal) => sse([chunk(piece), chunk(piece), chunk(piece), "data: [DONE]\n\n"], signal));
    let text = "";
    for await (const part of streamChat([{ role: "user", content: "go" }], {
      ...settings("org/chat"),
      provider: "auto",
    }))
      text += part;
    expect(text).toHaveLength(MAX_REPLY_CHARS);
  });
});

describe("describeFailure", () => {
  it("keeps the client's message, and removes the token wherever it appears", () => {
    const error = new InferenceClientProviderApiError(
      `Failed to perform inference: bad key ${TOKEN}`,
      { url: "https://router.huggingface.co/v1/chat/completions", method: "POST" },
      { requestId: "r", status: 401, body: {} },
    );
    expect(describeFailure(error, TOKEN)).toBe("Failed to perform inference: bad key [token]");
    expect(describeFailure(new TypeError(`fetch ${TOKEN} failed`), TOKEN)).toBe(
      "The call failed: fetch [token] failed",
    );
  });
});
