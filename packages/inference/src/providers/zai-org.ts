// Z.ai: OpenAI-compatible chat; text-to-image as an async job polled at `async-result/{id}` until SUCCESS or
// FAIL; image-to-text through layout parsing (the image as a data URL, markdown back). Every request, polls
// included, names the channel and language Z.ai expects of Hugging Face traffic.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { callOrDefault } from "../lib/call";
import { dataUrlFromBlob, fetchMedia, mediaAt, toBlob } from "../lib/media";
import { followJob, pollingBase, pollJob } from "../lib/polling";
import { quote } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { fieldOf, hasFields, isBlob, isString } from "../lib/shape";
import type { ImageToTextOutput } from "../types";
import { IMAGE_TO_TEXT_ROUTES, TEXT_TO_IMAGE_ROUTES, ZAI_ORG } from "./facts";
import { bearerHeaders, defineHelper, flatParams, type HeaderParams } from "./helper";
import type { ChatAdapter } from "./openai-compatible";

export const ZAI_POLL_INTERVAL_MS = 5000;
export const ZAI_POLL_ATTEMPTS = 60;

const IMAGES_API = "ZAI text-to-image API";

function zaiHeaders(params: HeaderParams, isBinary: boolean): Record<string, string> {
  return { ...bearerHeaders(params, isBinary), "x-source-channel": "hugging_face", "accept-language": "en-US,en" };
}

export const zaiChat: ChatAdapter = { prepareHeaders: zaiHeaders };

const isSubmitted = /* @__PURE__ */ hasFields({ id: isString, task_status: isString });
const isPolled = /* @__PURE__ */ hasFields({ task_status: isString });

export const zaiTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: ZAI_ORG,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  retryRule: JOB_SUBMISSION,
  prepareHeaders: zaiHeaders,
  preparePayload: (params) => ({ ...flatParams(params.args), model: params.model, prompt: params.args.inputs }),
  getResponse: /* @__PURE__ */ followJob("text-to-image task", async (response, call, job, outputType) => {
    if (!isSubmitted(response)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from ${IMAGES_API}: expected { id: string, task_status: string }, got: ${quote(response, call.secret)}`,
      );
    }
    if (response.task_status === "FAIL")
      throw new InferenceClientProviderOutputError("ZAI API returned task status: FAIL");
    return pollJob(call, job, {
      url: `${pollingBase(job.url, ZAI_ORG.id)}/api/paas/v4/async-result/${encodeURIComponent(response.id)}`,
      attempts: ZAI_POLL_ATTEMPTS,
      intervalMs: ZAI_POLL_INTERVAL_MS,
      failure: `Failed to fetch result from ${IMAGES_API}`,
      malformed: `Received malformed response from ${IMAGES_API}: invalid JSON`,
      timedOut: `Timed out while waiting for the result from ZAI API - aborting after ${ZAI_POLL_ATTEMPTS} attempts`,
      read: (poll) => {
        if (!isPolled(poll)) {
          throw new InferenceClientProviderOutputError(
            `Received malformed response from ${IMAGES_API}: expected { task_status: string }, got: ${quote(poll, call.secret)}`,
          );
        }
        if (poll.task_status === "FAIL") throw new InferenceClientProviderOutputError(`${IMAGES_API} task failed`);
        if (poll.task_status !== "SUCCESS") return undefined;
        const url = Array.isArray(poll.image_result) ? fieldOf(poll.image_result[0], "url") : undefined;
        return mediaAt(
          call,
          url,
          outputType,
          poll,
          () =>
            `Received malformed response from ${IMAGES_API}: expected { image_result: Array<{ url: string }> }, got: ${quote(poll, call.secret)}`,
        );
      },
    });
  }),
});

/**
 * The image as a `data:` URL in `inputs`, from a Blob (`data` or `inputs`) or an http(s) URL, downloaded
 * within `maxMediaBytes` and without any credential: the URL is the caller's, not the provider's.
 */
export const zaiImageToText = /* @__PURE__ */ defineHelper<ImageToTextOutput>({
  facts: ZAI_ORG,
  task: "image-to-text",
  routes: IMAGE_TO_TEXT_ROUTES,
  prepareHeaders: zaiHeaders,
  preparePayloadAsync: async (args, maybeCall) => {
    const { data, inputs, ...rest } = args;
    const given = isBlob(data) ? data : inputs;
    const blob =
      isString(given) && /^https?:\/\//.test(given)
        ? await fetchMedia(callOrDefault(maybeCall), given, "Failed to fetch the input image")
        : toBlob(given);
    if (!blob) throw new InferenceClientInputError("ZAI image-to-text requires a URL string or Blob as inputs");
    return { ...rest, inputs: await dataUrlFromBlob(blob, "image/png") };
  },
  preparePayload: (params) => ({ model: params.model, file: params.args.inputs }),
  readOutput: (response) => {
    const markdown = fieldOf(response, "md_results");
    if (!isString(markdown)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from ZAI layout_parsing API: expected { md_results: string }, got: ${quote(response, undefined)}`,
      );
    }
    return { generated_text: markdown };
  },
});
