// No handler does work super-linear in the request: at 1×, 8× and 64× the size, the time to answer and the
// size of the answer grow at most linearly. Times are the best of three and the allowance is 4× linear, so
// machine noise passes while a quadratic handler (64× the work at 8×, 4096× at 64×) fails.
import { describe, expect, it } from "vitest";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { directUrl } from "../test-support/provider-oracle";
import { send } from "../test-support/requests";
import type { Emulator } from "./types";

/** Items (rows, texts, labels, messages, ...) in a request at 1×. */
const BASE = 1_000;
const TIME_ALLOWANCE = 4;
const SIZE_ALLOWANCE = 2;

const texts = (count: number) => Array.from({ length: count }, (_, i) => `word ${i}`);
const hub = `Bearer ${HF_TOKEN}`;
const pipeline = (task: string) => `https://router.huggingface.co/hf-inference/models/org/m/pipeline/${task}`;

interface Scenario {
  name: string;
  url: string;
  authorization: string;
  /** Items at 1× when not BASE: enough for a quadratic handler's work to outweigh the round trip. */
  items?: number;
  body(items: number): unknown;
}

const SCENARIOS: Scenario[] = [
  {
    name: "tabular-classification",
    url: pipeline("tabular-classification"),
    authorization: hub,
    items: 400,
    body: (n) => ({ inputs: { data: { a: texts(n), b: texts(n) } } }),
  },
  {
    name: "tabular-regression",
    url: pipeline("tabular-regression"),
    authorization: hub,
    items: 400,
    body: (n) => ({ inputs: { data: { a: texts(n), b: texts(n) } } }),
  },
  {
    name: "sentence-similarity",
    url: pipeline("sentence-similarity"),
    authorization: hub,
    body: (n) => ({ inputs: { source_sentence: "source ".repeat(n), sentences: texts(n) } }),
  },
  {
    name: "text-ranking",
    url: pipeline("text-ranking"),
    authorization: hub,
    body: (n) => ({ inputs: { query: texts(n).join(" "), texts: texts(n) }, parameters: { return_text: true } }),
  },
  {
    name: "feature-extraction",
    url: pipeline("feature-extraction"),
    authorization: hub,
    body: (n) => ({ inputs: texts(n) }),
  },
  {
    name: "zero-shot-classification",
    url: pipeline("zero-shot-classification"),
    authorization: hub,
    body: (n) => ({ inputs: "text ".repeat(n), parameters: { candidate_labels: texts(n) } }),
  },
  {
    name: "table-question-answering",
    url: pipeline("table-question-answering"),
    authorization: hub,
    body: (n) => ({ inputs: { query: "which?", table: JSON.stringify({ a: texts(n), b: texts(n) }) } }),
  },
  {
    name: "question-answering",
    url: pipeline("question-answering"),
    authorization: hub,
    body: (n) => ({ inputs: { question: "q ".repeat(n), context: `${" ".repeat(n)}${"c ".repeat(n)}` } }),
  },
  {
    name: "chat: many messages and tools, streamed",
    url: "https://router.huggingface.co/v1/chat/completions",
    authorization: hub,
    body: (n) => ({
      model: "org/m",
      messages: texts(n).map((content) => ({ role: "user", content })),
      tools: texts(n).map((name) => ({ type: "function", function: { name, parameters: { type: "object" } } })),
      stream: true,
    }),
  },
  {
    name: "chat: a structured reply of many words and a long model id, streamed",
    url: directUrl("groq", "/openai/v1/chat/completions"),
    authorization: `Bearer ${PROVIDER_KEY}`,
    body: (n) => ({
      model: "m".repeat(n / 125),
      messages: [{ role: "user", content: "x" }],
      response_format: {
        type: "json_schema",
        json_schema: { schema: { type: "object", properties: Object.fromEntries(texts(n).map((k) => [k, {}])) } },
      },
      stream: true,
    }),
  },
  {
    name: "embeddings",
    url: directUrl("nebius", "/v1/embeddings"),
    authorization: `Bearer ${PROVIDER_KEY}`,
    body: (n) => ({ model: "m", input: texts(n) }),
  },
  {
    name: "fal LoRAs",
    url: directUrl("fal-ai", "/fal-ai/flux-lora"),
    authorization: `Key ${PROVIDER_KEY}`,
    body: (n) => ({
      prompt: "p ".repeat(n),
      loras: texts(n).map((_, i) => ({ path: `https://huggingface.co/o/m${i}/resolve/main/x.safetensors`, scale: 1 })),
    }),
  },
  {
    name: "Replicate prediction",
    url: directUrl("replicate", "/v1/models/o/m/predictions"),
    authorization: `Bearer ${PROVIDER_KEY}`,
    body: (n) => ({ input: { prompt: "p ".repeat(n), extra: texts(n) } }),
  },
];

/**
 * Time to answer (best of up to three runs: noise only ever adds time) and the answer's size. With an
 * allowance, runs stop once one is within it, or once one is so far past it that more runs cannot help.
 */
async function measure(emulator: Emulator, scenario: Scenario, items: number, allowedMs = 0) {
  const body = scenario.body(items);
  let best = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const response = await send(emulator, scenario.url, { authorization: scenario.authorization, body });
    bytes = (await response.arrayBuffer()).byteLength;
    best = Math.min(best, performance.now() - started);
    expect(response.ok, `${scenario.name}: status ${response.status}`).toBe(true);
    if (allowedMs > 0 && (best <= allowedMs || best > 4 * allowedMs)) break;
  }
  return { ms: best, bytes };
}

describe("handlers grow linearly with the request", () => {
  const emulator = useEmulator();

  it.each(SCENARIOS)("$name", async (scenario) => {
    const items = scenario.items ?? BASE;
    // Warm-up: a cold first run (code not yet compiled) would make every other look fast.
    await measure(emulator(), scenario, items);
    const base = await measure(emulator(), scenario, items);
    // 8× first: a quadratic handler fails there in seconds instead of running for minutes at 64×.
    for (const factor of [8, 64]) {
      const allowedMs = base.ms * factor * TIME_ALLOWANCE;
      const scaled = await measure(emulator(), scenario, items * factor, allowedMs);
      expect(scaled.bytes / base.bytes, `${scenario.name}: answer size at ${factor}×`).toBeLessThanOrEqual(
        factor * SIZE_ALLOWANCE,
      );
      expect(scaled.ms, `${scenario.name}: time at ${factor}× (1×: ${base.ms.toFixed(1)} ms)`).toBeLessThanOrEqual(
        allowedMs,
      );
    }
  });
});
