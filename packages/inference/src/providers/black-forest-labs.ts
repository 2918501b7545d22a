// Black Forest Labs: text-to-image as a job, polled up to 5 times, 1000 ms apart.
import { InferenceClientProviderOutputError } from "../errors";
import { callOrDefault, sleep } from "../lib/call";
import { getLogger } from "../lib/logger";
import { isMediaUrl, mediaOutput } from "../lib/media";
import { getJson, pollInterval } from "../lib/polling";
import { fieldOf, hasFields } from "../lib/shape";
import { BLACK_FOREST_LABS, TEXT_TO_IMAGE_ROUTES } from "./facts";
import { defineHelper, flatParams } from "./helper";

export const BFL_POLL_ATTEMPTS = 5;
export const BFL_POLL_INTERVAL_MS = 1000;
/** Statuses after which waiting longer cannot help. */
const FAILED = new Set(["Error", "Failed", "Content Moderated", "Request Moderated", "Task not found"]);
const hasSample = /* @__PURE__ */ hasFields({ sample: isMediaUrl });

export const blackForestLabsTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: BLACK_FOREST_LABS,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  startsJob: true,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  getResponse: async (response, requestUrl, _headers, outputType, maybeCall) => {
    const call = callOrDefault(maybeCall);
    const pollingUrl = fieldOf(response, "polling_url");
    if (!isMediaUrl(pollingUrl)) {
      throw new InferenceClientProviderOutputError(
        "Received malformed response from black forest labs API: expected { id: string, polling_url: string }",
      );
    }
    const interval = pollInterval(call, BFL_POLL_INTERVAL_MS);
    for (let attempt = 0; attempt < BFL_POLL_ATTEMPTS; attempt++) {
      getLogger().debug(`Polling Black Forest Labs API for the result... ${attempt + 1}/${BFL_POLL_ATTEMPTS}`);
      await sleep(interval, call);
      const url = new URL(pollingUrl);
      url.searchParams.set("attempt", String(attempt));
      // Polls send no key (as the peer library): the polling URL may be on another host of the provider.
      const poll = await getJson(
        call,
        url.href,
        { url: requestUrl ?? url.href, headers: { "Content-Type": "application/json" } },
        "Failed to fetch result from black forest labs API",
        "Received malformed response from black forest labs API: invalid JSON",
      );
      const status = fieldOf(poll, "status");
      const result = fieldOf(poll, "result");
      if (status === "Ready" && hasSample(result)) return mediaOutput(call, { url: result.sample }, outputType, result);
      if (typeof status === "string" && FAILED.has(status)) {
        throw new InferenceClientProviderOutputError(
          `Black Forest Labs text-to-image task failed with status ${status}`,
        );
      }
    }
    throw new InferenceClientProviderOutputError(
      `Timed out while waiting for the result from black forest labs API - aborting after ${BFL_POLL_ATTEMPTS} attempts`,
    );
  },
});
