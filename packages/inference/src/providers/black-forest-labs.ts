// Black Forest Labs: text-to-image as a job, polled up to 5 times, 1000 ms apart.
import { InferenceClientProviderOutputError } from "../errors";
import { callOrDefault } from "../lib/call";
import { getLogger } from "../lib/logger";
import { isMediaUrl, mediaOutput } from "../lib/media";
import { pollJob } from "../lib/polling";
import { JOB_SUBMISSION } from "../lib/retry";
import { fieldOf, hasFields } from "../lib/shape";
import { BLACK_FOREST_LABS, TEXT_TO_IMAGE_ROUTES } from "./facts";
import { defineHelper, flatParams, keySchemeHeaders } from "./helper";

export const BFL_POLL_ATTEMPTS = 5;
export const BFL_POLL_INTERVAL_MS = 1000;
/** Statuses after which waiting longer cannot help. */
const FAILED = new Set(["Error", "Failed", "Content Moderated", "Request Moderated", "Task not found"]);
const hasSample = /* @__PURE__ */ hasFields({ sample: isMediaUrl });

export const blackForestLabsTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: BLACK_FOREST_LABS,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  // The facts are read per call, so that bundles without this provider drop the headers.
  prepareHeaders: (params, isBinary) => keySchemeHeaders(BLACK_FOREST_LABS.keyScheme)(params, isBinary),
  retryRule: JOB_SUBMISSION,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  getResponse: async (response, requestUrl, _headers, outputType, maybeCall) => {
    const call = callOrDefault(maybeCall);
    const pollingUrl = fieldOf(response, "polling_url");
    if (!isMediaUrl(pollingUrl)) {
      throw new InferenceClientProviderOutputError(
        "Received malformed response from black forest labs API: expected { id: string, polling_url: string }",
      );
    }
    // Polls send no key (as the peer library): the polling URL may be on another host of the provider.
    const job = { url: requestUrl ?? pollingUrl, headers: { "Content-Type": "application/json" } };
    return pollJob(call, job, {
      url: (attempt) => {
        getLogger().debug(`Polling Black Forest Labs API for the result... ${attempt + 1}/${BFL_POLL_ATTEMPTS}`);
        const url = new URL(pollingUrl);
        url.searchParams.set("attempt", String(attempt));
        return url.href;
      },
      attempts: BFL_POLL_ATTEMPTS,
      intervalMs: BFL_POLL_INTERVAL_MS,
      failure: "Failed to fetch result from black forest labs API",
      malformed: "Received malformed response from black forest labs API: invalid JSON",
      timedOut: `Timed out while waiting for the result from black forest labs API - aborting after ${BFL_POLL_ATTEMPTS} attempts`,
      read: (poll) => {
        const status = fieldOf(poll, "status");
        const result = fieldOf(poll, "result");
        if (status === "Ready" && hasSample(result))
          return mediaOutput(call, { url: result.sample }, outputType, result);
        if (typeof status === "string" && FAILED.has(status)) {
          throw new InferenceClientProviderOutputError(
            `Black Forest Labs text-to-image task failed with status ${status}`,
          );
        }
        return undefined;
      },
    });
  },
});
