// Hyperbolic: OpenAI-compatible chat; its image generations take model_name and answer { images: [{ image }] }.

import { HYPERBOLIC } from "../../providers/facts";
import { needString, readJson, reject } from "../check";
import type { EmulatedRequest } from "../emulated-request";
import { base64Of } from "../media";
import { openAiApi } from "../openai-api";

function generateImages(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "model_name"), needString(body, "prompt"))) return;
  call.json(200, { images: [{ index: 0, image: base64Of("image"), random_seed: 42 }], inference_time: 0.01 });
}

export const hyperbolic = openAiApi({
  facts: HYPERBOLIC,
  endpoints: ["chat"],
  extraRoutes: [{ method: "POST", path: /^\/v1\/images\/generations$/, handle: generateImages }],
});
