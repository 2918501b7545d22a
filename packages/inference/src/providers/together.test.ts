// Together's video jobs against answers a hostile or broken service could give: polls stay on the submission's
// origin with its credential, the video elsewhere gets none, bad answers become typed errors, and a job that
// never ends is given up after the bound. Also the payload details of its other new tasks.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { textToSpeech } from "../tasks/audio";
import { imageToImage, imageToVideo, textToVideo } from "../tasks/vision";
import { fakeFetch, jsonResponse, mappingFor, PNG } from "../test-support/fake-fetch";
import { JOB_MEDIA_URL, jobService, noWaitOptions } from "../test-support/fake-job";
import { directUrl, routedUrl } from "../test-support/provider-oracle";
import type { Options } from "../types";
import { TOGETHER_VIDEO_MAX_POLLS } from "./together";

const HF_TOKEN = "hf_together_test_token";
const KEY = "together-key-123";

const submitted = (status: unknown = "queued") => jsonResponse({ id: "vid_1", object: "video", status });
const polled = (job: Record<string, unknown>) => jsonResponse({ id: "vid_1", object: "video", ...job });
const inProgress = () => polled({ status: "in_progress" });
const completed = () => polled({ status: "completed", outputs: { video_url: JOB_MEDIA_URL } });

function args(accessToken: string, task = "text-to-video") {
  return {
    inputs: "waves at dusk",
    model: "hub/model",
    provider: "together" as const,
    accessToken,
    inferenceProviderMapping: mappingFor("together", task),
  };
}

describe("together video jobs", () => {
  it("polls v2/videos/{id} below the router's prefix with the token; the video elsewhere gets none", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [inProgress, completed]));
    const video = await textToVideo(args(HF_TOKEN), noWaitOptions(fetch));
    expect(video).toBeInstanceOf(Blob);
    expect(calls[0]?.url).toBe(routedUrl("together", "/v2/videos"));
    const polls = calls.filter((c) => c.method === "GET" && c.url !== JOB_MEDIA_URL);
    expect(polls.map((c) => c.url)).toEqual([
      routedUrl("together", "/v2/videos/vid_1"),
      routedUrl("together", "/v2/videos/vid_1"),
    ]);
    expect(polls.every((c) => c.headers.authorization === `Bearer ${HF_TOKEN}`)).toBe(true);
    const media = calls.find((c) => c.url === JOB_MEDIA_URL);
    expect(media?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(media?.headers)).not.toContain(HF_TOKEN);
  });

  it("direct with a key; a job answered finished needs no poll; outputType url, dataUrl and json", async () => {
    const { fetch, calls } = fakeFetch(
      jobService(() => polled({ status: "completed", outputs: { video_url: JOB_MEDIA_URL } }), [completed]),
    );
    const run = (outputType: "url" | "dataUrl" | "json") =>
      textToVideo(args(KEY), { ...noWaitOptions(fetch), outputType } as Options);
    expect(await run("url")).toBe(JOB_MEDIA_URL);
    expect(await run("dataUrl")).toBe("data:image/png;base64,iVBORw==");
    expect(await run("json")).toMatchObject({ id: "vid_1", status: "completed" });
    expect(calls[0]?.url).toBe(directUrl("together", "/v2/videos"));
    expect(calls.filter((c) => c.method === "GET" && c.url !== JOB_MEDIA_URL)).toHaveLength(0);
  });

  it("image-to-video sends the image as the first keyframe and takes the prompt from the parameters", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [completed]));
    await imageToVideo(
      {
        ...args(KEY, "image-to-video"),
        inputs: PNG,
        parameters: { prompt: "move", target_size: { width: 64, height: 48 } },
      },
      noWaitOptions(fetch),
    );
    expect(calls[0]?.body).toEqual({
      frame_images: [{ input_image: "data:image/png;base64,iVBORw0KGgo=", frame: "first" }],
      prompt: "move",
      width: 64,
      height: 48,
      model: "org/model-x",
    });
    await expect(
      imageToVideo({ ...args(KEY, "image-to-video"), inputs: "not a blob" } as never, noWaitOptions(fetch)),
    ).rejects.toThrow(new InferenceClientInputError("Together image-to-video expects a Blob input."));
  });

  it("a failed job throws the service's reason, without the key it quotes", async () => {
    const failed = () => polled({ status: "failed", error: { message: `quota exceeded for ${KEY}` } });
    const { fetch } = fakeFetch(jobService(submitted, [failed]));
    const error = await textToVideo(args(KEY), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain("Together video generation failed: quota exceeded for");
    expect((error as Error).message).not.toContain(KEY);
    const bare = fakeFetch(jobService(submitted, [() => polled({ status: "failed" })]));
    await expect(textToVideo(args(KEY), noWaitOptions(bare.fetch))).rejects.toThrow(
      "Together video generation failed: Unknown error",
    );
  });

  it.each([
    ["a submission without an id", () => jsonResponse({ status: "queued" }), [completed], "no job ID found"],
    ["a submission whose id is no string", () => jsonResponse({ id: { $gt: "" } }), [completed], "no job ID found"],
    ["a poll that is not an object", submitted, [() => jsonResponse(["completed"])], "Together video API"],
    ["a poll that is not JSON", submitted, [() => new Response("{")], "failed to parse job result"],
    [
      "an unknown status",
      submitted,
      [() => polled({ status: "exploded" })],
      'Unexpected Together video job status: "exploded"',
    ],
    ["a completed job without outputs", submitted, [() => polled({ status: "completed" })], "No video URL found"],
    [
      "a completed job whose video is no http(s) URL",
      submitted,
      [() => polled({ status: "completed", outputs: { video_url: "file:///etc/passwd" } })],
      "No video URL found",
    ],
  ])("%s is a ProviderOutputError", async (_name, submission, polls, message) => {
    const { fetch, calls } = fakeFetch(jobService(submission, polls));
    const error = await textToVideo(args(KEY), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(message);
    expect(calls.some((c) => c.url.startsWith("file:"))).toBe(false);
  });

  it(`a job that never ends is given up after ${TOGETHER_VIDEO_MAX_POLLS} polls`, async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [inProgress]));
    await expect(textToVideo(args(KEY), noWaitOptions(fetch))).rejects.toThrow(
      `Timed out while waiting for Together video generation — aborting after ${TOGETHER_VIDEO_MAX_POLLS} status polls`,
    );
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(TOGETHER_VIDEO_MAX_POLLS);
  });
});

