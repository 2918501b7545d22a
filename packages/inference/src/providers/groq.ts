// Groq: OpenAI-compatible chat under /openai; text generation is sent there as a one-message chat.
import { chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

const BASE_URL = "https://api.groq.com";
const ROUTE = "openai/v1/chat/completions";

export const groqConversational = /* @__PURE__ */ chatCompletionHelper("groq", BASE_URL, ROUTE);
export const groqTextGeneration = /* @__PURE__ */ chatTextGenerationHelper("groq", BASE_URL, ROUTE, "Groq");
