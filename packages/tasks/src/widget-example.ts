// Example inputs a model card declares for its widget (`widget:` in the card metadata).

export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool" | string;
  content: string | Array<{ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }>;
}

export interface WidgetExampleBase<TOutput = unknown> {
  example_title?: string;
  group?: string;
  /** Expected output, shown next to the example. */
  output?: TOutput;
}

export interface WidgetExampleTextInput extends WidgetExampleBase {
  text: string;
}
export interface WidgetExampleTextAndContextInput extends WidgetExampleTextInput {
  context: string;
}
export interface WidgetExampleTextAndTableInput extends WidgetExampleTextInput {
  table: Record<string, Array<string | number>>;
}
export interface WidgetExampleAssetInput extends WidgetExampleBase {
  src: string;
}
export interface WidgetExampleAssetAndPromptInput extends WidgetExampleAssetInput {
  prompt: string;
}
export interface WidgetExampleAssetAndTextInput extends WidgetExampleAssetInput {
  text: string;
}
export interface WidgetExampleAssetAndZeroShotInput extends WidgetExampleAssetInput {
  candidate_labels: string;
}
export interface WidgetExampleStructuredDataInput extends WidgetExampleBase {
  structured_data: Record<string, Array<string | number>>;
}
export interface WidgetExampleTableDataInput extends WidgetExampleBase {
  table: Record<string, Array<string | number>>;
}
export interface WidgetExampleZeroShotTextInput extends WidgetExampleTextInput {
  candidate_labels: string;
  multi_class?: boolean;
}
export interface WidgetExampleSentenceSimilarityInput extends WidgetExampleBase {
  source_sentence: string;
  sentences: string[];
}
export interface WidgetExampleChatInput extends WidgetExampleBase {
  messages: ChatMessage[];
}

export type WidgetExample =
  | WidgetExampleTextInput
  | WidgetExampleTextAndContextInput
  | WidgetExampleTextAndTableInput
  | WidgetExampleAssetInput
  | WidgetExampleAssetAndPromptInput
  | WidgetExampleAssetAndTextInput
  | WidgetExampleAssetAndZeroShotInput
  | WidgetExampleStructuredDataInput
  | WidgetExampleTableDataInput
  | WidgetExampleZeroShotTextInput
  | WidgetExampleSentenceSimilarityInput
  | WidgetExampleChatInput;
