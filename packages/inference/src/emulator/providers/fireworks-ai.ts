// Fireworks AI: OpenAI-compatible API under /inference/v1.

import { FIREWORKS_AI } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const fireworksAi = openAiApi({
  facts: FIREWORKS_AI,
  endpoints: ["chat", "completions"],
});
