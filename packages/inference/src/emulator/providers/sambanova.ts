// SambaNova: OpenAI-compatible chat and embeddings; its structured output does not support strict schemas.
import { isObject } from "../call";
import { openAiCompatibleProvider } from "../openai-compatible";

export const sambanova = openAiCompatibleProvider({
  id: "sambanova",
  directHosts: ["api.sambanova.ai"],
  prefix: "/v1",
  endpoints: ["chat", "embeddings"],
  check: (body) => {
    const format = isObject(body.response_format) ? body.response_format : undefined;
    const schema = isObject(format?.json_schema) ? format.json_schema : undefined;
    return format?.type === "json_schema" && schema?.strict !== false
      ? "response_format.json_schema.strict must be false: strict schemas are not supported"
      : undefined;
  },
});
