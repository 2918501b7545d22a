// Client overhead against @huggingface/inference and openai: browser bundle size of a chat-only import,
// CPU per call with an in-process fake fetch, and CPU per streamed chunk on 64 KiB reads, each as a
// ratio to plain fetch doing the same work by hand (reading the body with `response.json()`, as a
// hand-written call and both peers do). Our client reads bodies from their streams, which in Node
// costs less than `json()`: a second line compares ours with plain fetch reading the body the same
// way, so what the rest of the client costs stays visible; and the two body reads are compared over
// a real loopback socket, so the saving is not an artefact of the fake fetch.
//
// Each client's CPU is measured in processes of its own, as an application would run it (clients
// measured side by side in one process slow each other down through shared caches), in rounds that
// alternate plain fetch and the client; a process's ratio is the median of its rounds' ratios, and
// the ratio printed is the median of the processes'.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { formatMs } from "../../../scripts/bench-kit";
import { chatCompletion, chatCompletionStream } from "../src/index";
import { readText } from "../src/lib/body";

// The bench runs from a temporary bundle: peers and esbuild are resolved from the repository.
const repo = process.env.INFERKIT_REPO ?? join(import.meta.dirname ?? ".", "../../..");
const fromRepo = createRequire(join(repo, "package.json"));
const importFromRepo = async <T>(name: string) => (await import(pathToFileURL(fromRepo.resolve(name)).href)) as T;

type ChatFn = (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<unknown>;
type StreamFn = (args: Record<string, unknown>, options: Record<string, unknown>) => AsyncIterable<unknown>;
type OpenAIClient = new (
  options: Record<string, unknown>,
) => {
  chat: { completions: { create: (body: Record<string, unknown>) => Promise<unknown> } };
};

const CLIENTS = ["@inferkit/inference", "@huggingface/inference", "openai"] as const;
type ClientName = (typeof CLIENTS)[number];

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

const chatArgs = { model: "org/llama", provider: "groq" as const, accessToken: KEY, messages };

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

/** The same calls by hand: one chat completion. */
async function plainCall(): Promise<unknown> {
  const response = await fakeFetch(URL_CHAT, {
    method: "POST",
    headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messages, model: "llama" }),
  });
  return response.json();
}

/**
 * The same call by hand, reading the body with the client's own `readText` instead of
 * `response.json()`: the difference to `plainCall` is what that read saves, the difference to our
 * client what the rest of the client costs.
 */
async function plainCallReadText(): Promise<unknown> {
  const response = await fakeFetch(URL_CHAT, {
    method: "POST",
    headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messages, model: "llama" }),
  });
  return JSON.parse(await readText(response));
}

/** One client's chat call and stream drain, on the fake provider. */
async function clientCalls(name: ClientName): Promise<{ call: () => unknown; stream: () => Promise<number> }> {
  if (name === "@inferkit/inference") {
    return {
      call: () => chatCompletion(chatArgs, { fetch: fakeFetch }),
      stream: () => drain(chatCompletionStream(chatArgs, { fetch: streamFetch })),
    };
  }
  if (name === "@huggingface/inference") {
    const peer = await importFromRepo<{ chatCompletion: ChatFn; chatCompletionStream: StreamFn }>(name);
    return {
      call: () => peer.chatCompletion(chatArgs, { fetch: fakeFetch }),
      stream: () => drain(peer.chatCompletionStream(chatArgs, { fetch: streamFetch })),
    };
  }
  const { default: OpenAI } = await importFromRepo<{ default: OpenAIClient }>("openai");
  const baseURL = "https://api.groq.com/openai/v1";
  const calls = new OpenAI({ apiKey: KEY, baseURL, fetch: fakeFetch, maxRetries: 0 });
  const streams = new OpenAI({ apiKey: KEY, baseURL, fetch: streamFetch, maxRetries: 0 });
  return {
    call: () => calls.chat.completions.create({ model: "llama", messages }),
    stream: async () =>
      drain(
        (await streams.chat.completions.create({ model: "llama", messages, stream: true })) as AsyncIterable<unknown>,
      ),
  };
}

/** Process CPU time (user + system, all threads) per call of `fn`, in ms, over `calls` calls. */
async function cpuPerCall(fn: () => unknown, calls: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / calls;
}

