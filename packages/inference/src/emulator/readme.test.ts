// The guide's first example, run as written against the real client.
import { describe, expect, it } from "vitest";
import { InferenceClient } from "../index";
import { startEmulator } from "./index";

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
});
