// SambaNova: OpenAI-compatible chat and embeddings; its structured output does not support strict schemas.

import { SAMBANOVA } from "../../providers/facts";
import { isJsonObject } from "../emulated-request";
import { openAiApi } from "../openai-api";

export const sambanova = openAiApi({
  facts: SAMBANOVA,
  endpoints: ["chat", "embeddings"],
  check: (body) => {
    const format = isJsonObject(body.response_format) ? body.response_format : undefined;
    const schema = isJsonObject(format?.json_schema) ? format.json_schema : undefined;
    return format?.type === "json_schema" && schema?.strict !== false
      ? "response_format.json_schema.strict must be false: strict schemas are not supported"
      : undefined;
  },
});
