// OpenAI itself (direct calls only).

import { OPENAI } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const openai = openAiApi({
  facts: OPENAI,
  endpoints: ["chat"],
});
