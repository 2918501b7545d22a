// getInferenceSnippets: resolves the model, provider and options once, then renders every client's template.
import { isDirectOnly } from "../providers/facts";
import type { SnippetContext } from "./context";
import { credentialFor } from "./credentials";
import { chatTarget, httpCall } from "./http-call";
import { prepareInput } from "./inputs";
import { servesTask, snippetProvider } from "./providers";
import { isConversational, TEMPLATE_BY_PIPELINE, type TemplateName } from "./tasks";
import { CLIENTS } from "./templates";
import type { InferenceProviderMappingEntry, InferenceSnippet, SnippetModel, SnippetOptions } from "./types";
import { checkedArguments } from "./untrusted";

function templateFor(model: SnippetModel, streaming: boolean): { task: string; template: TemplateName } | undefined {
  const pipeline = model.pipeline_tag;
  if (typeof pipeline !== "string") return undefined;
  // Own entries only: a pipeline tag such as `constructor` must not find an inherited member.
  const template = Object.hasOwn(TEMPLATE_BY_PIPELINE, pipeline) ? TEMPLATE_BY_PIPELINE[pipeline] : undefined;
  if (template === undefined) return undefined;
  // Image-text-to-text models are always served through the chat API.
  if (isConversational(pipeline, model.tags ?? []) || template === "conversational")
    return { task: "conversational", template: streaming ? "conversationalStream" : "conversational" };
  return { task: pipeline, template };
}

/**
 * Copy-ready code calling `model` through `provider` (or the `auto` policy), one entry per language and
 * client that can do it. Models without a snippet-able pipeline, or providers not serving the task, give [].
 * Every value passed in is written as a quoted literal; values that cannot be (a multi-line id, a
 * function in `inputs`...) throw SnippetInputError.
 */
export function getInferenceSnippets(
  modelRecord: SnippetModel,
  providerName: string,
  inferenceProviderMapping?: InferenceProviderMappingEntry,
  options?: SnippetOptions,
): InferenceSnippet[] {
  const {
    model,
    provider,
    mapping,
    options: opts,
  } = checkedArguments(modelRecord, providerName, inferenceProviderMapping, options);
  const streaming = opts.streaming === true;
  const resolved = templateFor(model, streaming);
  if (!resolved) return [];
  const { task, template } = resolved;
  // A dedicated endpoint speaks the hf-inference protocol whatever provider was named.
  const effectiveProvider = opts.endpointUrl ? "hf-inference" : provider;
  if (effectiveProvider !== "auto" && !snippetProvider(effectiveProvider)) return [];
  if (!servesTask(effectiveProvider, task)) return [];
  // The auto policy is a router feature: there is no provider host to call directly. Providers the router
  // does not serve are called directly, with their own key, whatever was asked.
  const directOnly = !!snippetProvider(effectiveProvider)?.clientSideRoutingOnly || isDirectOnly(effectiveProvider);
  const routed = effectiveProvider === "auto" || (!opts.directRequest && !directOnly);

  const base: Omit<SnippetContext, "http" | "chat"> = {
    model,
    provider: effectiveProvider,
    providerId: mapping?.providerId ?? model.id,
    mapping,
    task,
    pipeline: model.pipeline_tag ?? "",
    template,
    input: prepareInput(template, model, opts),
    credential: credentialFor({
      provider: effectiveProvider,
      routed,
      endpointUrl: opts.endpointUrl,
      accessToken: opts.accessToken,
    }),
    streaming,
    routed,
    billTo: opts.billTo,
    endpointUrl: opts.endpointUrl,
  };
  const ctx: SnippetContext = {
    ...base,
    chat: task === "conversational" ? chatTarget(base) : undefined,
    http: httpCall(base),
  };

  const snippets: InferenceSnippet[] = [];
  for (const { language, client, templates } of CLIENTS) {
    const content = templates[template]?.(ctx);
    if (content) snippets.push({ language, client, content });
  }
  return snippets;
}
