// Chat completion, whole or streamed.
import { runStream, runTaskOnce } from "../lib/run";
import { conversationalHelper } from "../providers/registry";
import type { ChatCompletionArgs, ChatCompletionOutput, ChatCompletionStreamOutput, Options } from "../types";

const CHAT = { chat: true, json: true } as const;

export function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
  // No `providerFailover` here: the router fails chat over itself.
  return runTaskOnce<ChatCompletionOutput>(args, options, conversationalHelper, "conversational", CHAT);
}

/** Yields each chunk of the answer as the provider sends it. */
export function chatCompletionStream(
  args: ChatCompletionArgs,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return runStream(args, options, conversationalHelper, "conversational", CHAT);
}
