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
import * as factsModule from "./facts";
import { FAL_AI, GROQ, HF_ROUTER_URL, PROVIDER_FACTS, routeOf, routerBaseOf, TEXT_TO_IMAGE_ROUTES } from "./facts";
import { defineHelper } from "./helper";

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

  it("gather every route of every task table (TASK_NAME_ROUTES) under its task", () => {
    const tables = Object.entries(factsModule).filter(([name]) => name.endsWith("_ROUTES"));
    expect(tables.length).toBeGreaterThan(30);
    for (const [name, table] of tables) {
      const task = name.slice(0, -"_ROUTES".length).toLowerCase().replaceAll("_", "-") as InferenceTask;
      for (const [provider, route] of Object.entries(table as factsModule.RouteTable)) {
        expect(PROVIDER_FACTS[provider as keyof typeof PROVIDER_FACTS].routes[task], `${name}.${provider}`).toBe(route);
      }
    }
  });

  it("fail a helper defined for a task its provider does not serve, when it is defined", () => {
    const unserved = () =>
      defineHelper({ facts: GROQ, task: "text-to-image", routes: TEXT_TO_IMAGE_ROUTES, readOutput: (r) => r });
    expect(unserved).toThrow(new TypeError("The groq facts list no text-to-image route"));
  });
});
