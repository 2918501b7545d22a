// Chat-completion shapes that sample inputs and snippet generators share. The message types live with
// the chat-completion task's wire types; they are forwarded here for the modules that import them from here.
export type {
  ChatCompletionInputMessage,
  ChatCompletionInputMessageChunk,
  ChatCompletionInputMessageChunkType,
  ChatCompletionInputMessageContent,
  ChatCompletionInputURL,
} from "./tasks/chat-completion/inference";

/** The sampling settings a chat snippet may spell out. */
export interface GenerationConfigSample {
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
}
