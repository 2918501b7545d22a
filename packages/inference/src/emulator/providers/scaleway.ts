// Scaleway: OpenAI-compatible chat, completions and embeddings.

import { SCALEWAY } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const scaleway = openAiApi({
  facts: SCALEWAY,
  endpoints: ["chat", "completions", "embeddings"],
});
