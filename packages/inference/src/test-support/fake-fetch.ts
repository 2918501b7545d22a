// A recording fake fetch, small binary inputs and one sample call per task, for tests of the client.
import * as tasks from "../tasks/index";
import type { InferenceProviderMappingEntry } from "../types";

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = (call: RecordedCall, index: number) => Response | Promise<Response>;

/** A fetch that records each request and answers with `reply` (by default a 400 JSON error). */
export function fakeFetch(reply: Reply = () => jsonResponse({ error: "recorded" }, 400)) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof body === "string") body = JSON.parse(body);
    const call = { url: String(input), method: init.method ?? "GET", headers, body };
    calls.push(call);
    return reply(call, calls.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function mappingFor(
  provider: string,
  task: string,
  providerId = "org/model-x",
): InferenceProviderMappingEntry[] {
  return [{ provider, providerId, hfModelId: "hub/model", task, status: "live" }];
}

/**
 * A provider-side model id for (provider, task) in tests against the emulator: Black Forest Labs names models by
 * one segment (`flux-dev`, in the route), and Novita serves image-text-to-video with MiniMax H3 only.
 */
export function providerIdFor(provider: string, task: string): string {
  if (provider === "black-forest-labs") return "flux-dev";
  if (provider === "novita" && task === "image-text-to-video") return "MiniMax-H3";
  return `${provider}-org/${task}-model`;
}

export const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });
export const WAV = new Blob([new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt ")], { type: "audio/wav" });

export type TaskCall = (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<unknown>;
const asCall = (fn: unknown) => fn as TaskCall;

/** A task function and sample arguments, for each task. */
export const TASK_CALLS: Record<string, [TaskCall, Record<string, unknown>]> = {
  conversational: [asCall(tasks.chatCompletion), { messages: [{ role: "user", content: "Hi" }] }],
  "text-generation": [asCall(tasks.textGeneration), { inputs: "Once", parameters: { max_new_tokens: 5 } }],
  "text-to-image": [asCall(tasks.textToImage), { inputs: "a red fox", parameters: { num_inference_steps: 4 } }],
  "text-to-speech": [asCall(tasks.textToSpeech), { inputs: "a red fox" }],
  "text-to-video": [asCall(tasks.textToVideo), { inputs: "a red fox", parameters: { num_inference_steps: 4 } }],
  "text-to-audio": [asCall(tasks.textToAudio), { inputs: "a red fox" }],
  "image-to-image": [asCall(tasks.imageToImage), { inputs: PNG, parameters: { prompt: "make it blue" } }],
  "image-to-video": [asCall(tasks.imageToVideo), { inputs: PNG }],
  "image-text-to-image": [asCall(tasks.imageTextToImage), { inputs: PNG, parameters: { prompt: "make it blue" } }],
  "image-text-to-video": [asCall(tasks.imageTextToVideo), { inputs: PNG, parameters: { prompt: "make it move" } }],
  "automatic-speech-recognition": [asCall(tasks.automaticSpeechRecognition), { inputs: WAV }],
  "audio-classification": [asCall(tasks.audioClassification), { inputs: WAV }],
  "audio-to-audio": [asCall(tasks.audioToAudio), { inputs: WAV }],
  "image-segmentation": [asCall(tasks.imageSegmentation), { inputs: PNG }],
  "image-classification": [asCall(tasks.imageClassification), { inputs: PNG }],
  "object-detection": [asCall(tasks.objectDetection), { inputs: PNG }],
  "image-to-text": [asCall(tasks.imageToText), { inputs: PNG }],
  "zero-shot-image-classification": [
    asCall(tasks.zeroShotImageClassification),
    { inputs: { image: PNG }, parameters: { candidate_labels: ["cat", "dog"] } },
  ],
  "document-question-answering": [
    asCall(tasks.documentQuestionAnswering),
    { inputs: { question: "What?", image: PNG } },
  ],
  "visual-question-answering": [asCall(tasks.visualQuestionAnswering), { inputs: { question: "What?", image: PNG } }],
  "feature-extraction": [asCall(tasks.featureExtraction), { inputs: "Hello" }],
  "sentence-similarity": [
    asCall(tasks.sentenceSimilarity),
    { inputs: { source_sentence: "a", sentences: ["b", "c"] } },
  ],
  "text-ranking": [
    asCall(tasks.textRanking),
    { inputs: { query: "Who wrote it?", texts: ["Ada wrote it.", "Rain."] } },
  ],
  "fill-mask": [asCall(tasks.fillMask), { inputs: "Paris is the [MASK] of France." }],
  summarization: [asCall(tasks.summarization), { inputs: "Long text." }],
  translation: [asCall(tasks.translation), { inputs: "Bonjour" }],
  "question-answering": [asCall(tasks.questionAnswering), { inputs: { question: "Who?", context: "Ada did." } }],
  "table-question-answering": [
    asCall(tasks.tableQuestionAnswering),
    { inputs: { query: "How many?", table: { a: ["1"] } } },
  ],
  "text-classification": [asCall(tasks.textClassification), { inputs: "Great!" }],
  "token-classification": [asCall(tasks.tokenClassification), { inputs: "Ada lives in Paris" }],
  "zero-shot-classification": [
    asCall(tasks.zeroShotClassification),
    { inputs: "refund please", parameters: { candidate_labels: ["refund", "legal"] } },
  ],
  "tabular-classification": [asCall(tasks.tabularClassification), { inputs: { data: { a: ["1"] } } }],
  "tabular-regression": [asCall(tasks.tabularRegression), { inputs: { data: { a: ["1"] } } }],
};
