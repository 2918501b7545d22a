// textRanking end to end: the emulated reranker's order, the pipeline route, and every malformed answer refused.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { InferenceClient } from "../InferenceClient";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { fakeFetch, jsonResponse, mappingFor } from "../test-support/fake-fetch";
import { type TextRankingArgs, textRanking } from "./nlp";

const RERANKER = "BAAI/bge-reranker-v2-m3";
const inputs = {
  query: "Which fox is red?",
  texts: ["A blue whale sings.", "The red fox hunts at dusk.", "Which car is red?"],
};

describe("textRanking against the emulator", () => {
  const emulator = useEmulator();
  const client = () => new InferenceClient(HF_TOKEN, { fetch: emulator().fetch, maxRetries: 0 });

  it("ranks every document by relevance through the hf-inference text-ranking pipeline", async () => {
    emulator().setProviderMapping(RERANKER, [{ provider: "hf-inference", providerId: RERANKER, task: "text-ranking" }]);
    const ranking = await client().textRanking({ model: RERANKER, provider: "hf-inference", inputs });
    // The query's words are which, fox, is, red: the car shares three, the fox two, the whale none.
    expect(ranking).toEqual([
      { index: 2, score: 0.75 },
      { index: 1, score: 0.5 },
      { index: 0, score: 0 },
    ]);
    const sent = emulator().requests.at(-1);
    expect(`${sent?.host}${sent?.path}`).toBe(
      `router.huggingface.co/hf-inference/models/${RERANKER}/pipeline/text-ranking`,
    );
    expect(sent?.body).toEqual({ inputs });
  });

  it("passes parameters on: the texts back, raw scores", async () => {
    const ranking = await client().textRanking({
      model: RERANKER,
      provider: "hf-inference",
      inferenceProviderMapping: mappingFor("hf-inference", "text-ranking", RERANKER),
      inputs,
      parameters: { return_text: true, raw_scores: true },
    });
    expect(ranking.map(({ text, score }) => [text, score])).toEqual([
      ["Which car is red?", 3],
      ["The red fox hunts at dusk.", 2],
      ["A blue whale sings.", 0],
    ]);
  });

  it("ranks with a cross-encoder the Hub maps to text-classification", async () => {
    emulator().setProviderMapping(RERANKER, [
      { provider: "hf-inference", providerId: RERANKER, task: "text-classification" },
    ]);
    const ranking = await client().textRanking({ model: RERANKER, inputs });
    expect(ranking.map(({ index }) => index)).toEqual([2, 1, 0]);
  });

  it("sends a dedicated endpoint the same payload", async () => {
    const endpoint = client().endpoint("https://router.huggingface.co/hf-inference/models/org/my-reranker");
    const ranking = await endpoint.textRanking({ inputs });
    expect(ranking.map(({ index }) => index)).toEqual([2, 1, 0]);
  });
});

/** What textRanking makes of `answer` (a JSON value, or JSON text as sent) to three documents. */
function rankThree(answer: unknown, args: Partial<TextRankingArgs> = {}) {
  const { fetch, calls } = fakeFetch(() =>
    typeof answer === "string"
      ? new Response(answer, { headers: { "content-type": "application/json" } })
      : jsonResponse(answer),
  );
  const ranking = textRanking(
    {
      accessToken: HF_TOKEN,
      model: RERANKER,
      provider: "hf-inference",
      inferenceProviderMapping: mappingFor("hf-inference", "text-ranking", RERANKER),
      inputs: { query: "q", texts: ["a", "b", "c"] },
      ...args,
    },
    { fetch, maxRetries: 0 },
  );
  return { ranking, calls };
}

async function expectRefusal(call: Promise<unknown>, type: new (...args: never[]) => Error, message: string) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
}

describe("textRanking answers", () => {
  it("sorts an answer given in another order, most relevant first", async () => {
    const { ranking } = rankThree([
      { index: 0, score: 0.1 },
      { index: 2, score: 0.9, text: "c" },
      { index: 1, score: -2 },
    ]);
    await expect(ranking).resolves.toEqual([
      { index: 2, score: 0.9, text: "c" },
      { index: 0, score: 0.1 },
      { index: 1, score: -2 },
    ]);
  });

  it("accepts fewer results than documents", async () => {
    await expect(rankThree([{ index: 1, score: 0.5 }]).ranking).resolves.toEqual([{ index: 1, score: 0.5 }]);
  });

  it.each([
    ["an object", { index: 0, score: 1 }],
    ["a string score", [{ index: 0, score: "0.9" }]],
    ["a missing score", [{ index: 0 }]],
    ["an infinite score", '[{"index":0,"score":1e999}]'],
    ["a string index", [{ index: "0", score: 1 }]],
    ["a negative index", [{ index: -1, score: 1 }]],
    ["a fractional index", [{ index: 0.5, score: 1 }]],
    ["a text that is not a string", [{ index: 0, score: 1, text: 7 }]],
    ["null", null],
  ])("refuses %s", async (_, answer) => {
    await expectRefusal(
      rankThree(answer).ranking,
      InferenceClientProviderOutputError,
      "Received malformed response from HF-Inference text-ranking API: expected Array<{index: number, score: number, text?: string}>",
    );
  });

  it.each([
    ["an index past the documents sent", [{ index: 3, score: 1 }], "index 3 names no document (3 sent)"],
    [
      "a document ranked twice",
      [
        { index: 1, score: 1 },
        { index: 1, score: 0.5 },
      ],
      "document 1 is ranked twice",
    ],
    [
      "more results than documents",
      Array.from({ length: 100_000 }, (_, index) => ({ index, score: 0 })),
      "100000 results for 3 documents",
    ],
  ])("refuses %s", async (_, answer, detail) => {
    await expectRefusal(
      rankThree(answer).ranking,
      InferenceClientProviderOutputError,
      `Received malformed text-ranking response: ${detail}`,
    );
  });

  it.each([
    ["a string", "rank these"],
    ["texts missing", { query: "q" }],
    ["a query that is not a string", { query: 1, texts: ["a"] }],
    ["texts that are not strings", { query: "q", texts: ["a", 2] }],
  ])("refuses inputs that are %s before sending anything", async (_, bad) => {
    const { ranking, calls } = rankThree([], { inputs: bad as TextRankingArgs["inputs"] });
    await expectRefusal(
      ranking,
      InferenceClientInputError,
      "text-ranking inputs must be { query: string, texts: string[] }",
    );
    expect(calls).toHaveLength(0);
  });
});
