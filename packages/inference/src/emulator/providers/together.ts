// Together: OpenAI-compatible chat, completions and images; structured output takes the schema at the top of
// response_format ({ type: "json_schema", schema }).

import { TOGETHER } from "../../providers/facts";
import { isJsonObject } from "../emulated-request";
import { openAiApi } from "../openai-api";

export const together = openAiApi({
  facts: TOGETHER,
  otherHosts: ["api.together.ai"],
  endpoints: ["chat", "completions", "images"],
  check: (body) => {
    const format = isJsonObject(body.response_format) ? body.response_format : undefined;
    return format?.type === "json_schema" && !isJsonObject(format.schema)
      ? 'response_format of type "json_schema" needs its JSON schema in response_format.schema'
      : undefined;
  },
});
