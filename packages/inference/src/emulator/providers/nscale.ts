// Nscale: OpenAI-compatible chat and image generations.

import { NSCALE } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const nscale = openAiApi({
  facts: NSCALE,
  endpoints: ["chat", "images"],
});
