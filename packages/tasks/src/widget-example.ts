// Example inputs a model card declares for its widget (`widget:` in the card metadata), each with the
// output the card may show beside it. Shapes follow @huggingface/tasks 0.21, so its users' records fit.
import type { ChatCompletionInputMessage } from "./tasks/chat-completion/inference";

/** A message of a chat example in its simplest form (a subset of `ChatCompletionInputMessage`). */
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool" | string;
  content: string | Array<{ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }>;
}

/** Column name → cell values, as tables are written in card metadata. */
type TableData = Record<string, Array<string | number>>;

export type WidgetExampleOutputLabels = Array<{ label: string; score: number }>;
export interface WidgetExampleOutputAnswerScore {
  answer: string;
  score: number;
}
export interface WidgetExampleOutputText {
  text: string;
}
/** A generated image, audio or video, by address. */
export interface WidgetExampleOutputUrl {
  url: string;
}
export type WidgetExampleOutput =
  | WidgetExampleOutputLabels
  | WidgetExampleOutputAnswerScore
  | WidgetExampleOutputText
  | WidgetExampleOutputUrl;

// The default keeps `WidgetExampleBase` usable bare, as it was before the output types existed.
export interface WidgetExampleBase<TOutput = unknown> {
  example_title?: string;
  group?: string;
  /** Inference parameters the card pins for this example. */
  parameters?: {
    aggregation_strategy?: string;
    top_k?: number;
    top_p?: number;
    temperature?: number;
    max_new_tokens?: number;
    do_sample?: boolean;
    negative_prompt?: string;
    guidance_scale?: number;
    num_inference_steps?: number;
  };
  /** Expected output, shown next to the example. */
  output?: TOutput;
}

export interface WidgetExampleChatInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  messages: ChatCompletionInputMessage[];
}
export interface WidgetExampleTextInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  text: string;
}
export interface WidgetExampleTextAndContextInput<TOutput = WidgetExampleOutput>
  extends WidgetExampleTextInput<TOutput> {
  context: string;
}
export interface WidgetExampleTextAndTableInput<TOutput = WidgetExampleOutput> extends WidgetExampleTextInput<TOutput> {
  table: TableData;
}
/** `src` is the address of an image, audio or video file. */
export interface WidgetExampleAssetInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  src: string;
}
export interface WidgetExampleAssetAndPromptInput<TOutput = WidgetExampleOutput>
  extends WidgetExampleAssetInput<TOutput> {
  prompt: string;
}
export type WidgetExampleAssetAndTextInput<TOutput = WidgetExampleOutput> = WidgetExampleAssetInput<TOutput> &
  WidgetExampleTextInput<TOutput>;
export type WidgetExampleAssetAndZeroShotInput<TOutput = WidgetExampleOutput> = WidgetExampleAssetInput<TOutput> &
  WidgetExampleZeroShotTextInput<TOutput>;
export interface WidgetExampleStructuredDataInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  structured_data: TableData;
}
export interface WidgetExampleTableDataInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  table: TableData;
}
/** `candidate_labels` is one comma-separated string, as cards write it. */
export interface WidgetExampleZeroShotTextInput<TOutput = WidgetExampleOutput> extends WidgetExampleTextInput<TOutput> {
  candidate_labels: string;
  multi_class: boolean;
}
export interface WidgetExampleSentenceSimilarityInput<TOutput = WidgetExampleOutput>
  extends WidgetExampleBase<TOutput> {
  source_sentence: string;
  sentences: string[];
}

export type WidgetExample<TOutput = WidgetExampleOutput> =
  | WidgetExampleChatInput<TOutput>
  | WidgetExampleTextInput<TOutput>
  | WidgetExampleTextAndContextInput<TOutput>
  | WidgetExampleTextAndTableInput<TOutput>
  | WidgetExampleAssetInput<TOutput>
  | WidgetExampleAssetAndPromptInput<TOutput>
  | WidgetExampleAssetAndTextInput<TOutput>
  | WidgetExampleAssetAndZeroShotInput<TOutput>
  | WidgetExampleStructuredDataInput<TOutput>
  | WidgetExampleTableDataInput<TOutput>
  | WidgetExampleZeroShotTextInput<TOutput>
  | WidgetExampleSentenceSimilarityInput<TOutput>;

/** Field names of each member of a union, not only those all members share. */
type FieldsOfEach<T> = T extends unknown ? keyof T : never;

/** Any field name some widget example may carry. */
export type WidgetExampleAttribute = FieldsOfEach<WidgetExample>;
