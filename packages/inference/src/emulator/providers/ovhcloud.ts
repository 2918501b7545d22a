// OVHcloud AI Endpoints: OpenAI-compatible chat and text completions.

import { OVHCLOUD } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const ovhcloud = openAiApi({
  facts: OVHCLOUD,
  endpoints: ["chat", "completions"],
});
