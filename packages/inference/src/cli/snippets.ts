// `inferkit snippets`: the copy-ready code of getInferenceSnippets for a model record saved from the Hub API.
import {
  getInferenceSnippets,
  type InferenceProviderMappingEntry,
  type InferenceSnippet,
  type SnippetModel,
} from "@inferkit/inference/snippets";
import type { Command } from "./command";
import {
  CliError,
  inputName,
  isRecord,
  parseOptions,
  positionalsOf,
  providerOption,
  readJsonFile,
  UsageError,
} from "./io";

const OPTIONS = {
  provider: { type: "string" },
  lang: { type: "string" },
} as const;

const LANGUAGES: readonly InferenceSnippet["language"][] = ["js", "python", "sh"];

/**
 * The record's entry for `provider`: the Hub answers `inferenceProviderMapping` as a list of entries naming
 * their provider, or (older answers) as an object keyed by provider.
 */
function mappingEntry(record: Record<string, unknown>, provider: string): InferenceProviderMappingEntry | undefined {
  const mapping = record.inferenceProviderMapping;
  const entry = Array.isArray(mapping)
    ? mapping.find((candidate) => isRecord(candidate) && candidate.provider === provider)
    : isRecord(mapping) && Object.hasOwn(mapping, provider)
      ? mapping[provider]
      : undefined;
  return isRecord(entry) && typeof entry.providerId === "string"
    ? (entry as unknown as InferenceProviderMappingEntry)
    : undefined;
}

export const snippetsCommand: Command = {
  name: "snippets",
  summary: "print the code that calls a model, for each language and client",
  usage: `Usage: inferkit snippets <model.json> [--provider NAME] [--lang js|python|sh]

Prints the inference snippets for a model record as the Hub API answers it, e.g. saved from
https://huggingface.co/api/models/<model>?expand[]=pipeline_tag&expand[]=tags&expand[]=inferenceProviderMapping
Each snippet follows a header line "==> <language> / <client> <==". The record's provider
mapping, when it has one for the provider, gives the provider-side model id. A model file of -
is read from standard input.

Options:
  --provider NAME  the provider to call (default: auto, the router's choice)
  --lang LANG      only the snippets of one language: js, python or sh
  -h, --help       show this help
`,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, OPTIONS);
    const [path = ""] = positionalsOf(positionals, ["model file"]);
    const language = values.lang;
    if (language !== undefined && !(LANGUAGES as readonly string[]).includes(language))
      throw new UsageError(`--lang must be one of ${LANGUAGES.join(", ")}`);
    const provider = providerOption(values.provider);
    const record = await readJsonFile(path, io.stdin);
    if (!isRecord(record) || typeof record.id !== "string")
      throw new CliError(`${inputName(path)} must hold a model record: an object with an "id"`);

    const snippets = getInferenceSnippets(
      record as unknown as SnippetModel,
      provider,
      mappingEntry(record, provider),
    ).filter((snippet) => language === undefined || snippet.language === language);
    if (snippets.length === 0) {
      const pipeline = typeof record.pipeline_tag === "string" ? record.pipeline_tag : "none";
      throw new CliError(
        `no snippet for ${JSON.stringify(record.id)} (pipeline_tag ${JSON.stringify(pipeline)}) with provider ${provider}${language ? ` in ${language}` : ""}`,
      );
    }
    io.stdout.write(
      snippets.map(({ language, client, content }) => `==> ${language} / ${client} <==\n${content}\n`).join("\n"),
    );
  },
};
