// Novita: OpenAI-compatible chat under /v3/openai (text generation as a one-message chat); text-to-video as an async
// task polled every 500 ms until TASK_STATUS_SUCCEED or TASK_STATUS_FAILED.
import { InferenceClientProviderOutputError } from "../errors";
import { sleep } from "../lib/call";
import { fetchMedia, isMediaUrl } from "../lib/media";
import { getJson, pollInterval, pollingBase, pollingCall } from "../lib/polling";
import { quote } from "../lib/redact";
import { isObject } from "../lib/shape";
import { defineHelper } from "./helper";
import { chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

const BASE_URL = "https://api.novita.ai";
const CHAT_ROUTE = "v3/openai/chat/completions";
export const NOVITA_POLL_INTERVAL_MS = 500;
const MALFORMED = "Received malformed response from Novita text-to-video API";

export const novitaConversational = /* @__PURE__ */ chatCompletionHelper("novita", BASE_URL, CHAT_ROUTE);
export const novitaTextGeneration = /* @__PURE__ */ chatTextGenerationHelper("novita", BASE_URL, CHAT_ROUTE, "Novita");

export const novitaTextToVideo = /* @__PURE__ */ defineHelper<Blob>({
  provider: "novita",
  task: "text-to-video",
  baseUrl: BASE_URL,
  startsJob: true,
  makeRoute: (params) => `v3/async/${params.model}`,
  preparePayload: (params) => {
    const { inputs, parameters, ...rest } = params.args;
    const { num_inference_steps, ...others } = (parameters ?? {}) as Record<string, unknown>;
    return { ...rest, ...others, steps: num_inference_steps, prompt: inputs };
  },
  getResponse: async (response, requestUrl, requestHeaders, _outputType, maybeCall) => {
    const { call, job } = pollingCall("text-to-video", requestUrl, requestHeaders, maybeCall);
    const taskId = isObject(response) ? response.task_id : undefined;
    if (typeof taskId !== "string" || !taskId) {
      throw new InferenceClientProviderOutputError(`${MALFORMED}: no task ID found in the response`);
    }
    const resultUrl = `${pollingBase(job.url, "novita")}/v3/async/task-result?task_id=${encodeURIComponent(taskId)}`;
    const interval = pollInterval(call, NOVITA_POLL_INTERVAL_MS);
    for (;;) {
      await sleep(interval, call);
      const result = await getJson(
        call,
        resultUrl,
        job,
        "Failed to fetch task result",
        `${MALFORMED}: failed to parse task result`,
      );
      const status = isObject(result) && isObject(result.task) ? result.task.status : undefined;
      if (typeof status !== "string")
        throw new InferenceClientProviderOutputError(`${MALFORMED}: failed to get task status`);
      if (status === "TASK_STATUS_FAILED")
        throw new InferenceClientProviderOutputError("Novita text-to-video task failed");
      if (status === "TASK_STATUS_SUCCEED") {
        const videos = (result as { videos?: unknown }).videos;
        const videoUrl = Array.isArray(videos)
          ? (videos[0] as { video_url?: unknown } | undefined)?.video_url
          : undefined;
        if (!isMediaUrl(videoUrl)) {
          throw new InferenceClientProviderOutputError(
            `${MALFORMED}: expected { videos: [{ video_url: string }] } format, got instead: ${quote(result, call.secret)}`,
          );
        }
        return fetchMedia(call, videoUrl);
      }
    }
  },
});
