// Dedicated Inference Endpoints ({name}.{region}.{cloud}.endpoints.huggingface.cloud): one model per host,
// TGI-style (chat and text completions under /v1, the model's task at /). Clients reach them with
// `endpointUrl`; they take Hub tokens.
import type { EmulatedApi } from "./api";
import { chatCompletions } from "./chat-completions";
import { hfError } from "./errors";
import { completions } from "./openai-api";
import { answerModelTask } from "./providers/hf-inference";

export const ENDPOINT_HOST = /^[\w-]+(\.[\w-]+)*\.endpoints\.huggingface\.cloud$/;

export const inferenceEndpoint: EmulatedApi = {
  id: "inference-endpoint",
  directHosts: [],
  directAuth: "Bearer",
  routed: false,
  errorStyle: hfError,
  routes: [
    {
      method: "POST",
      path: /^\/v1\/chat\/completions$/,
      handle: (call) => chatCompletions(call, { modelInUrl: "tgi" }),
    },
    { method: "POST", path: /^\/v1\/completions$/, handle: (call) => completions(call, "tgi") },
    // The endpoint's host stands for its model: register a mapping with providerId = host to fix its task.
    { method: "POST", path: /^\/?$/, handle: (call) => answerModelTask(call, call.host) },
  ],
};
