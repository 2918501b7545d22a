// Runs every runnable snippet of a representative matrix against the provider emulator: each task ×
// provider (and auto) routed, chat with and without streaming, each provider once with its own key, and a
// dedicated endpoint. A run passes when it exits 0, the emulator saw the request the provider expects, and
// the program printed or saved the result. Set SNIPPET_RUN_LOG=<file> to log every run with its duration.
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator, RecordedRequest } from "../emulator";
import { startEmulator } from "../emulator";
import {
  DIRECT_HOSTS,
  type DirectProvider,
  FAL_QUEUE_HOST,
  FAL_QUEUE_TASKS,
  keyScheme,
  ROUTER,
  routerServes,
  taskPath,
} from "../test-support/provider-oracle";
import { ENDPOINT_URL, mappingFor, matrixModels, providersFor } from "../test-support/snippet-matrix";
import { getInferenceSnippets } from "./generate";
import { runBounded, SnippetRunner } from "./snippet-runner";
import type { InferenceSnippet, SnippetModel, SnippetOptions } from "./types";

const HF_TOKEN = "hf_snippet_run_token";
const providerKey = (provider: string) => `key-${provider}-snippet-run`;
const envName = (provider: string) => `${provider.toUpperCase().replaceAll("-", "_")}_API_KEY`;

/** Clients that run here; the others (huggingface_hub, fal_client, Python openai) get static checks. */
const RUNNABLE = new Set(["sh/curl", "python/requests", "js/fetch", "js/openai", "js/huggingface.js", "js/inferkit"]);

// ---- where each provider serves each task: test-support/provider-oracle.ts ------------------------

interface Target {
  host: string;
  path: string;
}

function expectedTargets(provider: string, task: string, providerId: string, options: SnippetOptions): Target[] {
  if (options.endpointUrl) {
    const url = new URL(options.endpointUrl);
    return [{ host: url.host, path: task === "conversational" ? `${url.pathname}/v1/chat/completions` : url.pathname }];
  }
  const path = taskPath(provider, task, providerId);
  if ((options.directRequest || !routerServes(provider)) && provider !== "hf-inference") {
    const host =
      provider === "fal-ai" && FAL_QUEUE_TASKS.includes(task)
        ? FAL_QUEUE_HOST
        : DIRECT_HOSTS[provider as DirectProvider];
    return [{ host, path }];
  }
  const router = new URL(ROUTER).host;
  const targets = [{ host: router, path: `/${provider}${path}` }];
  // Chat through the router's OpenAI-compatible entry picks the provider from the model suffix.
  if (task === "conversational") targets.push({ host: router, path: "/v1/chat/completions" });
  return targets;
}

function expectedAuthorization(provider: string, options: SnippetOptions): RegExp {
  const direct = (options.directRequest || !routerServes(provider)) && provider !== "auto";
  if (!direct || options.endpointUrl || provider === "hf-inference") return /^Bearer hf_/;
  return new RegExp(`^${keyScheme(provider)} ${providerKey(provider)}$`);
}

/** Body fields the provider needs for the task (JSON bodies); raw uploads carry the sample's media type. */
function bodyProblem(
  request: RecordedRequest,
  task: string,
  provider: string,
  options: SnippetOptions,
): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && "bytes" in body && "contentType" in body) {
    const type = String(body.contentType);
    return /^(audio|image)\//.test(type) ? undefined : `raw upload sent as ${type}`;
  }
  if (!body) return "empty body";
  if (task === "conversational") {
    if (!Array.isArray(body.messages) || typeof body.model !== "string") return "chat body needs model and messages";
    if (options.streaming && body.stream !== true) return "streaming chat must send stream: true";
    return undefined;
  }
  if (provider === "hf-inference" || options.endpointUrl) return "inputs" in body ? undefined : "missing inputs";
  if (provider === "replicate") return typeof body.input === "object" ? undefined : "missing input";
  return Object.keys(body).length > 0 ? undefined : "empty JSON body";
}

// ---- the run matrix --------------------------------------------------------------------------------

