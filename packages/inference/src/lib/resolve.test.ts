// Provider and model resolution, through the task functions: what each refusal says, before any request.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors";
import { chatCompletion } from "../tasks/chat";
import { request } from "../tasks/custom";
import { featureExtraction } from "../tasks/nlp";
import { textToImage } from "../tasks/vision";
import { fakeFetch } from "../test-support/fake-fetch";
import type { ChatCompletionArgs } from "../types";
import { setLogger } from "./logger";

const messages = [{ role: "user", content: "Hi" }];

/** The error a call ends with, and the requests it made. */
async function refusal(run: (fetch: typeof globalThis.fetch) => Promise<unknown>) {
  const { fetch, calls } = fakeFetch();
  const error = await run(fetch).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InferenceClientInputError);
  return { message: (error as Error).message, calls };
}

describe("resolution", () => {
  it.each<[string, ChatCompletionArgs]>([
    ["chat left to the router", { model: "https://example.test/m", messages }],
    ["chat with a suffix", { model: "/models/m:groq", messages, accessToken: "hf_x" }],
    ["chat on a provider", { model: "https://example.test/m", provider: "groq", messages }],
    ["an endpoint", { model: "https://example.test/m", endpointUrl: "https://my.endpoint", messages }],
  ])("refuses a model URL: %s", async (_, args) => {
    const { message, calls } = await refusal((fetch) => chatCompletion(args, { fetch }));
    expect(message).toBe("Model URLs are no longer supported. Use endpointUrl instead.");
    expect(calls).toEqual([]);
  });

  it("refuses a provider that does not serve the task, naming those that do, and an unknown one", async () => {
    const unsupported = await refusal((fetch) =>
      textToImage({ model: "org/m", provider: "groq", inputs: "x" }, { fetch }),
    );
    expect(unsupported.message).toMatch(
      /^Task 'text-to-image' not supported for provider 'groq'\. Providers supporting it: /,
    );
    expect(unsupported.message).toContain("fal-ai");
    const unknown = await refusal((fetch) =>
      featureExtraction({ model: "org/m", provider: "nobody" as "groq", inputs: "x" }, { fetch }),
    );
    expect(unknown.message).toMatch(/^Provider 'nobody' not supported\. Available providers: /);
  });

  it("needs a model id for a provider routed by the client alone", async () => {
    const { message } = await refusal((fetch) => chatCompletion({ provider: "openai", messages }, { fetch }));
    expect(message).toBe("Provider openai requires a model ID to be passed directly.");
  });

  it("needs a model or a task", async () => {
    const { message } = await refusal((fetch) => request({ provider: "hf-inference", inputs: "x" }, { fetch }));
    expect(message).toBe("No model provided, and no task has been specified.");
  });

  it("refuses auto when the model's mapping lists no provider", async () => {
    setLogger({ ...console, debug: () => undefined, log: () => undefined });
    try {
      const { message } = await refusal((fetch) =>
        featureExtraction({ model: "org/m", inputs: "x", inferenceProviderMapping: [] }, { fetch }),
      );
      expect(message).toBe("No Inference Provider available for model org/m.");
    } finally {
      setLogger(console);
    }
  });
});
