// Wire shapes of the chat-completion task: what a request sends and what a reply holds.

export interface ChatCompletionInput {
  frequency_penalty?: number;
  logit_bias?: number[];
  logprobs?: boolean;
  max_tokens?: number;
  messages: ChatCompletionInputMessage[];
  model?: string;
  n?: number;
  presence_penalty?: number;
  reasoning_effort?: string;
  response_format?: ChatCompletionInputGrammarType;
  seed?: number;
  stop?: string[];
  stream?: boolean;
  stream_options?: ChatCompletionInputStreamOptions;
  temperature?: number;
  tool_choice?: ChatCompletionInputToolChoice;
  tool_prompt?: string;
  tools?: ChatCompletionInputTool[];
  top_logprobs?: number;
  top_p?: number;
  [property: string]: unknown;
}

export interface ChatCompletionInputMessage {
  content?: ChatCompletionInputMessageContent;
  name?: string;
  role: string;
  tool_calls?: ChatCompletionInputToolCall[];
  [property: string]: unknown;
}

export type ChatCompletionInputMessageContent = ChatCompletionInputMessageChunk[] | string;

export interface ChatCompletionInputMessageChunk {
  image_url?: ChatCompletionInputURL;
  text?: string;
  type: ChatCompletionInputMessageChunkType;
  [property: string]: unknown;
}

export interface ChatCompletionInputURL {
  url: string;
  [property: string]: unknown;
}

export type ChatCompletionInputMessageChunkType = "text" | "image_url";

export interface ChatCompletionInputToolCall {
  function: ChatCompletionInputFunctionDefinition;
  id: string;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputFunctionDefinition {
  description?: string;
  name: string;
  parameters?: unknown;
  [property: string]: unknown;
}

export interface ChatCompletionInputGrammarType {
  json_schema?: ChatCompletionInputJSONSchemaConfig;
  type: ChatCompletionInputGrammarTypeType;
  [property: string]: unknown;
}

export interface ChatCompletionInputJSONSchemaConfig {
  description?: string;
  name: string;
  schema?: {
    [key: string]: unknown;
  };
  strict?: boolean;
  [property: string]: unknown;
}

export type ChatCompletionInputGrammarTypeType = "text" | "json_schema" | "json_object";

export interface ChatCompletionInputStreamOptions {
  include_usage?: boolean;
  [property: string]: unknown;
}

export type ChatCompletionInputToolChoice = ChatCompletionInputToolChoiceEnum | ChatCompletionInputToolChoiceObject;

export type ChatCompletionInputToolChoiceEnum = "auto" | "none" | "required";

export interface ChatCompletionInputToolChoiceObject {
  function: ChatCompletionInputFunctionName;
  [property: string]: unknown;
}

export interface ChatCompletionInputFunctionName {
  name: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputTool {
  function: ChatCompletionInputFunctionDefinition;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutput {
  choices: ChatCompletionOutputComplete[];
  created: number;
  id: string;
  model: string;
  system_fingerprint: string;
  usage: ChatCompletionOutputUsage;
  [property: string]: unknown;
}

export interface ChatCompletionOutputComplete {
  finish_reason: string;
  index: number;
  logprobs?: ChatCompletionOutputLogprobs;
  message: ChatCompletionOutputMessage;
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprobs {
  content: ChatCompletionOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputMessage {
  content?: string;
  role: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionOutputToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputToolCall {
  function: ChatCompletionOutputFunctionDefinition;
  id: string;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputFunctionDefinition {
  arguments: string;
  description?: string;
  name: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutput {
  choices: ChatCompletionStreamOutputChoice[];
  created: number;
  id: string;
  model: string;
  system_fingerprint: string;
  usage?: ChatCompletionStreamOutputUsage;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputChoice {
  delta: ChatCompletionStreamOutputDelta;
  finish_reason?: string;
  index: number;
  logprobs?: ChatCompletionStreamOutputLogprobs;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDelta {
  content?: string;
  role: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionStreamOutputDeltaToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDeltaToolCall {
  function: ChatCompletionStreamOutputFunction;
  id: string;
  index: number;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputFunction {
  arguments: string;
  name?: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprobs {
  content: ChatCompletionStreamOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionStreamOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}