interface Paired {
  plainMs: number;
  clientMs: number;
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Rounds alternating which side goes first, after a warm-up of both: medians of times and of ratios. */
async function paired(plain: () => unknown, client: () => unknown, calls: number, rounds = 21): Promise<Paired> {
  for (let i = 0; i < 3; i++) {
    await cpuPerCall(plain, calls);
    await cpuPerCall(client, calls);
  }
  const plainTimes: number[] = [];
  const clientTimes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const plainFirst = round % 2 === 0;
    const first = await cpuPerCall(plainFirst ? plain : client, calls);
    const second = await cpuPerCall(plainFirst ? client : plain, calls);
    const [p, c] = plainFirst ? [first, second] : [second, first];
    plainTimes.push(p);
    clientTimes.push(c);
    ratios.push(c / p);
  }
  return { plainMs: median(plainTimes), clientMs: median(clientTimes), ratio: median(ratios) };
}

// ---- In a child process: one client, printed as JSON ----

const childFlag = process.argv.indexOf("--client");
if (childFlag !== -1) {
  const name = process.argv[childFlag + 1] as ClientName;
  const client = await clientCalls(name);
  const call = await paired(plainCall, client.call, 2_000);
  const callVsReadText = name === CLIENTS[0] ? await paired(plainCallReadText, client.call, 2_000) : undefined;
  const stream = await paired(plainStream, client.stream, 10, 15);
  const perEvent = (m: Paired): Paired => ({
    ...m,
    plainMs: m.plainMs / totalEvents,
    clientMs: m.clientMs / totalEvents,
  });
  console.log(JSON.stringify({ call, callVsReadText, chunk: perEvent(stream) }));
  process.exit(0);
}

// ---- In a child process: a loopback server answering every request with `--serve-body` copies of a chat answer ----

const serveFlag = process.argv.indexOf("--serve-body");
if (serveFlag !== -1) {
  const { createServer } = await import("node:http");
  const content = "Hello there! ".repeat(Number(process.argv[serveFlag + 1]));
  const answer = JSON.stringify({ ...JSON.parse(completion), choices: [{ index: 0, message: { content } }] });
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(answer);
  });
  server.listen(0, "127.0.0.1", () => console.log((server.address() as { port: number }).port));
  // Bounded: stops with its parent (stdin closes) or after a minute.
  process.stdin.on("end", () => process.exit(0)).resume();
  setTimeout(() => process.exit(0), 60_000).unref();
  // The rest of this file measures: this process only serves until it is stopped.
  await new Promise<never>(() => undefined);
}

// ---- Bundle size ----

const esbuild = fromRepo("esbuild") as typeof import("esbuild");

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

/** `PASS`/`FAIL` against a goal, for the bench's closing verdicts. */
const verdicts: string[] = [];
function verdict(goal: string, met: boolean, measured: string): void {
  verdicts.push(`  ${met ? "PASS" : "FAIL"}  ${goal.padEnd(44)} ${measured}`);
}

/**
 * Our package as users get it: `npm pack` (its prepack builds it), unpacked into a scratch folder, so the
 * bundles are made of the published files.
 */
