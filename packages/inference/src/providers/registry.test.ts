import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors";
import { CONVERSATIONAL_ROUTES } from "./facts";
import { conversationalHelper } from "./registry";

describe("conversationalHelper", () => {
  it("makes each chat helper once, for every provider of the chat routes, and the router's under auto", () => {
    for (const provider of Object.keys(CONVERSATIONAL_ROUTES)) {
      const helper = conversationalHelper(provider);
      expect([helper.provider, helper.task]).toEqual([provider, "conversational"]);
      expect(conversationalHelper(provider)).toBe(helper);
    }
    expect(conversationalHelper("auto").provider).toBe("auto");
  });

  it("refuses as a task table does: unknown providers, then the providers serving chat", () => {
    expect(() => conversationalHelper("constructor")).toThrow(
      /^Provider 'constructor' not supported\. Available providers: baseten, black-forest-labs, /,
    );
    expect(() => conversationalHelper("fal-ai")).toThrow(
      new InferenceClientInputError(
        `Task 'conversational' not supported for provider 'fal-ai'. Providers supporting it: ${Object.keys(CONVERSATIONAL_ROUTES).join(", ")}, auto`,
      ),
    );
  });
});
