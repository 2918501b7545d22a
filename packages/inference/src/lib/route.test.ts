import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors";
import type { RequestArgs } from "../types";
import { routeModelSuffix } from "./route";
import { selectionFor } from "./selection";

const HUB = "hf_route_test";
const KEY = "gsk_route_test";
const chat = (args: RequestArgs) => routeModelSuffix(args, "conversational", selectionFor("conversational"));
const image = (args: RequestArgs) => routeModelSuffix(args, "text-to-image", selectionFor("text-to-image"));

describe("routeModelSuffix", () => {
  it("returns the arguments themselves when the model has no suffix, is a URL or goes to an endpoint", () => {
    for (const args of [
      { model: "org/m" },
      { model: "https://example.test/m" },
      { model: "org/m:v1", endpointUrl: "https://my.endpoint.test" },
      {},
    ]) {
      expect(chat(args)).toBe(args);
    }
  });

  it("leaves policies and provider suffixes of chat to the router, keeping the id whole", () => {
    expect(chat({ model: "org/m:fastest", accessToken: HUB })).toEqual({
      model: "org/m:fastest",
      accessToken: HUB,
      provider: "auto",
    });
    expect(chat({ model: "org/m:groq" })).toEqual({ model: "org/m:groq", provider: "auto" });
    // The router knows providers this client may not.
    expect(chat({ model: "org/m:newcomer", accessToken: HUB })).toMatchObject({ provider: "auto" });
  });

  it("resolves a provider suffix here with a provider key, or with the same provider given", () => {
    expect(chat({ model: "org/m:groq", accessToken: KEY })).toEqual({
      model: "org/m",
      accessToken: KEY,
      provider: "groq",
    });
    expect(chat({ model: "org/m:groq", provider: "groq", accessToken: HUB })).toMatchObject({
      model: "org/m",
      provider: "groq",
    });
    expect(chat({ model: "org/m:groq", provider: "auto", accessToken: HUB })).toMatchObject({
      model: "org/m:groq",
      provider: "auto",
    });
  });

  it("resolves providers the router no longer serves here, so their calls fail with a clear message", () => {
    expect(chat({ model: "org/m:nebius", accessToken: HUB })).toMatchObject({ model: "org/m", provider: "nebius" });
  });

  it("resolves suffixes of other tasks here: a provider, or the preferred order", () => {
    expect(image({ model: "org/img:fal-ai" })).toEqual({ model: "org/img", provider: "fal-ai" });
    expect(image({ model: "org/img:preferred" })).toEqual({ model: "org/img", provider: "auto" });
  });

  it.each([
    [image, { model: "org/img:fastest" }, 'The ":fastest" policy is applied by the router to chat completion only'],
    [image, { model: "org/img:cheapest" }, 'The ":cheapest" policy is applied by the router'],
    [image, { model: "org/img:nobody" }, "Provider 'nobody' not supported. Available providers: "],
    [chat, { model: "org/m:nobody", accessToken: KEY }, "Provider 'nobody' not supported."],
    [chat, { model: "org/m:groq", provider: "together" }, 'selects "groq" and the provider option selects "together"'],
    [chat, { model: "org/m:fastest", provider: "groq" }, 'selects "fastest" and the provider option selects "groq"'],
    [chat, { model: "org/m:" }, 'Model id "org/m:" is malformed'],
    [chat, { model: ":groq" }, "is malformed"],
    [chat, { model: "org/m:groq:fastest" }, "is malformed"],
  ] as const)("refuses %#: %j", (route, args, message) => {
    const thrown = (() => {
      try {
        route(args as RequestArgs);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(InferenceClientInputError);
    expect((thrown as Error).message).toContain(message);
  });
});
