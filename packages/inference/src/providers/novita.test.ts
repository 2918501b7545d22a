// Novita's video jobs (MiniMax H3 image-text-to-video, and text-to-video) against answers a hostile or broken service could give: polls stay
// on the submission's origin with its credential, the video elsewhere gets none, bad answers become typed errors,
// and a task that never ends is given up after the bound. Also how the task's parameters become MiniMax's.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientProviderOutputError, InferenceClientTimeoutError } from "../errors";
import { imageTextToVideo, textToVideo } from "../tasks/vision";
import { fakeFetch, jsonResponse, mappingFor, PNG } from "../test-support/fake-fetch";
import { JOB_MEDIA_URL, jobService, noWaitOptions } from "../test-support/fake-job";
import { directUrl, routedUrl } from "../test-support/provider-oracle";
import type { Options } from "../types";
import { NOVITA_MINIMAX_MAX_POLLS } from "./novita";

const HF_TOKEN = "hf_novita_test_token";
const KEY = "novita-key-123";
const QUERY = "/v3/minimax/v2/query/video_generation/task-1";

const submitted = () => jsonResponse({ task_id: "task-1" });
const task = (fields: Record<string, unknown>) => jsonResponse({ task: { task_id: "task-1", ...fields } });
const running = () => task({ status: "running" });
const succeeded = () => task({ status: "succeeded", content: { url: JOB_MEDIA_URL } });

function args(accessToken: string, parameters: Record<string, unknown> = { prompt: "waves roll in" }) {
  return {
    inputs: PNG,
    parameters,
    model: "hub/model",
    provider: "novita" as const,
    accessToken,
    inferenceProviderMapping: mappingFor("novita", "image-text-to-video", "MiniMax-H3"),
  };
}

describe("novita MiniMax jobs", () => {
  it("polls the task below the router's prefix with the token; the video elsewhere gets none", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [running, succeeded]));
    const video = await imageTextToVideo(args(HF_TOKEN), noWaitOptions(fetch));
    expect(video).toBeInstanceOf(Blob);
    expect(calls[0]?.url).toBe(routedUrl("novita", "/v3/minimax/v2/video_generation"));
    const polls = calls.filter((c) => c.method === "GET" && c.url !== JOB_MEDIA_URL);
    expect(polls.map((c) => c.url)).toEqual([routedUrl("novita", QUERY), routedUrl("novita", QUERY)]);
    expect(polls.every((c) => c.headers.authorization === `Bearer ${HF_TOKEN}`)).toBe(true);
    const media = calls.find((c) => c.url === JOB_MEDIA_URL);
    expect(media?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(media?.headers)).not.toContain(HF_TOKEN);
  });

  it("direct with a key, on Novita's own host; outputType url and dataUrl", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [succeeded]));
    const run = (outputType: "url" | "dataUrl") =>
      imageTextToVideo(args(KEY), { ...noWaitOptions(fetch), outputType } as Options);
    expect(await run("url")).toBe(JOB_MEDIA_URL);
    expect(await run("dataUrl")).toBe("data:image/png;base64,iVBORw==");
    expect(calls[1]?.url).toBe(directUrl("novita", QUERY));
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("a failed or cancelled task throws the service's reason, without the key it quotes", async () => {
    const failed = () => task({ status: "failed", error: { message: `content refused for ${KEY}` } });
    const { fetch } = fakeFetch(jobService(submitted, [failed]));
    const error = await imageTextToVideo(args(KEY), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain("content refused for");
    expect((error as Error).message).not.toContain(KEY);
    const cancelled = fakeFetch(jobService(submitted, [() => task({ status: "cancelled" })]));
    await expect(imageTextToVideo(args(KEY), noWaitOptions(cancelled.fetch))).rejects.toThrow("Novita task cancelled");
  });

  it.each([
    ["a submission without a task id", () => jsonResponse({ id: "task-1" }), [succeeded], "no task ID found"],
    ["a poll without a task", submitted, [() => jsonResponse({ status: "succeeded" })], "failed to get task status"],
    ["a poll that is not JSON", submitted, [() => new Response("<html>")], "failed to parse task result"],
    ["a succeeded task without a video", submitted, [() => task({ status: "succeeded" })], "No output URL"],
    [
      "a succeeded task whose video is no http(s) URL",
      submitted,
      [() => task({ status: "succeeded", content: { url: "data:text/html,hi" } })],
      "No output URL",
    ],
  ])("%s is a ProviderOutputError", async (_name, submission, polls, message) => {
    const { fetch } = fakeFetch(jobService(submission, polls));
    const error = await imageTextToVideo(args(KEY), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(message);
  });

  it(`a task that never ends is given up after ${NOVITA_MINIMAX_MAX_POLLS} polls`, async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [running]));
    await expect(imageTextToVideo(args(KEY), noWaitOptions(fetch))).rejects.toThrow(
      `aborting after ${NOVITA_MINIMAX_MAX_POLLS} status polls`,
    );
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(NOVITA_MINIMAX_MAX_POLLS);
  });
});

