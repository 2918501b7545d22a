// WaveSpeed AI: every task is a job submitted to `api/v3/{model}`. The answer's `data.urls.get` is polled
// (below the router's /wavespeed prefix when routed) until `data.status` is completed, with the media at
// `data.outputs[0]`, or failed. Image inputs travel as base64 in `image` and `images`.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import type { Call } from "../lib/call";
import { base64FromBlob, blobFromBase64, isMediaUrl, mediaAt, toBlob } from "../lib/media";
import { followJob, type JobOrigin, pollingBase, pollJob } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { arrayOf, fieldOf, hasFields, isObject, isString } from "../lib/shape";
import type { InferenceTask, OutputType } from "../types";
import {
  IMAGE_TEXT_TO_IMAGE_ROUTES,
  IMAGE_TEXT_TO_VIDEO_ROUTES,
  IMAGE_TO_IMAGE_ROUTES,
  IMAGE_TO_VIDEO_ROUTES,
  type RouteTable,
  TEXT_TO_IMAGE_ROUTES,
  TEXT_TO_VIDEO_ROUTES,
  WAVESPEED,
} from "./facts";
import { type BodyParams, defineHelper, type ProviderHelper } from "./helper";

export const WAVESPEED_POLL_INTERVAL_MS = 500;
/** The service sets no limit on a job's length; ten minutes at the default interval is the client's. */
export const WAVESPEED_POLL_ATTEMPTS = 1200;

const API = "WaveSpeed AI API";
// A plain string: a module-level template literal would stay in every bundle, even those without WaveSpeed.
const MALFORMED = "Received malformed response from WaveSpeed AI API";

/** Media per `outputType`: a Blob, a URL or data URL, or the last poll's whole answer. */
type MediaAnswer = Blob | string | Record<string, unknown>;

const hasStatusUrl = /* @__PURE__ */ hasFields({
  data: /* @__PURE__ */ hasFields({ urls: /* @__PURE__ */ hasFields({ get: isMediaUrl }) }),
});
const hasStatus = /* @__PURE__ */ hasFields({ data: /* @__PURE__ */ hasFields({ status: isString }) });
const isStringArray = /* @__PURE__ */ arrayOf(isString);

/** Image-text tasks may come without an image; the service still wants one, so a 1×1 transparent PNG stands in. */
const BLANK_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=";

/** The arguments flat, `inputs` as the prompt, and the LoRA adapter the mapping names. */
function jobPayload(params: BodyParams): Record<string, unknown> {
  const { inputs, parameters, ...rest } = params.args;
  // `images` among the parameters was already read into the top-level field.
  const { images: _images, ...others } = isObject(parameters) ? parameters : {};
  const { mapping } = params;
  return {
    ...rest,
    ...others,
    prompt: inputs,
    ...(mapping?.adapter === "lora" ? { loras: [{ path: mapping.hfModelId, scale: 1 }] } : undefined),
  };
}

/** The input image as base64 in `image` (and in `images` unless the caller lists its own); the prompt as `inputs`. */
async function withImage(args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const blob = toBlob(args.inputs);
  if (!blob) throw new InferenceClientInputError("WaveSpeed AI takes the input image as a Blob or an ArrayBuffer");
  const image = await base64FromBlob(blob);
  const listed = args.images ?? fieldOf(args.parameters, "images");
  return {
    ...args,
    inputs: fieldOf(args.parameters, "prompt"),
    image,
    images: isStringArray(listed) ? listed : [image],
  };
}

async function withImageOrBlank(args: Record<string, unknown>): Promise<Record<string, unknown>> {
  return withImage(args.inputs == null ? { ...args, inputs: blobFromBase64(BLANK_PNG_BASE64, "image/png") } : args);
}

/** Polls the submitted job until it ends, then reads its media per `outputType`. */
async function jobOutput(
  response: unknown,
  call: Call,
  job: JobOrigin,
  outputType: OutputType | undefined,
): Promise<MediaAnswer> {
  if (!hasStatusUrl(response)) {
    throw new InferenceClientProviderOutputError(
      `${MALFORMED}: expected { data: { urls: { get: string } } }, got: ${quote(response, call.secret)}`,
    );
  }
  // Only the path is the provider's word: the poll goes to the origin (and router prefix) the job was sent to.
  const path = new URL(response.data.urls.get, job.url).pathname;
  return pollJob(call, job, {
    url: `${pollingBase(job.url, WAVESPEED.id)}${path}`,
    attempts: WAVESPEED_POLL_ATTEMPTS,
    intervalMs: WAVESPEED_POLL_INTERVAL_MS,
    failure: `Failed to fetch response status from ${API}`,
    malformed: `${MALFORMED}: invalid JSON`,
    timedOut: `Timed out while waiting for the result from ${API} - aborting after ${WAVESPEED_POLL_ATTEMPTS} attempts`,
    read: (poll) => {
      if (!hasStatus(poll)) {
        throw new InferenceClientProviderOutputError(
          `${MALFORMED}: expected { data: { status: string } }, got: ${quote(poll, call.secret)}`,
        );
      }
      const { status, outputs, error } = poll.data;
      if (status === "failed") {
        throw new InferenceClientProviderOutputError(
          isString(error) && error ? excerpt(error, call.secret) : "Task failed",
        );
      }
      if (status !== "completed") return undefined;
      const media = Array.isArray(outputs) ? outputs[0] : undefined;
      return mediaAt(call, media, outputType, poll, `${MALFORMED}: No output URL in completed response`);
    },
  });
}

function wavespeedHelper(
  task: InferenceTask,
  routes: RouteTable,
  preparePayloadAsync?: (args: Record<string, unknown>) => Promise<Record<string, unknown>>,
): ProviderHelper<MediaAnswer> {
  return defineHelper<MediaAnswer>({
    facts: WAVESPEED,
    task,
    routes,
    retryRule: JOB_SUBMISSION,
    preparePayload: jobPayload,
    ...(preparePayloadAsync ? { preparePayloadAsync } : undefined),
    getResponse: followJob(`${task} task`, jobOutput),
  });
}

export const wavespeedTextToImage = /* @__PURE__ */ wavespeedHelper("text-to-image", TEXT_TO_IMAGE_ROUTES);
export const wavespeedTextToVideo = /* @__PURE__ */ wavespeedHelper("text-to-video", TEXT_TO_VIDEO_ROUTES);
export const wavespeedImageToImage = /* @__PURE__ */ wavespeedHelper(
  "image-to-image",
  IMAGE_TO_IMAGE_ROUTES,
  withImage,
);
export const wavespeedImageToVideo = /* @__PURE__ */ wavespeedHelper(
  "image-to-video",
  IMAGE_TO_VIDEO_ROUTES,
  withImage,
);
export const wavespeedImageTextToImage = /* @__PURE__ */ wavespeedHelper(
  "image-text-to-image",
  IMAGE_TEXT_TO_IMAGE_ROUTES,
  withImageOrBlank,
);
export const wavespeedImageTextToVideo = /* @__PURE__ */ wavespeedHelper(
  "image-text-to-video",
  IMAGE_TEXT_TO_VIDEO_ROUTES,
  withImageOrBlank,
);