interface RunCase {
  label: string;
  model: SnippetModel;
  task: string;
  provider: string;
  providerId: string;
  options: SnippetOptions;
  snippets: InferenceSnippet[];
  /** Distinct text in the model ids of this case, to find its requests among parallel runs. */
  token: string;
}

/** Providers the installed @huggingface/inference still ships (it dropped some since 4.7). */
let peerProviders: readonly string[] = [];

/** Why the installed @huggingface/inference cannot complete a call against the emulator, if it cannot. */
function peerGap(provider: string, task: string): string | undefined {
  if (provider !== "auto" && !peerProviders.includes(provider)) return `${provider} absent from the installed version`;
  if (task === "text-generation" && ["hf-inference", "groq", "novita"].includes(provider))
    return `${provider} text-generation: the installed version posts /v1/completions or {inputs} to chat routes`;
  if (task === "image-to-text" && provider === "hf-inference")
    return "hf-inference image-to-text: the installed version expects one object where the service answers a list";
  return undefined;
}

const SAMPLED_TASKS = ["text-classification", "text-to-image", "conversational"];
const RAW_CLIENTS = new Set(["sh/curl", "python/requests", "js/fetch"]);

/**
 * The representative matrix: each task × provider routed; `auto`, billTo and a dedicated endpoint for a few
 * tasks; chat streaming on three providers; each provider once with its own key (its first task). Raw HTTP
 * snippets run in every case; client-library snippets in each provider's and each task's first case and in
 * every non-default option case.
 */
function runCases(): RunCase[] {
  const cases: RunCase[] = [];
  const skipped = new Set<string>();
  const seen = new Set<string>();
  const add = (model: SnippetModel, task: string, provider: string, caseOptions: SnippetOptions) => {
    const token = `c${cases.length}x`;
    // A dedicated endpoint per case, so its requests can be told apart.
    const options = caseOptions.endpointUrl
      ? { ...caseOptions, endpointUrl: `${caseOptions.endpointUrl}-${token}` }
      : caseOptions;
    const unique = { ...model, id: `${model.id}-${token}` };
    const mapping = mappingFor(provider, task, unique);
    const libraries = !seen.has(provider) || !seen.has(task) || Object.keys(options).length > 0;
    seen.add(provider).add(task);
    const snippets = getInferenceSnippets(unique, provider, mapping, options).filter((s) => {
      const client = `${s.language}/${s.client}`;
      const gap = client === "js/huggingface.js" ? peerGap(provider, task) : undefined;
      if (gap) skipped.add(gap);
      return !gap && RUNNABLE.has(client) && (libraries || RAW_CLIENTS.has(client));
    });
    const label = `${model.pipeline_tag} via ${provider} ${JSON.stringify(options)}`;
    cases.push({ label, model: unique, task, provider, providerId: mapping.providerId, options, snippets, token });
  };
  const directDone = new Set<string>();
  for (const { task, model } of matrixModels()) {
    const sampled = SAMPLED_TASKS.includes(task) && model.pipeline_tag !== "image-text-to-text";
    for (const provider of providersFor(task)) {
      if (provider === "auto" && !sampled) continue;
      add(model, task, provider, {});
      if (task === "conversational" && ["hf-inference", "groq", "together"].includes(provider))
        add(model, task, provider, { streaming: true });
      if (provider !== "auto" && provider !== "hf-inference" && !directDone.has(provider)) {
        directDone.add(provider);
        add(model, task, provider, { directRequest: true });
      }
    }
    if (sampled) {
      add(model, task, "hf-inference", { billTo: "acme-org" });
      add(model, task, "hf-inference", { endpointUrl: ENDPOINT_URL });
    }
  }
  console.log(`@huggingface/inference snippets not run (peer library gaps): ${[...skipped].join("; ")}`);
  return cases;
}

function environment(): Record<string, string> {
  const env: Record<string, string> = { HF_TOKEN, API_TOKEN: HF_TOKEN };
  for (const provider of Object.keys(DIRECT_HOSTS)) env[envName(provider)] = providerKey(provider);
  return env;
}

