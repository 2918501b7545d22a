// The provider facts against the tests' own oracle (written from the reference list, not from the facts).
import { describe, expect, it } from "vitest";
import {
  CLIENT_SIDE_ONLY,
  chatPath,
  directBase,
  FAL_QUEUE_HOST,
  keyScheme,
  ROUTER,
  taskPath,
} from "../test-support/provider-oracle";
import { INFERENCE_PROVIDERS, type InferenceTask } from "../types";
import { FAL_AI, HF_ROUTER_URL, PROVIDER_FACTS, routeOf, routerBaseOf } from "./facts";

const MODEL = "org/model-x";

describe("provider facts", () => {
  it("list every provider of INFERENCE_PROVIDERS, each under its own id", () => {
    expect(Object.keys(PROVIDER_FACTS)).toEqual([...INFERENCE_PROVIDERS]);
    for (const [id, facts] of Object.entries(PROVIDER_FACTS)) expect(facts.id).toBe(id);
  });

  it("give each provider's own base, key scheme and routing as the oracle does", () => {
    expect(HF_ROUTER_URL).toBe(ROUTER);
    for (const facts of Object.values(PROVIDER_FACTS)) {
      expect(facts.baseUrl, facts.id).toBe(directBase(facts.id));
      expect(facts.keyScheme ?? "Bearer", facts.id).toBe(keyScheme(facts.id));
      expect(facts.clientSideRoutingOnly ?? false, facts.id).toBe(CLIENT_SIDE_ONLY.includes(facts.id));
      expect(routerBaseOf(facts.id)).toBe(`${ROUTER}/${facts.id}`);
    }
    expect(FAL_AI.queueUrl).toBe(`https://${FAL_QUEUE_HOST}`);
  });

  it("route every task where the oracle expects it", () => {
    for (const facts of Object.values(PROVIDER_FACTS)) {
      for (const task of Object.keys(facts.routes) as InferenceTask[]) {
        expect(`/${routeOf(facts, task, MODEL)}`, `${facts.id} ${task}`).toBe(taskPath(facts.id, task, MODEL));
      }
      if (facts.routes.conversational && facts.id !== "hf-inference")
        expect(`/${facts.routes.conversational}`).toBe(chatPath(facts.id));
    }
  });

  it("answer no route for a task the provider does not serve", () => {
    expect(routeOf(PROVIDER_FACTS.groq, "text-to-image", MODEL)).toBeUndefined();
  });
});
