// Client overhead against @huggingface/inference and openai: browser bundle size of a chat-only import,
// CPU per call with an in-process fake fetch, and CPU per streamed chunk on 64 KiB reads, each as a
// ratio to plain fetch doing the same work by hand.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { formatMs, type Measurement, measure } from "../../../scripts/bench-kit";
import { chatCompletion, chatCompletionStream } from "../src/index";

// The bench runs from a temporary bundle: peers and esbuild are resolved from the repository.
const repo = process.env.INFERKIT_REPO ?? join(import.meta.dirname ?? ".", "../../..");
const fromRepo = createRequire(join(repo, "package.json"));
const importFromRepo = async <T>(name: string) => (await import(pathToFileURL(fromRepo.resolve(name)).href)) as T;

type ChatFn = (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<unknown>;
type StreamFn = (args: Record<string, unknown>, options: Record<string, unknown>) => AsyncIterable<unknown>;
const peer = await importFromRepo<{ chatCompletion: ChatFn; chatCompletionStream: StreamFn }>("@huggingface/inference");
const { default: OpenAI } = await importFromRepo<{
  default: new (
    options: Record<string, unknown>,
  ) => {
    chat: { completions: { create: (body: Record<string, unknown>) => Promise<unknown> } };
  };
}>("openai");
const esbuild = fromRepo("esbuild") as typeof import("esbuild");

// ---- Bundle size ----

async function gzippedBundle(contents: string, alias: Record<string, string> = {}): Promise<number> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: repo, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    alias,
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ours = await gzippedBundle(
  'import { chatCompletion } from "@inferkit/inference"; globalThis.f = chatCompletion;',
  {
    "@inferkit/inference": join(repo, "packages/inference/src/index.ts"),
  },
);
const peerSize = await gzippedBundle(
  'import { chatCompletion } from "@huggingface/inference"; globalThis.f = chatCompletion;',
);
const openaiSize = await gzippedBundle('import OpenAI from "openai"; globalThis.f = OpenAI;');
console.log("\nBundle of a chatCompletion-only import (esbuild, browser, ESM, minified, gzip)");
console.log(`  @inferkit/inference      ${kb(ours).padStart(9)}`);
console.log(`  @huggingface/inference   ${kb(peerSize).padStart(9)}  ours is ${(peerSize / ours).toFixed(1)}× smaller`);
console.log(
  `  openai                   ${kb(openaiSize).padStart(9)}  ours is ${(openaiSize / ours).toFixed(1)}× smaller`,
);
console.log("  goal: ≤ 15 KB");

// ---- A fake provider, in process ----

const KEY = "gsk_bench_key";
const URL_CHAT = "https://api.groq.com/openai/v1/chat/completions";
const messages = [{ role: "user", content: "Say hello." }];
const completion = JSON.stringify({
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1,
  model: "llama",
  system_fingerprint: null,
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Hello there!" } }],
  usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
});
const mapping = JSON.stringify({
  inferenceProviderMapping: [
    { provider: "groq", providerId: "llama", hfModelId: "org/llama", task: "conversational", status: "live" },
  ],
});

const jsonHeaders = { "content-type": "application/json" };
const fakeFetch = (async (input: RequestInfo | URL) =>
  new Response(String(input).startsWith("https://huggingface.co/") ? mapping : completion, {
    headers: jsonHeaders,
  })) as typeof fetch;

// ---- CPU per call ----

/**
 * Process CPU time per call of `fn` (the goals are about CPU, and on a shared machine wall time mostly
 * measures the neighbours), after a wall-clock warm-up with bench-kit's `measure`.
 */
async function cpuPerCall(name: string, fn: () => unknown, calls: number): Promise<Measurement> {
  await measure(name, fn, { timeMs: 100, warmupMs: 100 });
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await fn();
  const used = process.cpuUsage(start);
  const meanMs = (used.user + used.system) / 1000 / calls;
  return { name, meanMs, opsPerSecond: 1000 / meanMs, samples: calls };
}

/** Measures every row in turn, five rounds, keeping each row's best. */
async function measureRows(rows: Array<[string, () => unknown]>, calls: number): Promise<Measurement[]> {
  const best = new Map<string, Measurement>();
  for (let round = 0; round < 5; round++) {
    for (const [name, fn] of rows) {
      const m = await cpuPerCall(name, fn, calls);
      const previous = best.get(name);
      if (!previous || m.meanMs < previous.meanMs) best.set(name, m);
    }
  }
  return rows.map(([name]) => best.get(name) as Measurement);
}

function report(title: string, rows: Measurement[], goal: string): void {
  const [baseline] = rows;
  console.log(`\n${title}`);
  for (const row of rows) {
    const ratio = baseline ? (row.meanMs / baseline.meanMs).toFixed(2) : "";
    console.log(`  ${row.name.padEnd(26)} ${formatMs(row.meanMs).padStart(10)}  ${ratio}× plain fetch`);
  }
  console.log(`  goal: ${goal}`);
}

const chatArgs = { model: "org/llama", provider: "groq" as const, accessToken: KEY, messages };
const openai = new OpenAI({ apiKey: KEY, baseURL: "https://api.groq.com/openai/v1", fetch: fakeFetch, maxRetries: 0 });
const callRows = await measureRows(
  [
    [
      "plain fetch",
      async () => {
        const response = await fakeFetch(URL_CHAT, {
          method: "POST",
          headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
          body: JSON.stringify({ messages, model: "llama" }),
        });
        return response.json();
      },
    ],
    ["@inferkit/inference", () => chatCompletion(chatArgs, { fetch: fakeFetch })],
    ["@huggingface/inference", () => peer.chatCompletion(chatArgs, { fetch: fakeFetch })],
    ["openai", () => openai.chat.completions.create({ model: "llama", messages })],
  ],
  5_000,
);
report(
  "CPU per chat completion call (in-process fake fetch; process CPU time, best of 5)",
  callRows,
  "ours ≤ 1.05× plain fetch",
);

// ---- CPU per streamed chunk ----

const event = `data: ${JSON.stringify({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1,
  model: "llama",
  choices: [{ index: 0, delta: { content: "hello" }, finish_reason: null }],
})}\n\n`;
const READ_SIZE = 64 * 1024;
const eventsPerRead = Math.floor(READ_SIZE / event.length);
const READS = 8;
const block = new TextEncoder().encode(event.repeat(eventsPerRead));
const done = new TextEncoder().encode("data: [DONE]\n\n");
const totalEvents = eventsPerRead * READS;

const streamFetch = (async (input: RequestInfo | URL) => {
  if (String(input).startsWith("https://huggingface.co/")) return new Response(mapping, { headers: jsonHeaders });
  let reads = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (reads < READS) controller.enqueue(block);
      else if (reads === READS) controller.enqueue(done);
      else controller.close();
      reads++;
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}) as typeof fetch;

async function drain(stream: AsyncIterable<unknown>): Promise<number> {
  let count = 0;
  for await (const _ of stream) count++;
  return count;
}

/** Plain fetch done by hand: read, decode, split events, parse each. */
async function plainStream(): Promise<number> {
  const response = await streamFetch(URL_CHAT, { method: "POST", body: "{}" });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let count = 0;
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) return count;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    let start = 0;
    while (end !== -1) {
      const data = buffer.slice(start + 6, end);
      if (data !== "[DONE]") {
        JSON.parse(data);
        count++;
      }
      start = end + 2;
      end = buffer.indexOf("\n\n", start);
    }
    buffer = buffer.slice(start);
  }
}

const openaiStreaming = new OpenAI({
  apiKey: KEY,
  baseURL: "https://api.groq.com/openai/v1",
  fetch: streamFetch,
  maxRetries: 0,
});
const perChunk = (m: Measurement): Measurement => ({
  ...m,
  meanMs: m.meanMs / totalEvents,
  opsPerSecond: m.opsPerSecond * totalEvents,
});
const streamRows = (
  await measureRows(
    [
      ["plain fetch", plainStream],
      ["@inferkit/inference", () => drain(chatCompletionStream(chatArgs, { fetch: streamFetch }))],
      ["@huggingface/inference", () => drain(peer.chatCompletionStream(chatArgs, { fetch: streamFetch }))],
      [
        "openai",
        async () =>
          drain(
            (await openaiStreaming.chat.completions.create({
              model: "llama",
              messages,
              stream: true,
            })) as AsyncIterable<unknown>,
          ),
      ],
    ],
    40,
  )
).map(perChunk);
report(
  `CPU per streamed chunk (${eventsPerRead} events per 64 KiB read; process CPU time, best of 5)`,
  streamRows,
  "ours ≤ 1.5× plain fetch",
);