describe("together payloads", () => {
  it("image-to-image: FLUX.1 Kontext takes image_url, other models reference_images", async () => {
    const { fetch, calls } = fakeFetch();
    const send = (providerId: string) =>
      imageToImage(
        {
          ...args(KEY, "image-to-image"),
          inputs: PNG,
          parameters: { prompt: "make it blue", num_inference_steps: 8 },
          inferenceProviderMapping: mappingFor("together", "image-to-image", providerId),
        },
        noWaitOptions(fetch),
      ).catch(() => undefined);
    await send("black-forest-labs/FLUX.1-kontext-dev");
    await send("black-forest-labs/FLUX.2-dev");
    const image = "data:image/png;base64,iVBORw0KGgo=";
    expect(calls[0]?.body).toMatchObject({ image_url: image, prompt: "make it blue", steps: 8 });
    expect(calls[1]?.body).toMatchObject({ reference_images: [image], prompt: "make it blue", steps: 8 });
    expect(calls[1]?.body).not.toHaveProperty("image_url");
  });

  it("text-to-speech: Kokoro models get a voice unless the caller names one", async () => {
    const { fetch, calls } = fakeFetch();
    const send = (providerId: string, parameters?: Record<string, unknown>) =>
      textToSpeech(
        {
          ...args(KEY, "text-to-speech"),
          parameters,
          inferenceProviderMapping: mappingFor("together", "text-to-speech", providerId),
        },
        noWaitOptions(fetch),
      ).catch(() => undefined);
    await send("hexgrad/Kokoro-82M");
    await send("hexgrad/Kokoro-82M", { voice: "af_heart" });
    await send("canopylabs/orpheus-3b");
    expect(calls.map((c) => (c.body as Record<string, unknown>).voice)).toEqual(["af_alloy", "af_heart", undefined]);
  });

  it("text-to-speech: an answer that is not audio is a ProviderOutputError", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ audio: "nope" }));
    await expect(textToSpeech(args(KEY, "text-to-speech"), noWaitOptions(fetch))).rejects.toBeInstanceOf(
      InferenceClientProviderOutputError,
    );
  });
});
