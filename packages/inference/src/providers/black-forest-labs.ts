// Black Forest Labs: text-to-image as a job, polled up to 5 times, 1000 ms apart.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { callOrDefault, sleep } from "../lib/call";
import { getLogger } from "../lib/logger";
import { fetchMedia, isMediaUrl } from "../lib/media";
import { getJson, pollInterval } from "../lib/polling";
import { isObject } from "../lib/shape";
import { defineHelper, flatParams, keySchemeHeaders, type UrlParams } from "./helper";

export const BFL_POLL_ATTEMPTS = 5;
export const BFL_POLL_INTERVAL_MS = 1000;
/** Statuses after which waiting longer cannot help. */
const FAILED = new Set(["Error", "Failed", "Content Moderated", "Request Moderated", "Task not found"]);

export const blackForestLabsTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  provider: "black-forest-labs",
  task: "text-to-image",
  baseUrl: "https://api.us1.bfl.ai",
  startsJob: true,
  makeRoute: (params?: UrlParams) => {
    if (!params) throw new InferenceClientInputError("Params are required");
    return `v1/${params.model}`;
  },
  prepareHeaders: keySchemeHeaders("X-Key"),
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  getResponse: async (response, requestUrl, _headers, outputType, maybeCall) => {
    const call = callOrDefault(maybeCall);
    const pollingUrl = isObject(response) ? response.polling_url : undefined;
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
      const status = isObject(poll) ? poll.status : undefined;
      const result = isObject(poll) && isObject(poll.result) ? poll.result : undefined;
      if (status === "Ready" && isMediaUrl(result?.sample)) {
        if (outputType === "json") return result as Record<string, unknown>;
        const sample = result?.sample as string;
        if (outputType === "url") return sample;
        return fetchMedia(call, sample);
      }
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
