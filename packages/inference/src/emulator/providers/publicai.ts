// PublicAI: OpenAI-compatible chat completions under /v1.

import { PUBLICAI } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const publicai = openAiApi({
  facts: PUBLICAI,
  endpoints: ["chat"],
});
