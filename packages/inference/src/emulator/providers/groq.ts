// Groq: OpenAI-compatible chat under /openai/v1 (text generation goes there too).
import { openAiCompatibleProvider } from "../openai-compatible";

export const groq = openAiCompatibleProvider({
  id: "groq",
  directHosts: ["api.groq.com"],
  prefix: "/openai/v1",
  endpoints: ["chat"],
});
