// Baseten: OpenAI-compatible chat completions under /v1.

import { BASETEN } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const baseten = openAiApi({
  facts: BASETEN,
  endpoints: ["chat"],
});
