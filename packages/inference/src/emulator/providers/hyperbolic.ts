// Hyperbolic: OpenAI-compatible chat; its image generations take model_name and answer { images: [{ image }] }.
import type { Call } from "../call";
import { needString, readJson, reject } from "../check";
import { base64Of } from "../media";
import { openAiCompatibleProvider } from "../openai-compatible";

function generateImages(call: Call): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "model_name"), needString(body, "prompt"))) return;
  call.json(200, { images: [{ index: 0, image: base64Of("image"), random_seed: 42 }], inference_time: 0.01 });
}

export const hyperbolic = openAiCompatibleProvider({
  id: "hyperbolic",
  directHosts: ["api.hyperbolic.xyz"],
  prefix: "/v1",
  endpoints: ["chat"],
  extraRoutes: [{ method: "POST", path: /^\/v1\/images\/generations$/, handle: generateImages }],
});
