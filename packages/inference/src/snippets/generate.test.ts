// The generator's rules: entry shape and order, credentials, bill-to, media types, sample parameters,
// chat reading, binary results, refusals and the 'Template not found' error.
import { spawnSync } from "node:child_process";
import { PIPELINE_DATA } from "@inferkit/tasks";
import { describe, expect, it } from "vitest";
import { directUrl } from "../test-support/provider-oracle";
import { snippetMatrix } from "../test-support/snippet-matrix";
import { TemplateNotFoundError } from "./errors";
import { getInferenceSnippets } from "./generate";
import { getTemplate } from "./templates";
import type { InferenceSnippet, SnippetModel, SnippetOptions } from "./types";

const model = (pipeline_tag: string | undefined, extra: Partial<SnippetModel> = {}): SnippetModel => ({
  id: "acme/model",
  pipeline_tag,
  tags: [],
  library_name: "transformers",
  ...extra,
});
const chatModel = model("text-generation", { tags: ["conversational"] });

function snippet(snippets: InferenceSnippet[], language: string, client: string): string {
  const found = snippets.find((s) => s.language === language && s.client === client);
  if (!found)
    throw new Error(`no ${language}/${client} snippet among ${snippets.map((s) => `${s.language}/${s.client}`)}`);
  return found.content;
}

const generate = (m: SnippetModel, provider: string, options: SnippetOptions = {}, providerId?: string) =>
  getInferenceSnippets(m, provider, providerId ? { providerId } : undefined, options);

