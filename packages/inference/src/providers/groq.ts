// Groq: OpenAI-compatible chat under /openai; text generation goes to the same route.
import { chatCompletionHelper, textGenerationTgiHelper } from "./openai-compatible";

const BASE_URL = "https://api.groq.com";
const ROUTE = "openai/v1/chat/completions";

export const groqConversational = /* @__PURE__ */ chatCompletionHelper("groq", BASE_URL, ROUTE);
export const groqTextGeneration = /* @__PURE__ */ textGenerationTgiHelper("groq", BASE_URL, ROUTE);
