// Wire shapes of the chat-completion task: what a request sends and what a reply holds.

export interface ChatCompletionInput {
  /** Positive values make a token less likely the more often it already appeared. */
  frequency_penalty?: number;
  /** Added to the scores of the tokens it names, to favour or avoid them. */
  logit_bias?: number[];
  logprobs?: boolean;
  max_tokens?: number;
  messages: ChatCompletionInputMessage[];
  model?: string;
  /** How many alternative replies to generate. */
  n?: number;
  /** Positive values make any token that already appeared less likely. */
  presence_penalty?: number;
  /** How long a reasoning model may think before answering. */
  reasoning_effort?: string;
  /** Make the reply valid JSON, or JSON that follows a schema. */
  response_format?: ChatCompletionInputGrammarType;
  seed?: number;
  stop?: string[];
  stream?: boolean;
  stream_options?: ChatCompletionInputStreamOptions;
  temperature?: number;
  tool_choice?: ChatCompletionInputToolChoice;
  /** Text put before the tool definitions. */
  tool_prompt?: string;
  tools?: ChatCompletionInputTool[];
  /** With `logprobs`, how many alternatives to report at each position. */
  top_logprobs?: number;
  /** Sample only among the most likely tokens whose probabilities add up to this share. */
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
  /** Send a last chunk with the token counts. */
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
  /** Identifies the server configuration that produced the reply. */
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
  /** With `logprobs`, how many alternatives to report at each position. */
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
  /** Identifies the server configuration that produced the reply. */
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
  /** With `logprobs`, how many alternatives to report at each position. */
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
