// Groq: OpenAI-compatible chat under /openai/v1 (text generation goes there too).

import { GROQ } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const groq = openAiApi({
  facts: GROQ,
  endpoints: ["chat"],
});
