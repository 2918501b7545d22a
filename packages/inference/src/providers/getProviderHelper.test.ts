import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors";
import { makeRequestOptions } from "../lib/request";
import { chatCompletion } from "../tasks/chat";
import { mappingFor } from "../test-support/fake-fetch";
import { directUrl, falQueueUrl } from "../test-support/provider-oracle";
import { INFERENCE_PROVIDERS } from "../types";
import { getProviderHelper, HELPERS_BY_PROVIDER, tasksOf } from "./getProviderHelper";
import * as tables from "./registry";

describe("getProviderHelper", () => {
  it("knows every provider, each with at least one task", () => {
    for (const provider of INFERENCE_PROVIDERS) expect(tasksOf(provider).length).toBeGreaterThan(0);
  });

  it("gives a helper that names its provider and task", () => {
    const helper = getProviderHelper("groq", "conversational");
    expect(helper.provider).toBe("groq");
    expect(helper.task).toBe("conversational");
    expect(helper.makeUrl({ authMethod: "provider-key", model: "m" })).toBe(
      directUrl("groq", "/openai/v1/chat/completions"),
    );
  });

  it("falls back to hf-inference for auto or a missing task", () => {
    expect(getProviderHelper("auto", "text-classification").provider).toBe("hf-inference");
    expect(getProviderHelper("hf-inference", undefined).provider).toBe("hf-inference");
  });

  it("rejects unknown providers and unsupported tasks with the list of what exists", () => {
    expect(() => getProviderHelper("nope" as "groq", "conversational")).toThrow(
      /^Provider 'nope' not supported. Available providers: baseten, black-forest-labs, /,
    );
    expect(() => getProviderHelper("groq", "text-to-image")).toThrow(
      "Task 'text-to-image' not supported for provider 'groq'. Available tasks: conversational, text-generation",
    );
    expect(() => getProviderHelper("groq", undefined)).toThrow(InferenceClientInputError);
  });

  it("black-forest-labs routes need params; queued helpers need the request URL and headers", async () => {
    const bfl = getProviderHelper("black-forest-labs", "text-to-image");
    expect(() => bfl.makeRoute(undefined as never)).toThrow("Params are required");
    const falVideo = getProviderHelper("fal-ai", "text-to-video");
    await expect(falVideo.getResponse({ request_id: "r" })).rejects.toThrow(
      "URL and headers are required for text-to-video task",
    );
    const novita = getProviderHelper("novita", "text-to-video");
    await expect(novita.getResponse({ task_id: "t" }, directUrl("novita", "/x"))).rejects.toThrow(
      "URL and headers are required for text-to-video task",
    );
  });

  it("every task table files each helper under its own provider (the client relies on it)", () => {
    for (const [table, helpers] of Object.entries(tables)) {
      for (const [provider, helper] of Object.entries(helpers)) {
        expect(`${table}.${provider} → ${helper.provider}`).toBe(`${table}.${provider} → ${provider}`);
      }
    }
  });

  it("a task call never takes what a table inherits for a provider's helper", async () => {
    for (const provider of ["constructor", "toString", "__proto__"]) {
      await expect(chatCompletion({ provider: provider as "groq", model: "m", messages: [] })).rejects.toThrow(
        `Provider '${provider}' not supported. Available providers: `,
      );
    }
  });

  it("HELPERS_BY_PROVIDER lists the same helpers by provider", () => {
    expect(HELPERS_BY_PROVIDER.groq.conversational).toBe(getProviderHelper("groq", "conversational"));
    expect(Object.keys(HELPERS_BY_PROVIDER["fal-ai"])).toEqual(tasksOf("fal-ai"));
  });

  it("makeRequestOptions builds the request without sending it", async () => {
    const { url, info } = await makeRequestOptions(
      {
        model: "hub/m",
        accessToken: "gsk_1",
        messages: [],
        inferenceProviderMapping: mappingFor("groq", "conversational"),
      },
      getProviderHelper("groq", "conversational"),
    );
    expect(url).toBe(directUrl("groq", "/openai/v1/chat/completions"));
    expect(info.method).toBe("POST");
    expect((info.headers as Record<string, string>).Authorization).toBe("Bearer gsk_1");
    expect(JSON.parse(String(info.body))).toEqual({ messages: [], model: "org/model-x" });
  });

  it("helpers used on their own accept an AbortSignal as their last argument, as the peer's do", async () => {
    const falVideo = getProviderHelper("fal-ai", "text-to-video");
    const controller = new AbortController();
    controller.abort(new Error("stopped by caller"));
    await expect(
      falVideo.getResponse(
        { request_id: "r", status: "IN_QUEUE", response_url: falQueueUrl("/fal-ai/x/requests/r") },
        falQueueUrl("/fal-ai/x"),
        { Authorization: "Key k" },
        undefined,
        controller.signal,
      ),
    ).rejects.toThrow("stopped by caller");
  });
});
