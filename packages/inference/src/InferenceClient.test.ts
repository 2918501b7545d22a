import { describe, expect, it } from "vitest";
import { InferenceClient } from "./InferenceClient";
import { fakeFetch, mappingFor } from "./test-support/fake-fetch";

describe("InferenceClient", () => {
  it("binds the token and default options to every call; call options win", async () => {
    const { fetch, calls } = fakeFetch();
    const client = new InferenceClient("gsk_key", { fetch, maxRetries: 0, billTo: "org-a" });
    await client
      .chatCompletion(
        { model: "m", provider: "groq", messages: [], inferenceProviderMapping: mappingFor("groq", "conversational") },
        { billTo: "org-b" },
      )
      .catch(() => undefined);
    expect(calls[0]?.headers.authorization).toBe("Bearer gsk_key");
    expect(calls[0]?.headers["x-hf-bill-to"]).toBe("org-b");
  });

  it("endpoint(url) sends every call to that URL", async () => {
    const { fetch, calls } = fakeFetch();
    const client = new InferenceClient("hf_tok", { fetch, maxRetries: 0 }).endpoint("https://my.endpoint/v1/");
    await client.chatCompletion({ messages: [] }).catch(() => undefined);
    expect(calls[0]?.url).toBe("https://my.endpoint/v1/chat/completions");
  });

  it("keeps the token out of its enumerable state", () => {
    const client = new InferenceClient("hf_secret_value");
    expect(JSON.stringify(client)).not.toContain("hf_secret_value");
    expect(Object.keys(client)).toEqual([]);
  });
});