describe("snippets run against the provider emulator", () => {
  let emulator: Emulator;
  let root: string;
  beforeAll(async () => {
    emulator = await startEmulator({ idleTimeoutMs: 180_000, lifetimeMs: 300_000 });
    peerProviders = (await import("@huggingface/inference")).INFERENCE_PROVIDERS;
    root = mkdtempSync(join(tmpdir(), "inferkit-snippets-"));
  });
  afterAll(async () => {
    await emulator?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  }, 30_000);

  it("every runnable snippet exits 0, sends the expected request and prints or saves a result", {
    timeout: 420_000,
  }, async () => {
    const cases = runCases();
    const runner = new SnippetRunner(root, emulator.url, (url) => emulator.rewriteUrl(url));
    const byModel = new Map<string, RunCase[]>();
    for (const c of cases) byModel.set(c.model.id, [...(byModel.get(c.model.id) ?? []), c]);
    for (const [modelId, group] of byModel)
      emulator.setProviderMapping(
        modelId,
        group.map((c) => ({
          provider: c.provider === "auto" ? "hf-inference" : c.provider,
          providerId: c.providerId,
          task: c.task,
        })),
      );
    for (const c of cases)
      if (c.options.endpointUrl) {
        const endpointModel = new URL(c.options.endpointUrl).pathname.replace("/hf-inference/models/", "");
        emulator.setProviderMapping(endpointModel, [
          { provider: "hf-inference", providerId: endpointModel, task: c.task },
        ]);
      }
    const prepared = cases.map((c) => ({ c, runs: c.snippets.map((s) => runner.prepare(s)) }));
    await runner.bundleAll();
    const env = environment();

    const failures: string[] = [];
    const counts: Record<string, number> = {};
    const jobs = prepared.map(({ c, runs }) => async () => {
      for (const run of runs) {
        const client = `${run.snippet.language}/${run.snippet.client}`;
        const start = emulator.requests.length;
        const result = await runner.run(run, env);
        const mine = emulator.requests
          .slice(start)
          .filter(
            (r) => r.method === "POST" && (r.path.includes(c.token) || JSON.stringify(r.body ?? "").includes(c.token)),
          );
        const problem = (() => {
          if (result.code !== 0) return `exit ${result.code}: ${result.stderr.slice(-600)}${result.stdout.slice(-300)}`;
          if (!result.stdout.trim() && result.written.length === 0) return "printed and saved nothing";
          const targets = expectedTargets(
            c.provider === "auto" ? "hf-inference" : c.provider,
            c.task,
            c.providerId,
            c.options,
          );
          const hit = mine.find((r) => targets.some((t) => t.host === r.host && t.path === r.path));
          if (!hit)
            return `no request to ${targets.map((t) => t.host + t.path).join(" or ")}; saw ${mine.map((r) => r.host + r.path).join(", ") || "none"}`;
          const auth = expectedAuthorization(c.provider, c.options);
          if (!auth.test(hit.headers.authorization ?? ""))
            return `authorization ${hit.headers.authorization ?? "missing"} does not match ${auth}`;
          if (c.options.billTo && hit.headers["x-hf-bill-to"] !== c.options.billTo) return "bill-to header missing";
          return bodyProblem(hit, c.task, c.provider, c.options);
        })();
        counts[client] = (counts[client] ?? 0) + 1;
        if (process.env.SNIPPET_RUN_LOG)
          appendFileSync(process.env.SNIPPET_RUN_LOG, `${client} ${c.label} ${result.ms}ms ${problem ?? "ok"}\n`);
        if (problem) failures.push(`${client} ${c.label}: ${problem}\n${run.snippet.content}`);
      }
    });
    await runBounded(jobs, 2);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`snippet runs: ${total - failures.length}/${total} passed across ${cases.length} cases`, counts);
    expect(failures).toEqual([]);
    // Every runnable client was exercised.
    for (const client of RUNNABLE) expect(counts[client] ?? 0, client).toBeGreaterThan(0);
  });
});
