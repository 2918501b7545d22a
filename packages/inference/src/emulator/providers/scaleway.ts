// Scaleway: OpenAI-compatible chat, completions and embeddings.
import { openAiCompatibleProvider } from "../openai-compatible";

export const scaleway = openAiCompatibleProvider({
  id: "scaleway",
  directHosts: ["api.scaleway.ai"],
  prefix: "/v1",
  endpoints: ["chat", "completions", "embeddings"],
});
