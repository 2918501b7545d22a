// Where snippets send OpenAI-client calls: the Hub's router, one path per provider.

/** A provider id as snippets take it; any string, since the list of providers keeps growing. */
export type SnippetInferenceProvider = string;

/** The router's base address; `{{PROVIDER}}` stands for the provider id. */
export const HF_HUB_INFERENCE_PROXY_TEMPLATE = "https://router.huggingface.co/{{PROVIDER}}";

/** The `baseURL` an OpenAI client needs to reach `provider` through the router. */
export function openAIbaseUrl(provider: SnippetInferenceProvider): string {
  const url = HF_HUB_INFERENCE_PROXY_TEMPLATE.replace("{{PROVIDER}}", encodeURIComponent(provider));
  // hf-inference serves the OpenAI routes under /v1 of its own path; the other providers at their root.
  return provider === "hf-inference" ? `${url}/v1` : url;
}
