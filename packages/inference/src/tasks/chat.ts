// Chat completion, whole or streamed.
import { runStream, runTask } from "../lib/run";
import { CONVERSATIONAL } from "../providers/registry";
import type { ChatCompletionArgs, ChatCompletionOutput, ChatCompletionStreamOutput, Options } from "../types";

const CHAT = { chat: true, json: true };

export function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
  return runTask<ChatCompletionOutput>(args, options, CONVERSATIONAL, "conversational", CHAT);
}

/** Yields each chunk of the answer as the provider sends it. */
export function chatCompletionStream(
  args: ChatCompletionArgs,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return runStream(args, options, CONVERSATIONAL, "conversational", CHAT);
}
