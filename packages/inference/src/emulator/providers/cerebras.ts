// Cerebras: OpenAI-compatible chat completions under /v1.

import { CEREBRAS } from "../../providers/facts";
import { messageError } from "../errors";
import { openAiApi } from "../openai-api";

export const cerebras = openAiApi({
  facts: CEREBRAS,
  endpoints: ["chat"],
  errorStyle: messageError,
});
