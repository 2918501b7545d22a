// Chat completion, whole or streamed.
import { runStream, runTaskOnce } from "../lib/run";
import { CONVERSATIONAL } from "../providers/registry";
import { routerConversational } from "../providers/router";
import type { ChatCompletionArgs, ChatCompletionOutput, ChatCompletionStreamOutput, Options } from "../types";

const CHAT = { chat: true, json: true } as const;

/** Every provider's chat, and the router's own under `auto`, where the router picks the provider. */
const CHAT_HELPERS = { ...CONVERSATIONAL, auto: routerConversational };

export function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
  // No `providerFailover` here: the router fails chat over itself.
  return runTaskOnce<ChatCompletionOutput>(args, options, CHAT_HELPERS, "conversational", CHAT);
}

/** Yields each chunk of the answer as the provider sends it. */
export function chatCompletionStream(
  args: ChatCompletionArgs,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return runStream(args, options, CHAT_HELPERS, "conversational", CHAT);
}
