// Cohere: its OpenAI compatibility layer under /compatibility/v1.

import { COHERE } from "../../providers/facts";
import { messageError } from "../errors";
import { openAiApi } from "../openai-api";

export const cohere = openAiApi({
  facts: COHERE,
  otherHosts: ["api.cohere.ai"],
  endpoints: ["chat"],
  errorStyle: messageError,
});