function packedEntry(): string {
  // A folder of this run's own: two runs at once must not unpack into each other's.
  const cache = join(repo, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(join(cache, "inferkit-bench-pack-"));
  process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
  const pack = spawnSync("npm", ["pack", "--pack-destination", scratch], {
    cwd: join(repo, "packages", "inference"),
    encoding: "utf8",
  });
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  // The prepack build writes to stdout too: the tarball is the one file in the scratch folder.
  const tarball = join(scratch, readdirSync(scratch).find((file) => file.endsWith(".tgz")) ?? "");
  const unpack = spawnSync("tar", ["-xzf", tarball, "-C", scratch]);
  if (unpack.status !== 0) throw new Error(`could not unpack ${tarball}`);
  return join(scratch, "package", "dist", "index.js");
}

const packed = { "@inferkit/inference": packedEntry() };
const ours = await gzippedBundle(
  'import { chatCompletion } from "@inferkit/inference"; globalThis.f = chatCompletion;',
  packed,
);
const oursWhole = await gzippedBundle(
  'import { InferenceClient } from "@inferkit/inference"; globalThis.f = InferenceClient;',
  packed,
);
const peerSize = await gzippedBundle(
  'import { chatCompletion } from "@huggingface/inference"; globalThis.f = chatCompletion;',
);
const openaiSize = await gzippedBundle('import OpenAI from "openai"; globalThis.f = OpenAI;');
console.log("\nBundle of a chatCompletion-only import from the packed package (esbuild, browser, ESM, minified, gzip)");
console.log(`  @inferkit/inference      ${kb(ours).padStart(9)}  (the whole InferenceClient: ${kb(oursWhole)})`);
console.log(`  @huggingface/inference   ${kb(peerSize).padStart(9)}  ours is ${(peerSize / ours).toFixed(1)}× smaller`);
console.log(
  `  openai                   ${kb(openaiSize).padStart(9)}  ours is ${(openaiSize / ours).toFixed(1)}× smaller`,
);
verdict("chatCompletion-only bundle ≤ 8 KB", ours <= 8 * 1024, kb(ours));
verdict("whole client bundle ≤ 20 KB", oursWhole <= 20 * 1024, kb(oursWhole));

// ---- CPU, each client in processes of its own ----

// One process's result moves by a few percent with where V8 happens to place code and data: each
// client is measured in several processes, and the median process is reported with the spread.
const PROCESSES = 5;
interface Measured {
  call: Paired;
  /** Ours only: the call against plain fetch reading the body with the client's `readText`. */
  callVsReadText?: Paired;
  chunk: Paired;
}
const results = new Map<ClientName, Measured[]>();
for (const name of CLIENTS) {
  const runs: Measured[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    const child = spawnSync(process.execPath, [process.argv[1] as string, "--client", name], {
      encoding: "utf8",
      env: process.env,
      maxBuffer: 1024 * 1024,
    });
    if (child.status !== 0) throw new Error(`measuring ${name} failed:\n${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split("\n").at(-1) as string));
  }
  results.set(name, runs);
}

/** One line: the median process's times and ratio, and the spread of the processes' ratios. */
function row(label: string, baseline: string, runs: Paired[]): string {
  const sorted = [...runs].sort((a, b) => a.ratio - b.ratio);
  const m = sorted[Math.floor(sorted.length / 2)] as Paired;
  const spread =
    sorted.length > 1
      ? `; processes ${(sorted[0] as Paired).ratio.toFixed(2)}–${(sorted.at(-1) as Paired).ratio.toFixed(2)}`
      : "";
  const difference = m.clientMs - m.plainMs;
  const signed = `${difference < 0 ? "−" : "+"}${formatMs(Math.abs(difference))}`;
  return `  ${label.padEnd(24)} ${formatMs(m.clientMs).padStart(9)}  vs ${baseline} ${formatMs(m.plainMs).padStart(9)}: ${m.ratio.toFixed(3)}×  (${signed}${spread})`;
}

/** The median process's ratio of our client to plain fetch. */
function ourRatio(part: "call" | "chunk"): number {
  const ratios = (results.get(CLIENTS[0]) as Measured[]).map((run) => run[part].ratio).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)] as number;
}

function report(title: string, part: "call" | "chunk", goal: string, limit: number): void {
  verdict(goal, ourRatio(part) <= limit, `${ourRatio(part).toFixed(3)}×`);
  console.log(`\n${title}`);
  for (const name of CLIENTS) {
    console.log(
      row(
        name,
        "plain fetch",
        (results.get(name) as Measured[]).map((run) => run[part]),
      ),
    );
  }
  console.log(`  goal: ${goal}`);
}

report(
  `CPU per chat completion call (in-process fake fetch; median of ${PROCESSES} processes per client, each the median of 21 paired rounds)`,
  "call",
  "CPU per call ≤ 1.05× plain fetch",
  1.05,
);
// Most of the difference is the body read: shown apart, so the rest of the client's cost stays visible.
console.log(
  "  the rest of our client: ours against plain fetch reading the body with our readText, not response.json():",
);
const oursRuns = results.get(CLIENTS[0]) as Measured[];
console.log(
  row(
    CLIENTS[0],
    "that",
    oursRuns.map((run) => run.callVsReadText as Paired),
  ),
);
// ---- The body read over a real socket, the server in a process of its own ----

/** This process's CPU per call reading a JSON answer of `repeat` copies with `json()` and with `readText`. */
async function socketRead(repeat: number): Promise<Paired> {
  const server = spawn(process.execPath, [process.argv[1] as string, "--serve-body", String(repeat)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<string>((resolve) =>
      server.stdout.once("data", (data) => resolve(String(data).trim())),
    );
    const url = `http://127.0.0.1:${port}/`;
    const withJson = async () => (await fetch(url)).json();
    const withReadText = async () => JSON.parse(await readText(await fetch(url)));
    return await paired(withJson, withReadText, 300);
  } finally {
    server.stdin.end();
  }
}

console.log(
  "\nThe body read over a real socket: CPU of the calling process per loopback fetch, readText against response.json() (one process, 21 paired rounds)",
);
for (const [repeat, what] of [
  [1, "a short chat answer"],
  [5000, "a 65 KB answer"],
] as const) {
  console.log(row(what, "json()", [await socketRead(repeat)]));
}

report(
  `CPU per streamed chunk (${eventsPerRead} events per 64 KiB read; median of ${PROCESSES} processes per client, each the median of 15 paired rounds)`,
  "chunk",
  "CPU per streamed chunk ≤ 1.5× plain fetch",
  1.5,
);

console.log("\nVerdicts (goals of issue 19)");
for (const line of verdicts) console.log(line);
