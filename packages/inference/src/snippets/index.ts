// @inferkit/inference/snippets: copy-ready code calling a model through the inference service.
// Loads none of the client, so pages can show snippets without shipping it.
export { SnippetError, SnippetInputError, TemplateNotFoundError } from "./errors";
export { getInferenceSnippets } from "./generate";
export { getTemplate } from "./templates";
export type {
  InferenceProviderMappingEntry,
  InferenceSnippet,
  SnippetClient,
  SnippetLanguage,
  SnippetModel,
  SnippetOptions,
} from "./types";
