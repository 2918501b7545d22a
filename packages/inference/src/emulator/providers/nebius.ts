// Nebius AI Studio: OpenAI-compatible chat, completions, embeddings and images; structured output is read from
// guided_json.
import { isObject } from "../call";
import { openAiCompatibleProvider } from "../openai-compatible";

export const nebius = openAiCompatibleProvider({
  id: "nebius",
  directHosts: ["api.studio.nebius.ai", "api.studio.nebius.com"],
  prefix: "/v1",
  endpoints: ["chat", "completions", "embeddings", "images"],
  check: (body) => {
    const format = isObject(body.response_format) ? body.response_format : undefined;
    return format?.type === "json_schema" && !isObject(body.guided_json)
      ? 'response_format of type "json_schema" needs the schema in guided_json as well'
      : undefined;
  },
});
