// Cohere: its OpenAI compatibility layer under /compatibility/v1.
import { messageError } from "../errors";
import { openAiCompatibleProvider } from "../openai-compatible";

export const cohere = openAiCompatibleProvider({
  id: "cohere",
  directHosts: ["api.cohere.com", "api.cohere.ai"],
  prefix: "/compatibility/v1",
  endpoints: ["chat"],
  errorStyle: messageError,
});
