// Nebius AI Studio: OpenAI-compatible chat, completions, embeddings and images; structured output is read from
// guided_json.

import { NEBIUS } from "../../providers/facts";
import { isJsonObject } from "../emulated-request";
import { openAiApi } from "../openai-api";

export const nebius = openAiApi({
  facts: NEBIUS,
  otherHosts: ["api.studio.nebius.com"],
  endpoints: ["chat", "completions", "embeddings", "images"],
  check: (body) => {
    const format = isJsonObject(body.response_format) ? body.response_format : undefined;
    return format?.type === "json_schema" && !isJsonObject(body.guided_json)
      ? 'response_format of type "json_schema" needs the schema in guided_json as well'
      : undefined;
  },
});
