// makeRequestOptionsFromResolvedModel against what a real task call sends, recorded by a fake fetch.
import { describe, expect, it } from "vitest";
import { getProviderHelper } from "../providers/getProviderHelper";
import { chatCompletion } from "../tasks/chat";
import { textToImage } from "../tasks/vision";
import { fakeFetch, mappingFor, type RecordedCall } from "../test-support/fake-fetch";
import type { InferenceProvider, InferenceTask, RequestArgs } from "../types";
import { makeRequestOptionsFromResolvedModel } from "./request";

type TaskFunction = (args: RequestArgs, options: { fetch: typeof fetch; maxRetries: number }) => Promise<unknown>;

/** The request a real call makes with the model's mapping given, and the one built from the resolved model. */
async function bothRequests(
  call: TaskFunction,
  provider: InferenceProvider,
  task: InferenceTask,
  args: RequestArgs,
): Promise<[RecordedCall | undefined, RecordedCall]> {
  const mapping = mappingFor(provider, task);
  const recorder = fakeFetch();
  await call(
    { ...args, model: "hub/model", provider, inferenceProviderMapping: mapping },
    {
      fetch: recorder.fetch,
      maxRetries: 0,
    },
  ).catch(() => undefined);
  const helper = getProviderHelper(provider, task);
  const { url, info } = makeRequestOptionsFromResolvedModel("org/model-x", helper, { ...args, provider }, mapping[0]);
  const built = {
    url,
    method: info.method ?? "GET",
    headers: Object.fromEntries(new Headers(info.headers).entries()),
    body: JSON.parse(String(info.body)),
  };
  return [recorder.calls[0], built];
}

describe("makeRequestOptionsFromResolvedModel", () => {
  it("builds what a chat call to Groq with a provider key sends", async () => {
    const messages = [{ role: "user", content: "Hi" }];
    const [sent, built] = await bothRequests(chatCompletion as TaskFunction, "groq", "conversational", {
      accessToken: "gsk_1",
      messages,
    });
    expect(built).toEqual(sent);
    expect(built.url).toContain("api.groq.com");
    expect(built.body).toEqual({ messages, model: "org/model-x" });
  });

  it("builds what a text-to-image call to fal.ai through the router sends, the provider's own payload", async () => {
    const [sent, built] = await bothRequests(textToImage as TaskFunction, "fal-ai", "text-to-image", {
      accessToken: "hf_1",
      inputs: "a red fox",
      parameters: { num_inference_steps: 4 },
    });
    expect(built).toEqual(sent);
    expect(built.url).toContain("router.huggingface.co/fal-ai");
    expect(built.headers.authorization).toBe("Bearer hf_1");
  });

  it("rewrites the URL by the arguments' urlTransform, as the peer does, in a call and here alike", async () => {
    const [sent, built] = await bothRequests(chatCompletion as TaskFunction, "groq", "conversational", {
      accessToken: "gsk_1",
      messages: [],
      urlTransform: (url: string) => url.replace("/openai/v1/", "/openai/v2/"),
    });
    expect(built).toEqual(sent);
    expect(built.url).toBe("https://api.groq.com/openai/v2/chat/completions");
    expect(Object.keys(built.body as object)).toEqual(["messages", "model"]);
  });

  it("rewrites an hf-inference model URL by urlTransform, but not an endpoint URL given whole (as the peer)", () => {
    const helper = getProviderHelper("hf-inference", "text-classification");
    const urlTransform = (url: string) => `${url}?tagged`;
    const routed = makeRequestOptionsFromResolvedModel("org/m", helper, { inputs: "x", urlTransform }, undefined);
    expect(routed.url).toBe("https://router.huggingface.co/hf-inference/models/org/m?tagged");
    const endpoint = { inputs: "x", endpointUrl: "https://my.endpoint/", urlTransform };
    expect(makeRequestOptionsFromResolvedModel("org/m", helper, endpoint, undefined).url).toBe("https://my.endpoint/");
  });

  it("refuses an endpoint URL with a third-party provider, as a call does", () => {
    const helper = getProviderHelper("groq", "conversational");
    expect(() =>
      makeRequestOptionsFromResolvedModel("m", helper, { endpointUrl: "https://x", messages: [] }, undefined),
    ).toThrow("Cannot use endpointUrl with a third-party provider.");
  });
});
