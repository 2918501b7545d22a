import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../snippets/index";
import { expectOneLineError, runInferkit, scratchFiles } from "../test-support/cli-io";

const LLAMA = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  pipeline_tag: "text-generation",
  tags: ["conversational"],
  inferenceProviderMapping: [
    { provider: "groq", providerId: "llama-3.1-8b-instant", status: "live" as const, task: "conversational" },
  ],
};

// Older Hub answers key the mapping by provider.
const FLUX = {
  id: "black-forest-labs/FLUX.1-dev",
  pipeline_tag: "text-to-image",
  tags: [],
  inferenceProviderMapping: { "fal-ai": { providerId: "fal-ai/flux/dev", status: "live", task: "text-to-image" } },
};

const headers = (stdout: string) => stdout.match(/^==> .* <==$/gm) ?? [];

describe("inferkit snippets", () => {
  it("prints every snippet of getInferenceSnippets under a language / client header", async () => {
    const dir = scratchFiles({ "model.json": LLAMA });
    const run = await runInferkit(["snippets", join(dir, "model.json"), "--provider", "groq"]);
    const expected = getInferenceSnippets(LLAMA, "groq", LLAMA.inferenceProviderMapping[0]);
    expect(expected.length).toBeGreaterThan(4);
    expect(run).toEqual({
      code: 0,
      stdout: expected.map((s) => `==> ${s.language} / ${s.client} <==\n${s.content}\n`).join("\n"),
      stderr: "",
    });
    expect(headers(run.stdout)).toContain("==> python / huggingface_hub <==");
  });

  it("defaults to the auto provider and filters by --lang", async () => {
    const dir = scratchFiles({ "model.json": LLAMA });
    const run = await runInferkit(["snippets", join(dir, "model.json"), "--lang", "sh"]);
    expect(run.code).toBe(0);
    expect(headers(run.stdout)).toEqual(["==> sh / curl <=="]);
    expect(run.stdout).toContain('"model": "meta-llama/Llama-3.1-8B-Instruct"');
  });

  it("reads the record from standard input for -, as piped from curl", async () => {
    const run = await runInferkit(["snippets", "-", "--lang", "sh"], {}, JSON.stringify(LLAMA));
    expect(run.code).toBe(0);
    expect(headers(run.stdout)).toEqual(["==> sh / curl <=="]);
    expectOneLineError(
      await runInferkit(["snippets", "-"], {}, "[]"),
      1,
      /^inferkit: standard input must hold a model record/,
    );
  });

  it("takes the provider-side id from a mapping keyed by provider", async () => {
    const dir = scratchFiles({ "model.json": FLUX });
    const run = await runInferkit(["snippets", join(dir, "model.json"), "--provider", "fal-ai", "--lang", "python"]);
    expect(run.code).toBe(0);
    expect(headers(run.stdout)).toContain("==> python / fal_client <==");
    expect(run.stdout).toContain('"fal-ai/flux/dev"');
    expect(run.stdout).not.toMatch(/==> (js|sh) /);
  });

  it("fails with one line when there is nothing to print or the record is unusable", async () => {
    const dir = scratchFiles({
      "unknown-task.json": { id: "org/model", pipeline_tag: "no-such-task" },
      "no-id.json": { pipeline_tag: "text-generation" },
      "list.json": [LLAMA],
      "hostile-id.json": { ...LLAMA, id: "org/model\nimport os" },
      "broken.json": "{",
    });
    const cases: [string, RegExp][] = [
      ["unknown-task.json", /no snippet for "org\/model" \(pipeline_tag "no-such-task"\) with provider auto/],
      ["no-id.json", /must hold a model record/],
      ["list.json", /must hold a model record/],
      ["hostile-id.json", /one line of text/],
      ["broken.json", /broken\.json is not valid JSON/],
    ];
    for (const [file, pattern] of cases)
      expectOneLineError(await runInferkit(["snippets", join(dir, file)]), 1, pattern);
  });

  it("answers command-line mistakes with exit 2", async () => {
    const dir = scratchFiles({ "model.json": LLAMA });
    const model = join(dir, "model.json");
    const cases: [string[], RegExp][] = [
      [[], /missing model file/],
      [[model, "--lang", "rust"], /--lang must be one of js, python, sh/],
      [[model, "--provider"], /--provider/],
      [[model, "--provider", "Groq"], /--provider must be one of/],
      [[model, "--language", "js"], /unknown option '--language'/],
    ];
    for (const [args, pattern] of cases) expectOneLineError(await runInferkit(["snippets", ...args]), 2, pattern);
  });
});
