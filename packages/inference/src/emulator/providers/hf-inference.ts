// hf-inference, served by the router only: POST /models/{model} for every task (the task comes from the
// model's provider mapping, else from the payload and the model name), /models/{model}/pipeline/{task},
// OpenAI-compatible chat under /models/{model}/v1 and /v1, and text completions under /models/{model}/v1.

import { HF_INFERENCE } from "../../providers/facts";
import { type EmulatedApi, fromFacts } from "../api";
import { chatCompletions } from "../chat-completions";
import { readJson, reject } from "../check";
import { type EmulatedRequest, isBinary, isJsonObject } from "../emulated-request";
import { hfError } from "../errors";
import { sniffMedia } from "../media";
import { completions } from "../openai-api";
import { resolveTask } from "../tasks";
import { HF_TASKS, mediaInputProblem } from "./hf-inference-tasks";

const TASK_IDS = Object.keys(HF_TASKS);

/** Model-name hints, checked in order, for models without a registered mapping. */
const NAME_HINTS: ReadonlyArray<[RegExp, string]> = [
  [/sentence-transformers|bge|e5-|gte|minilm|mpnet|embed/i, "feature-extraction"],
  [/summar|bart-large-cnn|pegasus/i, "summarization"],
  [/opus-mt|translat|nllb|m2m|marian|t5/i, "translation"],
  [/ner\b|-ner|token-class/i, "token-classification"],
  [/sentiment|sst|emotion|classif|toxic/i, "text-classification"],
  [/stable-diffusion|flux|sdxl|diffusion/i, "text-to-image"],
  [/musicgen|audiogen|audioldm/i, "text-to-audio"],
  [/tts|speecht5|bark|kokoro/i, "text-to-speech"],
];
const IMAGE_HINTS: ReadonlyArray<[RegExp, string]> = [
  [/detr|yolo|detect/i, "object-detection"],
  [/caption|blip|trocr|git-|gpt2|image-to-text/i, "image-to-text"],
  [/segment|mask|seg/i, "image-segmentation"],
  [/pix2pix|instruct|refiner|kontext|diffusion|sdxl/i, "image-to-image"],
];
const AUDIO_HINTS: ReadonlyArray<[RegExp, string]> = [
  [/whisper|wav2vec|asr|speech-recognition|parakeet|canary/i, "automatic-speech-recognition"],
  [/enhanc|separat|denois|sepformer|metricgan/i, "audio-to-audio"],
];
const hinted = (hints: ReadonlyArray<[RegExp, string]>, model: string, fallback: string) =>
  hints.find(([pattern]) => pattern.test(model))?.[1] ?? fallback;

function guessTask(call: EmulatedRequest, model: string): string {
  if (isBinary(call.body)) {
    return sniffMedia(call.body.bytes) === "image"
      ? hinted(IMAGE_HINTS, model, "image-classification")
      : hinted(AUDIO_HINTS, model, "audio-classification");
  }
  const inputs = call.jsonBody?.inputs;
  const parameters = isJsonObject(call.jsonBody?.parameters) ? call.jsonBody.parameters : {};
  if (isJsonObject(inputs)) {
    if (inputs.question !== undefined && inputs.context !== undefined) return "question-answering";
    if (inputs.question !== undefined)
      return /doc|layoutlm|donut/i.test(model) ? "document-question-answering" : "visual-question-answering";
    if (inputs.texts !== undefined) return "text-ranking";
    if (inputs.query !== undefined) return "table-question-answering";
    if (inputs.source_sentence !== undefined) return "sentence-similarity";
    if (inputs.data !== undefined) return /regress/i.test(model) ? "tabular-regression" : "tabular-classification";
    if (inputs.image !== undefined) return "zero-shot-image-classification";
  }
  if (parameters.candidate_labels !== undefined)
    return /clip|siglip/i.test(model) ? "zero-shot-image-classification" : "zero-shot-classification";
  if (typeof inputs === "string" && /\[MASK\]|<mask>/.test(inputs)) return "fill-mask";
  if (typeof inputs === "string" && /^[A-Za-z0-9+/]{200,}={0,2}$/.test(inputs))
    return hinted(IMAGE_HINTS, model, /segment|seg/i.test(model) ? "image-segmentation" : "image-classification");
  return hinted(NAME_HINTS, model, "text-generation");
}

async function runTask(call: EmulatedRequest, taskId: string): Promise<void> {
  const task = HF_TASKS[taskId];
  if (!task) {
    call.fail(400, `Task ${taskId} is not served by hf-inference`);
    return;
  }
  if (task.input !== "json") {
    if (!reject(call, mediaInputProblem(call, task.input))) await task.answer(call, call.jsonBody?.inputs, {});
    return;
  }
  const body = readJson(call);
  if (!body) return;
  const parameters = isJsonObject(body.parameters) ? body.parameters : {};
  if (reject(call, task.check?.(body.inputs, parameters))) return;
  await task.answer(call, body.inputs, parameters);
}

/** Answers a POST of any task to a model (the task from its mapping, else guessed). */
export function answerModelTask(call: EmulatedRequest, model: string): Promise<void> {
  const mapped = resolveTask(call, "hf-inference", model, [...TASK_IDS, "conversational"], () =>
    guessTask(call, model),
  );
  return runTask(call, mapped === "conversational" ? "text-generation" : mapped);
}

export const hfInference: EmulatedApi = {
  ...fromFacts(HF_INFERENCE),
  errorStyle: hfError,
  routes: [
    {
      method: "POST",
      path: /^\/models\/(.+)\/v1\/chat\/completions$/,
      handle: (call, m) => chatCompletions(call, { modelInUrl: decodeURIComponent(m[1] ?? "") }),
    },
    { method: "POST", path: /^\/v1\/chat\/completions$/, handle: (call) => chatCompletions(call) },
    {
      method: "POST",
      path: /^\/models\/(.+)\/v1\/completions$/,
      handle: (call, m) => completions(call, decodeURIComponent(m[1] ?? "")),
    },
    {
      method: "POST",
      path: /^\/models\/(.+)\/pipeline\/([\w-]+)$/,
      handle: (call, m) => runTask(call, m[2] ?? ""),
    },
    {
      method: "POST",
      path: /^\/models\/(.+)$/,
      handle: (call, m) => answerModelTask(call, decodeURIComponent(m[1] ?? "")),
    },
  ],
};
