// The guide's examples, run as written against the real client.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InferenceClient, type InferenceClientOptions } from "../index";
import { startEmulator } from "./index";

/** The first TypeScript block of the README section titled `title`, as written. */
function readmeExample(title: string): string {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split(`\n## ${title}\n`)[1]?.split(/\n## /)[0] ?? "";
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`no TypeScript example under "## ${title}"`);
  return block;
}

const AsyncFunction = (async () => {}).constructor as new (...names: string[]) => (...args: unknown[]) => Promise<void>;

describe("README example", () => {
  it("runs a routed chat completion offline", async () => {
    const emulator = await startEmulator();
    try {
      emulator.setProviderMapping("meta-llama/Llama-3.1-8B-Instruct", [
        { provider: "groq", providerId: "llama-3.1-8b-instant", task: "conversational" },
      ]);
      const client = new InferenceClient("hf_test", { fetch: emulator.fetch });
      const out = await client.chatCompletion({
        model: "meta-llama/Llama-3.1-8B-Instruct",
        provider: "groq",
        messages: [{ role: "user", content: "Hello" }],
      });
      expect(out.choices[0]?.message.content).toBe("Emulated reply for: Hello");
      expect(emulator.requests.map((r) => `${r.host}${r.path}`)).toEqual([
        "huggingface.co/api/models/meta-llama/Llama-3.1-8B-Instruct",
        "router.huggingface.co/groq/openai/v1/chat/completions",
      ]);
      expect(emulator.requests[1]?.body).toMatchObject({ model: "llama-3.1-8b-instant" });
    } finally {
      await emulator.close();
    }
  });

  it("runs the Reranking example: the emulated reranker orders the texts by the query's words they hold", async () => {
    const emulator = await startEmulator();
    try {
      // The Hub tags this cross-encoder text-classification; the text-ranking pipeline serves it.
      emulator.setProviderMapping("BAAI/bge-reranker-v2-m3", [
        { provider: "hf-inference", providerId: "BAAI/bge-reranker-v2-m3", task: "text-classification" },
      ]);
      class EmulatedClient extends InferenceClient {
        constructor(token?: string, options: InferenceClientOptions = {}) {
          super(token, { ...options, fetch: emulator.fetch });
        }
      }
      const printed: string[] = [];
      // The example's own code with its import line dropped: the client class comes in as a parameter.
      const example = readmeExample("Reranking").replace(/^import .*\n/m, "");
      await new AsyncFunction("InferenceClient", "process", "console", example)(
        EmulatedClient,
        { env: { HF_TOKEN: "hf_readme" } },
        { log: (...values: unknown[]) => printed.push(values.join(" ")) },
      );
      // The query's words: what, do, giant, pandas, eat.
      expect(printed).toEqual([
        "1 0.600 Giant pandas eat bamboo for up to fourteen hours a day.",
        "2 0.200 Pandas are bears native to China.",
        "0 0.000 Paris is the capital of France.",
      ]);
      expect(emulator.requests.at(-1)?.path).toBe("/hf-inference/models/BAAI/bge-reranker-v2-m3/pipeline/text-ranking");
    } finally {
      await emulator.close();
    }
  });
});
