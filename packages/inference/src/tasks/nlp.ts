// Text tasks: generation, embeddings, similarity, ranking, classification, extraction, rewriting.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { runStream, runTask } from "../lib/run";
import { arrayOf, hasFields, isString } from "../lib/shape";
import * as tables from "../providers/registry";
import type {
  ClassificationOutput,
  FeatureExtractionOutput,
  FillMaskOutputElement,
  Options,
  QuestionAnsweringOutput,
  SummarizationOutput,
  TableQuestionAnsweringOutput,
  TaskArgs,
  TextGenerationArgs,
  TextGenerationOutput,
  TextGenerationStreamOutput,
  TextRankingOutput,
  TokenClassificationOutputElement,
  TranslationOutput,
} from "../types";

export type FeatureExtractionArgs = TaskArgs<string | string[]>;
export type SentenceSimilarityArgs = TaskArgs<{ source_sentence: string; sentences: string[] }>;
export type FillMaskArgs = TaskArgs<string>;
export type SummarizationArgs = TaskArgs<string>;
export type TranslationArgs = TaskArgs<string | string[]>;
export type QuestionAnsweringArgs = TaskArgs<{ question: string; context: string }>;
/** The question as `query` (the API's name) or `question` (the peer's type's name); sent as given. */
export type TableQuestionAnsweringArgs = TaskArgs<
  ({ query: string } | { question: string }) & { table: Record<string, string[]> }
>;
export type TextClassificationArgs = TaskArgs<string>;
export type TokenClassificationArgs = TaskArgs<string>;
export type ZeroShotClassificationArgs = TaskArgs<string | string[]>;

export interface TextRankingInput {
  /** What the documents are ranked against. */
  query: string;
  /** The documents; each result names one by its index in this list. */
  texts: string[];
}
export interface TextRankingParameters {
  /** The model's own scores instead of normalised ones (default false). */
  raw_scores?: boolean;
  /** Each result carries its document's text (default false). */
  return_text?: boolean;
  /** Documents longer than the model reads are cut instead of refused (default false). */
  truncate?: boolean;
  [key: string]: unknown;
}
export type TextRankingArgs = TaskArgs<TextRankingInput> & { parameters?: TextRankingParameters };

export function textGeneration(args: TextGenerationArgs, options?: Options): Promise<TextGenerationOutput> {
  return runTask<TextGenerationOutput>(args, options, tables.TEXT_GENERATION, "text-generation", { json: true });
}

/** Yields each token event as the server sends it (TGI-style stream). */
export function textGenerationStream(
  args: TextGenerationArgs,
  options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
  return runStream(args, options, tables.TEXT_GENERATION, "text-generation");
}

export function featureExtraction(args: FeatureExtractionArgs, options?: Options): Promise<FeatureExtractionOutput> {
  return runTask<FeatureExtractionOutput>(args, options, tables.FEATURE_EXTRACTION, "feature-extraction");
}

export function sentenceSimilarity(args: SentenceSimilarityArgs, options?: Options): Promise<number[]> {
  return runTask<number[]>(args, options, tables.SENTENCE_SIMILARITY, "sentence-similarity");
}

const isTextRankingInput = /* @__PURE__ */ hasFields({ query: isString, texts: /* @__PURE__ */ arrayOf(isString) });

/**
 * Scores each of `inputs.texts` against `inputs.query` with a reranker, most relevant first. However many
 * documents the caller sends, the answer must name each at most once and none that was not sent.
 */
export async function textRanking(args: TextRankingArgs, options?: Options): Promise<TextRankingOutput> {
  if (!isTextRankingInput(args.inputs)) {
    throw new InferenceClientInputError("text-ranking inputs must be { query: string, texts: string[] }");
  }
  const sent = args.inputs.texts.length;
  const ranking = await runTask<TextRankingOutput>(args, options, tables.TEXT_RANKING, "text-ranking");
  return rankedWithin(ranking, sent);
}

/** The ranking sorted by score, once every result names a different one of the `sent` documents. */
function rankedWithin(ranking: TextRankingOutput, sent: number): TextRankingOutput {
  const malformed = (detail: string) =>
    new InferenceClientProviderOutputError(`Received malformed text-ranking response: ${detail}`);
  if (ranking.length > sent) throw malformed(`${ranking.length} results for ${sent} documents`);
  const seen = new Uint8Array(sent);
  for (const { index } of ranking) {
    if (index >= sent) throw malformed(`index ${index} names no document (${sent} sent)`);
    if (seen[index]) throw malformed(`document ${index} is ranked twice`);
    seen[index] = 1;
  }
  return ranking.sort((a, b) => b.score - a.score);
}

export function fillMask(args: FillMaskArgs, options?: Options): Promise<FillMaskOutputElement[]> {
  return runTask<FillMaskOutputElement[]>(args, options, tables.FILL_MASK, "fill-mask");
}

export function summarization(args: SummarizationArgs, options?: Options): Promise<SummarizationOutput> {
  return runTask<SummarizationOutput>(args, options, tables.SUMMARIZATION, "summarization");
}

export function translation(
  args: TranslationArgs,
  options?: Options,
): Promise<TranslationOutput | TranslationOutput[]> {
  return runTask<TranslationOutput | TranslationOutput[]>(args, options, tables.TRANSLATION, "translation");
}

export function questionAnswering(args: QuestionAnsweringArgs, options?: Options): Promise<QuestionAnsweringOutput> {
  return runTask<QuestionAnsweringOutput>(args, options, tables.QUESTION_ANSWERING, "question-answering");
}

export function tableQuestionAnswering(
  args: TableQuestionAnsweringArgs,
  options?: Options,
): Promise<TableQuestionAnsweringOutput> {
  return runTask<TableQuestionAnsweringOutput>(
    args,
    options,
    tables.TABLE_QUESTION_ANSWERING,
    "table-question-answering",
  );
}

export function textClassification(args: TextClassificationArgs, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.TEXT_CLASSIFICATION, "text-classification");
}

export function tokenClassification(
  args: TokenClassificationArgs,
  options?: Options,
): Promise<TokenClassificationOutputElement[]> {
  return runTask<TokenClassificationOutputElement[]>(
    args,
    options,
    tables.TOKEN_CLASSIFICATION,
    "token-classification",
  );
}

export function zeroShotClassification(
  args: ZeroShotClassificationArgs,
  options?: Options,
): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.ZERO_SHOT_CLASSIFICATION, "zero-shot-classification");
}
