// Text tasks: generation, embeddings, similarity, classification, extraction, rewriting.
import { runStream, runTask } from "../lib/run";
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
  TokenClassificationOutputElement,
  TranslationOutput,
} from "../types";

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

export function featureExtraction(
  args: TaskArgs<string | string[]>,
  options?: Options,
): Promise<FeatureExtractionOutput> {
  return runTask<FeatureExtractionOutput>(args, options, tables.FEATURE_EXTRACTION, "feature-extraction");
}

export function sentenceSimilarity(
  args: TaskArgs<{ source_sentence: string; sentences: string[] }>,
  options?: Options,
): Promise<number[]> {
  return runTask<number[]>(args, options, tables.SENTENCE_SIMILARITY, "sentence-similarity");
}

export function fillMask(args: TaskArgs<string>, options?: Options): Promise<FillMaskOutputElement[]> {
  return runTask<FillMaskOutputElement[]>(args, options, tables.FILL_MASK, "fill-mask");
}

export function summarization(args: TaskArgs<string>, options?: Options): Promise<SummarizationOutput> {
  return runTask<SummarizationOutput>(args, options, tables.SUMMARIZATION, "summarization");
}

export function translation(
  args: TaskArgs<string | string[]>,
  options?: Options,
): Promise<TranslationOutput | TranslationOutput[]> {
  return runTask<TranslationOutput | TranslationOutput[]>(args, options, tables.TRANSLATION, "translation");
}

export function questionAnswering(
  args: TaskArgs<{ question: string; context: string }>,
  options?: Options,
): Promise<QuestionAnsweringOutput> {
  return runTask<QuestionAnsweringOutput>(args, options, tables.QUESTION_ANSWERING, "question-answering");
}

export function tableQuestionAnswering(
  args: TaskArgs<{ query: string; table: Record<string, string[]> }>,
  options?: Options,
): Promise<TableQuestionAnsweringOutput> {
  return runTask<TableQuestionAnsweringOutput>(
    args,
    options,
    tables.TABLE_QUESTION_ANSWERING,
    "table-question-answering",
  );
}

export function textClassification(args: TaskArgs<string>, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.TEXT_CLASSIFICATION, "text-classification");
}

export function tokenClassification(
  args: TaskArgs<string>,
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
  args: TaskArgs<string | string[]>,
  options?: Options,
): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.ZERO_SHOT_CLASSIFICATION, "zero-shot-classification");
}