describe("novita MiniMax payloads", () => {
  it("frames become seconds, the target size the nearest resolution; unsupported parameters are dropped", async () => {
    const { fetch, calls } = fakeFetch();
    const parameters = { prompt: "a kite", num_frames: 240, target_size: { width: 1440, height: 2560 }, seed: 4 };
    await imageTextToVideo({ ...args(KEY, parameters), inputs: undefined }, noWaitOptions(fetch)).catch(
      () => undefined,
    );
    expect(calls[0]?.body).toEqual({
      model: "MiniMax-H3",
      content: [{ type: "text", text: "a kite" }],
      resolution: "2K",
      duration: 10,
      ratio: "9:16",
    });
  });

  it("refuses a missing prompt and any other model, before sending anything", async () => {
    const { fetch, calls } = fakeFetch();
    await expect(imageTextToVideo(args(KEY, { prompt: "  " }), noWaitOptions(fetch))).rejects.toThrow(
      new InferenceClientInputError("Novita MiniMax H3 requires a non-empty parameters.prompt."),
    );
    const other = { ...args(KEY), inferenceProviderMapping: mappingFor("novita", "image-text-to-video", "kling/v2") };
    await expect(imageTextToVideo(other, noWaitOptions(fetch))).rejects.toThrow(
      "Unsupported Novita image-text-to-video model: kling/v2",
    );
    expect(calls).toHaveLength(0);
  });
});

describe("novita text-to-video jobs", () => {
  const request = {
    inputs: "waves",
    model: "hub/model",
    provider: "novita" as const,
    accessToken: KEY,
    inferenceProviderMapping: mappingFor("novita", "text-to-video", "novita-org/video"),
  };
  const processing = () => jsonResponse({ task: { task_id: "task-1", status: "TASK_STATUS_PROCESSING" } });

  it("a task is followed for as many polls as it runs: the spec sets no maximum", async () => {
    const done = () =>
      jsonResponse({ task: { status: "TASK_STATUS_SUCCEED" }, videos: [{ video_url: JOB_MEDIA_URL }] });
    // Longer than any fixed count a client might pick (ten minutes at the provider's pace is 1 200 polls).
    const polls = [...Array.from({ length: 1500 }, () => processing), done];
    const { fetch, calls } = fakeFetch(jobService(submitted, polls));
    const video = await textToVideo(request, noWaitOptions(fetch));
    expect(video).toBeInstanceOf(Blob);
    expect(calls.filter((c) => c.method === "GET" && c.url !== JOB_MEDIA_URL)).toHaveLength(1501);
  });

  it("a task that never ends is ended by the call's timeout", async () => {
    const { fetch } = fakeFetch(jobService(submitted, [processing]));
    await expect(textToVideo(request, noWaitOptions(fetch, { timeout: 300 }))).rejects.toThrow(
      new InferenceClientTimeoutError("The call did not complete within 300 ms"),
    );
  });
});
