// Cerebras: OpenAI-compatible chat completions under /v1.
import { messageError } from "../errors";
import { openAiCompatibleProvider } from "../openai-compatible";

export const cerebras = openAiCompatibleProvider({
  id: "cerebras",
  directHosts: ["api.cerebras.ai"],
  prefix: "/v1",
  endpoints: ["chat"],
  errorStyle: messageError,
});
