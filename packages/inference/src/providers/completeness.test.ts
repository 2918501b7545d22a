// Every task the facts say a provider serves is served all the way: a client helper, an emulated API that
// answers its route, and a snippet. Adding a provider or a task to the facts without the rest fails here.
import { describe, expect, it } from "vitest";
import { EMULATED_APIS } from "../emulator/providers";
import { getInferenceSnippets } from "../snippets/generate";
import { mappingFor, matrixModels } from "../test-support/snippet-matrix";
import type { InferenceTask } from "../types";
import { PROVIDER_FACTS, type ProviderFactsWithRoutes, routeOf } from "./facts";
import { HELPERS_BY_PROVIDER } from "./getProviderHelper";

/** What `facts` lists for `task` but nothing serves: one line per missing part, naming provider and task. */
function missingParts(facts: ProviderFactsWithRoutes, task: InferenceTask): string[] {
  const where = `${facts.id} ${task}`;
  const missing: string[] = [];
  if (!HELPERS_BY_PROVIDER[facts.id][task]) missing.push(`${where}: no client helper in the registry`);
  const api = EMULATED_APIS.find((candidate) => candidate.id === facts.id);
  // The provider-side id in the provider's own form (Black Forest Labs names models by one segment).
  const model = mappingFor(facts.id, task, { id: "org/model-x", tags: [] }).providerId;
  const path = `/${routeOf(facts, task, model)}`;
  if (!api) missing.push(`${where}: no emulated API`);
  else if (!api.routes.some((route) => route.method === "POST" && route.path.test(path)))
    missing.push(`${where}: the emulated API does not answer POST ${path}`);
  const models = matrixModels().filter((entry) => entry.task === task);
  if (models.length === 0) missing.push(`${where}: no snippet model for the task`);
  else if (
    // A client-side-routing-only provider is only called directly, with its own key.
    !models.some(
      ({ model }) =>
        getInferenceSnippets(model, facts.id, mappingFor(facts.id, task, model), {
          directRequest: facts.clientSideRoutingOnly,
        }).length > 0,
    )
  ) {
    missing.push(`${where}: no snippet`);
  }
  return missing;
}

describe("every provider task in the facts", () => {
  it("has a client helper, an emulated API answering its route, and a snippet", () => {
    const missing = Object.values(PROVIDER_FACTS).flatMap((facts) =>
      (Object.keys(facts.routes) as InferenceTask[]).flatMap((task) => missingParts(facts, task)),
    );
    expect(missing).toEqual([]);
  });

  it("names the provider and the part when one is missing", () => {
    const unserved: ProviderFactsWithRoutes = {
      ...PROVIDER_FACTS.groq,
      routes: { "text-to-image": "v1/images/generations" },
    };
    expect(missingParts(unserved, "text-to-image")).toEqual([
      "groq text-to-image: no client helper in the registry",
      "groq text-to-image: the emulated API does not answer POST /v1/images/generations",
      "groq text-to-image: no snippet",
    ]);
  });
});
