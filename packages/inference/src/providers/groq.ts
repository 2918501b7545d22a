// Groq: text generation as a one-message chat (its chat, OpenAI-compatible under /openai, is plain).
import { GROQ } from "./facts";
import { chatTextGenerationHelper } from "./openai-compatible";

export const groqTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: GROQ });
