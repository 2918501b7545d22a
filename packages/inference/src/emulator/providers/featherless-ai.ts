// Featherless AI: OpenAI-compatible chat and text completions.

import { FEATHERLESS_AI } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const featherlessAi = openAiApi({
  facts: FEATHERLESS_AI,
  endpoints: ["chat", "completions"],
});
