// Chat-completion request shapes shared by sample inputs and snippet generators (OpenAI-compatible field names).

export type ChatCompletionInputMessageChunkType = "text" | "image_url";

export interface ChatCompletionInputURL {
  url: string;
  [property: string]: unknown;
}

/** One part of a multimodal message: a text part or an image URL part. */
export interface ChatCompletionInputMessageChunk {
  type: ChatCompletionInputMessageChunkType;
  text?: string;
  image_url?: ChatCompletionInputURL;
  [property: string]: unknown;
}

export type ChatCompletionInputMessageContent = string | ChatCompletionInputMessageChunk[];

export interface ChatCompletionInputMessage {
  role: string;
  content?: ChatCompletionInputMessageContent;
  name?: string;
  [property: string]: unknown;
}

/** The sampling settings a chat snippet may spell out. */
export interface GenerationConfigSample {
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
}
