// Fireworks AI: OpenAI-compatible API under /inference/v1.
import { openAiCompatibleProvider } from "../openai-compatible";

export const fireworksAi = openAiCompatibleProvider({
  id: "fireworks-ai",
  directHosts: ["api.fireworks.ai"],
  prefix: "/inference/v1",
  endpoints: ["chat", "completions"],
});
