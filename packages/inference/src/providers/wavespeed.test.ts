// WaveSpeed AI jobs against answers a hostile or broken service could give: every poll stays on the
// submission's origin, media elsewhere gets no credential, bad answers become typed errors, and a job
// that never ends is given up after the bound.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { imageTextToImage, imageToVideo, textToImage, textToVideo } from "../tasks/vision";
import { fakeFetch, jsonResponse, mappingFor, PNG } from "../test-support/fake-fetch";
import { JOB_MEDIA_URL, jobService, noWaitOptions } from "../test-support/fake-job";
import { routedUrl } from "../test-support/provider-oracle";
import type { Options } from "../types";
import { WAVESPEED_POLL_ATTEMPTS } from "./wavespeed";

const HF_TOKEN = "hf_wavespeed_test_token";
const KEY = "wavespeed-key-123";
const MEDIA = JOB_MEDIA_URL;

const submitted = (get = "https://api.wavespeed.ai/api/v3/predictions/p1/result") =>
  jsonResponse({ code: 200, data: { id: "p1", status: "created", outputs: [], urls: { get } } });
const polled = (data: Record<string, unknown>) => jsonResponse({ code: 200, message: "success", data });

const processing = () => polled({ status: "processing", outputs: [] });
const completed = () => polled({ status: "completed", outputs: [MEDIA] });

function args(accessToken: string, task = "text-to-image") {
  return {
    inputs: "a red fox",
    model: "hub/model",
    provider: "wavespeed" as const,
    accessToken,
    inferenceProviderMapping: mappingFor("wavespeed", task),
  };
}

describe("wavespeed jobs", () => {
  it("polls the path of urls.get below the router's prefix, with the token; the media elsewhere gets none", async () => {
    const { fetch, calls } = fakeFetch(
      jobService(() => submitted("https://evil.example/api/v3/predictions/p1/result"), [processing, completed]),
    );
    const blob = await textToImage(args(HF_TOKEN), noWaitOptions(fetch));
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe("image/png");
    const polls = calls.filter((c) => c.method === "GET" && c.url !== MEDIA);
    expect(polls.map((c) => c.url)).toEqual([
      routedUrl("wavespeed", "/api/v3/predictions/p1/result"),
      routedUrl("wavespeed", "/api/v3/predictions/p1/result"),
    ]);
    expect(polls.every((c) => c.headers.authorization === `Bearer ${HF_TOKEN}`)).toBe(true);
    const media = calls.find((c) => c.url === MEDIA);
    expect(media?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(media?.headers)).not.toContain(HF_TOKEN);
  });

  it("direct with a key, polls the service's own host; outputType url, dataUrl and json", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [completed]));
    const run = (outputType: "url" | "dataUrl" | "json") =>
      textToImage(args(KEY), { ...noWaitOptions(fetch), outputType } as Options & { outputType: "url" });
    expect(await run("url")).toBe(MEDIA);
    expect(await run("dataUrl")).toBe("data:image/png;base64,iVBORw==");
    expect(await run("json")).toEqual({
      code: 200,
      message: "success",
      data: { status: "completed", outputs: [MEDIA] },
    });
    expect(calls[1]?.url).toBe("https://api.wavespeed.ai/api/v3/predictions/p1/result");
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("a failed job throws the service's error, without the key it quotes", async () => {
    const { fetch } = fakeFetch(
      jobService(submitted, [() => polled({ status: "failed", error: `bad prompt for ${KEY}` })]),
    );
    const error = await textToVideo(args(KEY, "text-to-video"), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain("bad prompt for");
    expect((error as Error).message).not.toContain(KEY);
    const bare = fakeFetch(jobService(submitted, [() => polled({ status: "failed" })]));
    await expect(textToImage(args(KEY), noWaitOptions(bare.fetch))).rejects.toThrow("Task failed");
  });

  it.each([
    [
      "a submission without urls.get",
      () => jsonResponse({ data: { id: "p1" } }),
      [completed],
      "expected { data: { urls: { get: string } } }",
    ],
    [
      "a submission naming a non-http URL",
      () => submitted("javascript:alert(1)"),
      [completed],
      "expected { data: { urls",
    ],
    [
      "a poll without a status",
      submitted,
      [() => jsonResponse({ data: { outputs: [MEDIA] } })],
      "expected { data: { status: string } }",
    ],
    [
      "a poll that is not an object",
      submitted,
      [() => jsonResponse(["completed"])],
      "expected { data: { status: string } }",
    ],
    [
      "a poll that is not JSON",
      submitted,
      [() => new Response("{", { headers: { "content-type": "application/json" } })],
      "invalid JSON",
    ],
    [
      "a completed job without outputs",
      submitted,
      [() => polled({ status: "completed", outputs: [] })],
      "No output URL in completed response",
    ],
    [
      "a completed job whose output is no URL",
      submitted,
      [() => polled({ status: "completed", outputs: [{ url: MEDIA }] })],
      "No output URL",
    ],
  ])("%s is a ProviderOutputError", async (_name, submission, polls, message) => {
    const { fetch } = fakeFetch(jobService(submission, polls));
    const error = await textToImage(args(KEY), noWaitOptions(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(message);
  });

  it(`a job that never ends is given up after ${WAVESPEED_POLL_ATTEMPTS} polls`, async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [processing]));
    await expect(textToImage(args(KEY), noWaitOptions(fetch))).rejects.toThrow(
      `Timed out while waiting for the result from WaveSpeed AI API - aborting after ${WAVESPEED_POLL_ATTEMPTS} attempts`,
    );
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(WAVESPEED_POLL_ATTEMPTS);
  });
});

