// Groq: OpenAI-compatible chat under /openai; text generation is sent there as a one-message chat.
import { GROQ } from "./facts";
import { chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

export const groqConversational = /* @__PURE__ */ chatCompletionHelper({ facts: GROQ });
export const groqTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: GROQ });
