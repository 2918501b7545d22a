// Novita: OpenAI-compatible chat under /v3/openai (text generation as a one-message chat); text-to-video as an async
// task polled every 500 ms until TASK_STATUS_SUCCEED or TASK_STATUS_FAILED.
import { InferenceClientProviderOutputError } from "../errors";
import { sleep } from "../lib/call";
import { fetchMedia, isMediaUrl } from "../lib/media";
import { getJson, pollInterval, pollingBase, pollingCall } from "../lib/polling";
import { quote } from "../lib/redact";
import { fieldOf, isObject } from "../lib/shape";
import { NOVITA } from "./facts";
import { defineHelper } from "./helper";
import { chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

export const NOVITA_POLL_INTERVAL_MS = 500;
const MALFORMED = "Received malformed response from Novita text-to-video API";

export const novitaConversational = /* @__PURE__ */ chatCompletionHelper({ facts: NOVITA });
export const novitaTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: NOVITA });

export const novitaTextToVideo = /* @__PURE__ */ defineHelper<Blob>({
  facts: NOVITA,
  task: "text-to-video",
  startsJob: true,
  preparePayload: (params) => {
    const { inputs, parameters, ...rest } = params.args;
    const { num_inference_steps, ...others } = isObject(parameters) ? parameters : {};
    return { ...rest, ...others, steps: num_inference_steps, prompt: inputs };
  },
  getResponse: async (response, requestUrl, requestHeaders, _outputType, maybeCall) => {
    const { call, job } = pollingCall("text-to-video", requestUrl, requestHeaders, maybeCall);
    const taskId = fieldOf(response, "task_id");
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
      const status = fieldOf(fieldOf(result, "task"), "status");
      if (typeof status !== "string")
        throw new InferenceClientProviderOutputError(`${MALFORMED}: failed to get task status`);
      if (status === "TASK_STATUS_FAILED")
        throw new InferenceClientProviderOutputError("Novita text-to-video task failed");
      if (status === "TASK_STATUS_SUCCEED") {
        const videoUrl = fieldOf(fieldOf(fieldOf(result, "videos"), "0"), "video_url");
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
