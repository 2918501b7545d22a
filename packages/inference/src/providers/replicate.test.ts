// Replicate predictions that `Prefer: wait` did not finish are polled at their `urls.get`, within a bound.
import { describe, expect, it } from "vitest";
import { textToImage } from "../tasks/vision";
import { fakeFetch, jsonResponse, mappingFor } from "../test-support/fake-fetch";
import { jobService, noWaitOptions } from "../test-support/fake-job";
import { directUrl } from "../test-support/provider-oracle";
import { REPLICATE_MAX_POLLS } from "./replicate";

const starting = () =>
  jsonResponse({ id: "p1", status: "starting", urls: { get: directUrl("replicate", "/v1/predictions/p1") } }, 201);
const processing = () =>
  jsonResponse({ id: "p1", status: "processing", urls: { get: directUrl("replicate", "/v1/predictions/p1") } });

describe("replicate predictions", () => {
  it(`a prediction that never ends is given up after ${REPLICATE_MAX_POLLS} polls`, async () => {
    const { fetch, calls } = fakeFetch(jobService(starting, [processing]));
    const call = textToImage(
      {
        inputs: "a fox",
        model: "hub/model",
        provider: "replicate",
        accessToken: "r8_replicate_test_key",
        inferenceProviderMapping: mappingFor("replicate", "text-to-image", "owner/model"),
      },
      noWaitOptions(fetch),
    );
    await expect(call).rejects.toThrow(`aborting after ${REPLICATE_MAX_POLLS} status polls`);
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(REPLICATE_MAX_POLLS);
  });
});
