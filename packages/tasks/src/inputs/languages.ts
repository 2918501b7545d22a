// The languages inference snippets are written in, in the order they are offered.

export const inferenceSnippetLanguages = ["python", "js", "sh"] as const;

export type InferenceSnippetLanguage = (typeof inferenceSnippetLanguages)[number];

/** One generated code sample: the language, the client library it uses (e.g. `requests`, `fetch`) and the code. */
export interface InferenceSnippet {
  language: InferenceSnippetLanguage;
  client: string;
  content: string;
}
