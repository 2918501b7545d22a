// DeepInfra: the OpenAI dialect under /v1/openai: chat, completions, embeddings, images, speech and transcriptions
// (a multipart upload).

import { DEEPINFRA } from "../../providers/facts";
import { openAiApi } from "../openai-api";

export const deepinfra = openAiApi({
  facts: DEEPINFRA,
  endpoints: ["chat", "completions", "embeddings", "images", "speech", "transcriptions"],
});
