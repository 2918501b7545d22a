// Featherless AI: OpenAI-compatible chat and text completions.
import { openAiCompatibleProvider } from "../openai-compatible";

export const featherlessAi = openAiCompatibleProvider({
  id: "featherless-ai",
  directHosts: ["api.featherless.ai"],
  prefix: "/v1",
  endpoints: ["chat", "completions"],
});