describe("entries", () => {
  it("returns {language, client, content} entries, python first, then js, then sh", () => {
    const snippets = generate(model("text-classification"), "hf-inference");
    expect(snippets.map((s) => s.language)).toEqual(
      [...snippets.map((s) => s.language)].sort(
        (a, b) => ["python", "js", "sh"].indexOf(a) - ["python", "js", "sh"].indexOf(b),
      ),
    );
    for (const s of snippets) expect(Object.keys(s).sort()).toEqual(["client", "content", "language"]);
    expect(snippets.map((s) => s.client)).toContain("inferkit");
  });

  it("gives nothing for pipelines without a client method, models without a pipeline, or providers not serving the task", () => {
    const served = new Set([
      "audio-classification",
      "automatic-speech-recognition",
      "text-to-image",
      "text-generation",
      "image-text-to-text",
      "translation",
    ]);
    const unserved = Object.keys(PIPELINE_DATA).filter((tag) =>
      ["depth-estimation", "zero-shot-object-detection", "mask-generation", "image-feature-extraction"].includes(tag),
    );
    expect(unserved.length).toBe(4);
    for (const tag of unserved) {
      expect(generate(model(tag), "hf-inference")).toEqual([]);
      expect(generate(model(tag), "auto")).toEqual([]);
    }
    for (const tag of served) expect(generate(model(tag), "auto").length).toBeGreaterThan(0);
    expect(generate(model(undefined), "hf-inference")).toEqual([]);
    expect(generate(model("text-to-image"), "groq")).toEqual([]);
    expect(generate(model("text-classification"), "no-such-provider")).toEqual([]);
  });

  it("gives every task with a client method snippets from every provider serving it", () => {
    for (const { model: m, provider } of snippetMatrix().filter((c) =>
      Object.keys(c.options).every((k) => k === "streaming"),
    ))
      if (provider !== "openai")
        expect(generate(m, provider).length, `${m.pipeline_tag} via ${provider}`).toBeGreaterThan(0);
    const vqa = generate(model("visual-question-answering"), "hf-inference");
    expect(snippet(vqa, "python", "huggingface_hub")).toContain("client.visual_question_answering(");
    expect(snippet(vqa, "js", "inferkit")).toMatch(/inputs: \{\s*image: await openAsBlob\("cat.png"/);
    expect(snippet(vqa, "python", "requests")).toContain(`"question": "What is in this image?"`);
  });

  it("does not crash on incomplete or odd input", () => {
    const untagged = { id: "acme/model", pipeline_tag: "text-generation" } as unknown as SnippetModel;
    expect(generate(untagged, "hf-inference").length).toBeGreaterThan(0);
    expect(generate(model("text-classification"), undefined as unknown as string)).toEqual([]);
    expect(getInferenceSnippets(model("text-classification"), "hf-inference", null as never)).not.toEqual([]);
    const odd = generate(chatModel, "groq", { messages: "hello" as never, inputs: 42 });
    expect(odd.length).toBeGreaterThan(0);
    expect(generate(model("text-classification"), "hf-inference", { inputs: 42 }).length).toBeGreaterThan(0);
  });

  it("ranks texts with @inferkit/inference and raw HTTP: neither peer client has a text-ranking method", () => {
    const ranking = generate(model("text-ranking"), "hf-inference");
    expect(ranking.map((s) => `${s.language}/${s.client}`)).toEqual([
      "python/requests",
      "js/fetch",
      "js/inferkit",
      "sh/curl",
    ]);
    expect(snippet(ranking, "js", "inferkit")).toMatch(
      /client\.textRanking\(\{\s*provider: "hf-inference",\s*model: "acme\/model",\s*inputs: \{\s*query: "Why does a honeybee swarm leave its hive\?",\s*texts: \[/,
    );
    expect(snippet(ranking, "sh", "curl")).toContain(
      "https://router.huggingface.co/hf-inference/models/acme/model/pipeline/text-ranking",
    );
    expect(snippet(ranking, "python", "requests")).toMatch(/"inputs": \{\s*"query": "Why does a honeybee swarm/);
    expect(generate(model("text-ranking"), "auto").map((s) => s.client)).toEqual(["inferkit"]);
  });

  it("offers only the hub clients for non-chat tasks under the auto policy", () => {
    const clients = generate(model("text-classification"), "auto").map((s) => s.client);
    expect(clients).toEqual(["huggingface_hub", "huggingface.js", "inferkit"]);
  });
});

describe("credentials", () => {
  it("reads HF_TOKEN from the environment when no token is given, and writes no token", () => {
    const snippets = generate(model("text-classification"), "hf-inference");
    expect(snippet(snippets, "python", "requests")).toContain(`os.environ['HF_TOKEN']`);
    expect(snippet(snippets, "python", "requests")).toMatch(/^import os$/m);
    expect(snippet(snippets, "js", "fetch")).toContain("process.env.HF_TOKEN");
    expect(snippet(snippets, "sh", "curl")).toContain(`"Authorization: Bearer $HF_TOKEN"`);
    for (const s of snippets) expect(s.content).not.toMatch(/hf_[A-Za-z0-9]/);
  });

  it("writes a given token verbatim and reads no environment variable", () => {
    const snippets = generate(model("text-classification"), "hf-inference", { accessToken: "hf_secret123" });
    for (const s of snippets) {
      expect(s.content).toContain("hf_secret123");
      expect(s.content).not.toMatch(/os\.environ|process\.env|\$HF_TOKEN/);
    }
  });

  it("uses the provider's key variable and header scheme for direct requests, API_TOKEN for endpoints", () => {
    const groq = generate(chatModel, "groq", { directRequest: true }, "llama-3.1-8b-instant");
    expect(snippet(groq, "sh", "curl")).toContain(`"Authorization: Bearer $GROQ_API_KEY"`);
    expect(snippet(groq, "sh", "curl")).toContain(directUrl("groq", "/openai/v1/chat/completions"));
    expect(snippet(groq, "sh", "curl")).toContain(`"model": "llama-3.1-8b-instant"`);
    const fal = generate(model("text-to-image"), "fal-ai", { directRequest: true }, "fal-ai/flux/dev");
    expect(snippet(fal, "js", "fetch")).toMatch(/`Key \$\{process\.env\.FAL_AI_API_KEY\}`/);
    const bfl = generate(model("text-to-image"), "black-forest-labs", { directRequest: true }, "flux-dev");
    expect(snippet(bfl, "python", "huggingface_hub")).toContain(`os.environ["BLACK_FOREST_LABS_API_KEY"]`);
    const auto = generate(chatModel, "auto", { directRequest: true });
    expect(snippet(auto, "sh", "curl")).toContain(`"Authorization: Bearer $HF_TOKEN"`);
    const endpoint = generate(model("text-classification"), "hf-inference", { endpointUrl: "https://my.endpoint/x" });
    expect(snippet(endpoint, "sh", "curl")).toContain("$API_TOKEN");
    expect(snippet(endpoint, "sh", "curl")).toContain("'https://my.endpoint/x'");
    expect(snippet(endpoint, "python", "huggingface_hub")).toContain(`base_url="https://my.endpoint/x"`);
  });

  it("writes direct-key snippets for providers the router does not serve, even when routing was asked", () => {
    for (const options of [{}, { directRequest: true }]) {
      const openai = generate(chatModel, "openai", options, "gpt-4o");
      expect(snippet(openai, "python", "openai")).toContain(`base_url="${directUrl("openai", "/v1")}"`);
      expect(snippet(openai, "python", "openai")).toContain("OPENAI_API_KEY");
      expect(snippet(openai, "js", "inferkit")).toContain(`model: "openai/gpt-4o"`);
    }
    const nebius = generate(chatModel, "nebius", {}, "meta-llama/Llama-3.1-8B-Instruct");
    expect(snippet(nebius, "sh", "curl")).toContain(directUrl("nebius", "/v1/chat/completions"));
    expect(snippet(nebius, "sh", "curl")).toContain("NEBIUS_API_KEY");
    expect(snippet(nebius, "sh", "curl")).not.toContain("router.huggingface.co");
    expect(snippet(nebius, "sh", "curl")).not.toContain("HF_TOKEN");
  });

  it("passes the model id to a custom chat endpoint in every client (OpenAI-style servers require it)", () => {
    const endpoint = generate(chatModel, "hf-inference", { endpointUrl: "https://my.endpoint/v1" });
    for (const s of endpoint) expect(s.content, `${s.language} ${s.client}`).toContain(chatModel.id);
  });
});

describe("bill-to", () => {
  it("adds the X-HF-Bill-To header or option in every client", () => {
    const snippets = generate(chatModel, "together", { billTo: "acme-org" });
    expect(snippet(snippets, "sh", "curl")).toContain(`-H 'X-HF-Bill-To: acme-org'`);
    expect(snippet(snippets, "python", "requests")).toContain(`"X-HF-Bill-To": "acme-org"`);
    expect(snippet(snippets, "js", "fetch")).toContain(`"X-HF-Bill-To": "acme-org"`);
    expect(snippet(snippets, "python", "openai")).toMatch(/default_headers=\{\s*"X-HF-Bill-To": "acme-org"/);
    expect(snippet(snippets, "js", "openai")).toMatch(/defaultHeaders: \{\s*"X-HF-Bill-To": "acme-org"/);
    expect(snippet(snippets, "python", "huggingface_hub")).toContain(`bill_to="acme-org"`);
    expect(snippet(snippets, "js", "huggingface.js")).toMatch(/billTo: "acme-org"/);
    for (const s of generate(chatModel, "together")) expect(s.content).not.toMatch(/bill/i);
  });

  it("keeps every curl option inside the one command", () => {
    const curl = snippet(generate(chatModel, "together", { billTo: "acme-org", streaming: true }), "sh", "curl");
    // Run the snippet with curl replaced by a function listing the arguments it received.
    const listed = spawnSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${curl}`], { encoding: "utf8" });
    expect(listed.status).toBe(0);
    const args = listed.stdout.split("\0").slice(0, -1);
    expect(args[0]).toBe("https://router.huggingface.co/v1/chat/completions");
    expect(args[args.indexOf("X-HF-Bill-To: acme-org") - 1]).toBe("-H");
    expect(args[args.indexOf("Content-Type: application/json") - 1]).toBe("-H");
    expect(args.at(-2)).toBe("-d");
    expect(JSON.parse(args.at(-1) ?? "")).toMatchObject({ model: "acme/model:together", stream: true });
  });
});

describe("media and parameters", () => {
  it("uploads audio as audio/flac and images as image/jpeg", () => {
    const asr = generate(model("automatic-speech-recognition"), "hf-inference");
    expect(snippet(asr, "sh", "curl")).toContain(`-H 'Content-Type: audio/flac'`);
    expect(snippet(asr, "sh", "curl")).toContain(`--data-binary '@sample1.flac'`);
    expect(snippet(asr, "python", "requests")).toContain(`"Content-Type": "audio/flac"`);
    const image = generate(model("image-classification"), "hf-inference");
    expect(snippet(image, "sh", "curl")).toContain(`-H 'Content-Type: image/jpeg'`);
    expect(snippet(image, "js", "fetch")).toContain(`"Content-Type": "image/jpeg"`);
    expect(snippet(image, "js", "inferkit")).toContain(`openAsBlob("cats.jpg", { type: "image/jpeg" })`);
  });

  it("sends candidate_labels for zero-shot tasks", () => {
    const text = generate(model("zero-shot-classification"), "hf-inference");
    expect(snippet(text, "sh", "curl")).toMatch(/"candidate_labels": \["refund", "legal", "faq"\]/);
    expect(snippet(text, "python", "requests")).toMatch(/"candidate_labels": \["refund", "legal", "faq"\]/);
    expect(snippet(text, "python", "huggingface_hub")).toContain(`candidate_labels=["refund", "legal", "faq"]`);
    const image = generate(model("zero-shot-image-classification"), "hf-inference");
    expect(snippet(image, "python", "requests")).toMatch(/"candidate_labels": \["cat", "dog", "llama"\]/);
    expect(snippet(image, "js", "huggingface.js")).toMatch(/candidate_labels: \["cat", "dog", "llama"\]/);
  });

  it("sends the prompt as a parameter for image-to-image and image-to-video", () => {
    const i2i = generate(model("image-to-image"), "hf-inference");
    expect(snippet(i2i, "python", "requests")).toMatch(/"parameters": \{\s*"prompt": "Turn the cat into a tiger."/);
    expect(snippet(i2i, "js", "huggingface.js")).toMatch(/parameters: \{\s*prompt: "Turn the cat into a tiger."/);
    const i2v = generate(model("image-to-video"), "fal-ai", {}, "fal-ai/wan-i2v");
    expect(snippet(i2v, "python", "huggingface_hub")).toContain(`prompt="The cat starts to dance"`);
  });

  it("saves binary results of text-to-image and text-to-speech", () => {
    const t2i = generate(model("text-to-image"), "hf-inference");
    expect(snippet(t2i, "python", "requests")).toContain("f.write(response.content)");
    expect(snippet(t2i, "js", "fetch")).toContain(`writeFile("image.png", Buffer.from(await response.arrayBuffer()))`);
    const tts = generate(model("text-to-speech"), "hf-inference");
    expect(snippet(tts, "python", "requests")).toContain("f.write(response.content)");
  });

  it("reads text-to-speech and text-to-audio as JSON unless the library is transformers", () => {
    for (const tag of ["text-to-speech", "text-to-audio"]) {
      const other = generate(model(tag, { library_name: "espnet" }), "hf-inference");
      expect(snippet(other, "python", "requests")).toContain("print(response.json())");
      expect(snippet(other, "js", "fetch")).toContain("await response.json()");
      const transformers = generate(model(tag), "hf-inference");
      expect(snippet(transformers, "python", "requests")).not.toContain("response.json()");
    }
  });
});

describe("chat", () => {
  it("sends messages and the stream flag, and reads choices[0].message", () => {
    const snippets = generate(chatModel, "groq");
    const curl = snippet(snippets, "sh", "curl");
    expect(curl).toContain("https://router.huggingface.co/v1/chat/completions");
    expect(curl).toContain(`"model": "acme/model:groq"`);
    expect(curl).toContain(`"stream": false`);
    expect(curl).toContain(`"content": "What is the capital of France?"`);
    expect(snippet(snippets, "python", "requests")).toContain(`print(response.json()["choices"][0]["message"])`);
    expect(snippet(snippets, "js", "openai")).toContain("chatCompletion.choices[0].message");
    expect(snippet(snippets, "python", "huggingface_hub")).toContain(`model="acme/model"`);
  });

  it("streams: reads data: lines until [DONE] and skips chunks without choices", () => {
    const snippets = generate(chatModel, "groq", { streaming: true });
    expect(snippet(snippets, "sh", "curl")).toContain(`"stream": true`);
    const requests = snippet(snippets, "python", "requests");
    expect(requests).toContain(`"stream": True`);
    expect(requests).toContain(`line.startswith(b"data:")`);
    expect(requests).toContain(`b"[DONE]"`);
    expect(requests).toContain(`chunk.get("choices") or []`);
    expect(snippet(snippets, "js", "fetch")).toContain(`data === "[DONE]"`);
    for (const client of ["huggingface.js", "inferkit", "openai"])
      expect(snippet(snippets, "js", client)).toContain("chunk.choices?.[0]?.delta?.content");
  });

  it("uses the plain model id under auto and the chat endpoint of a dedicated endpoint", () => {
    expect(snippet(generate(chatModel, "auto"), "sh", "curl")).toContain(`"model": "acme/model"`);
    const endpoint = generate(chatModel, "hf-inference", { endpointUrl: "https://my.endpoint/" });
    expect(snippet(endpoint, "sh", "curl")).toContain("'https://my.endpoint/v1/chat/completions'");
    expect(snippet(endpoint, "python", "openai")).toContain(`base_url="https://my.endpoint/v1"`);
  });
});

describe("templates", () => {
  it("throws 'Template not found' naming the language, client and template", () => {
    expect(() => getTemplate("sh", "curl", "textToImage")).toThrow(TemplateNotFoundError);
    expect(() => getTemplate("sh", "curl", "textToImage")).toThrow("Template not found: sh/curl/textToImage");
    expect(() => getTemplate("ruby", "net-http", "basic")).toThrow("Template not found: ruby/net-http/basic");
    expect(typeof getTemplate("python", "requests", "basic")).toBe("function");
  });
});
