// Together: OpenAI-compatible chat, completions and images; structured output takes the schema at the top of
// response_format ({ type: "json_schema", schema }).
import { isObject } from "../call";
import { openAiCompatibleProvider } from "../openai-compatible";

export const together = openAiCompatibleProvider({
  id: "together",
  directHosts: ["api.together.xyz", "api.together.ai"],
  prefix: "/v1",
  endpoints: ["chat", "completions", "images"],
  check: (body) => {
    const format = isObject(body.response_format) ? body.response_format : undefined;
    return format?.type === "json_schema" && !isObject(format.schema)
      ? 'response_format of type "json_schema" needs its JSON schema in response_format.schema'
      : undefined;
  },
});