describe("wavespeed payloads", () => {
  it("a LoRA mapping sends the adapter's Hub id at scale 1", async () => {
    const { fetch, calls } = fakeFetch();
    const mapping = [{ ...mappingFor("wavespeed", "text-to-image")[0], hfModelId: "user/adapter", adapter: "lora" }];
    await textToImage({ ...args(KEY), inferenceProviderMapping: mapping } as never, noWaitOptions(fetch)).catch(
      () => undefined,
    );
    expect(calls[0]?.body).toMatchObject({ prompt: "a red fox", loras: [{ path: "user/adapter", scale: 1 }] });
  });

  it("caller-listed images are kept beside the input image; parameters.images is not sent twice", async () => {
    const { fetch, calls } = fakeFetch();
    await imageToVideo(
      {
        ...args(KEY, "image-to-video"),
        inputs: PNG,
        parameters: { prompt: "move", images: ["https://x/1.png"] },
      } as never,
      noWaitOptions(fetch),
    ).catch(() => undefined);
    expect(calls[0]?.body).toEqual({ image: "iVBORw0KGgo=", images: ["https://x/1.png"], prompt: "move" });
  });

  it("image-text-to-image without an image sends a 1×1 transparent PNG", async () => {
    const { fetch, calls } = fakeFetch();
    await imageTextToImage(
      { ...args(KEY, "image-text-to-image"), inputs: undefined, parameters: { prompt: "a fox" } } as never,
      noWaitOptions(fetch),
    ).catch(() => undefined);
    const body = calls[0]?.body as { image: string; images: string[]; prompt: string };
    const bytes = Buffer.from(body.image, "base64");
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1, 1]);
    expect(body.images).toEqual([body.image]);
    expect(body.prompt).toBe("a fox");
  });

  it("an image task without image bytes is an input error", async () => {
    const { fetch, calls } = fakeFetch();
    await expect(
      imageToVideo({ ...args(KEY, "image-to-video"), inputs: "https://x/1.png" } as never, noWaitOptions(fetch)),
    ).rejects.toBeInstanceOf(InferenceClientInputError);
    expect(calls).toHaveLength(0);
  });
});
