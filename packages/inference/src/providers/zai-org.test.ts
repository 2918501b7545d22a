// Z.ai against answers a hostile or broken service could give: its headers on every request, image jobs
// polled on the submission's origin within the bound, media and input URLs fetched without any credential,
// bad answers as typed errors.
import { describe, expect, it } from "vitest";
import {
  InferenceClientInputError,
  InferenceClientProviderOutputError,
  InferenceClientResponseTooLargeError,
} from "../errors";
import { chatCompletion } from "../tasks/chat";
import { imageToText, textToImage } from "../tasks/vision";
import { fakeFetch, jsonResponse, mappingFor, PNG } from "../test-support/fake-fetch";
import { JOB_MEDIA_URL, jobService, noWaitOptions, pngResponse } from "../test-support/fake-job";
import { directUrl, routedUrl } from "../test-support/provider-oracle";
import type { Options } from "../types";
import { ZAI_POLL_ATTEMPTS } from "./zai-org";

const HF_TOKEN = "hf_zai_test_token";
const KEY = "zai-key-123";
const MEDIA = JOB_MEDIA_URL;
const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" };

const submitted = (id = "task-1") =>
  jsonResponse({ model: "glm-image", id, request_id: "r1", task_status: "PROCESSING" });
const processing = () => jsonResponse({ task_status: "PROCESSING" });
const success = () => jsonResponse({ task_status: "SUCCESS", image_result: [{ url: MEDIA }] });

const mapped = (accessToken: string, task: string) => ({
  model: "hub/model",
  provider: "zai-org" as const,
  accessToken,
  inferenceProviderMapping: mappingFor("zai-org", task, "glm-x"),
});

describe("zai-org text-to-image jobs", () => {
  it("polls async-result below the router's prefix with the token and Z.ai's headers; the image elsewhere gets none", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [processing, success]));
    const blob = await textToImage({ ...mapped(HF_TOKEN, "text-to-image"), inputs: "a red fox" }, noWaitOptions(fetch));
    expect(blob.type).toBe("image/png");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${routedUrl("zai-org", "/api/paas/v4/async/images/generations")}`,
      `GET ${routedUrl("zai-org", "/api/paas/v4/async-result/task-1")}`,
      `GET ${routedUrl("zai-org", "/api/paas/v4/async-result/task-1")}`,
      `GET ${MEDIA}`,
    ]);
    for (const call of calls.slice(0, 3)) {
      expect(call.headers).toMatchObject({ ...ZAI_HEADERS, authorization: `Bearer ${HF_TOKEN}` });
    }
    expect(calls[0]?.body).toEqual({ model: "glm-x", prompt: "a red fox" });
    expect(calls[3]?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(calls[3]?.headers)).not.toContain(HF_TOKEN);
  });

  it("direct with a key on api.z.ai; outputType url, dataUrl and json", async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [success]));
    const run = (outputType: "url" | "dataUrl" | "json") =>
      textToImage({ ...mapped(KEY, "text-to-image"), inputs: "a fox" }, {
        ...noWaitOptions(fetch),
        outputType,
      } as Options & {
        outputType: "url";
      });
    expect(await run("url")).toBe(MEDIA);
    expect(await run("dataUrl")).toBe("data:image/png;base64,iVBORw==");
    expect(await run("json")).toEqual({ task_status: "SUCCESS", image_result: [{ url: MEDIA }] });
    expect(calls[1]?.url).toBe(directUrl("zai-org", "/api/paas/v4/async-result/task-1"));
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("a task id is one path segment, whatever it holds", async () => {
    const { fetch, calls } = fakeFetch(jobService(() => submitted("../../v1/chat/completions?x=1"), [success]));
    await textToImage({ ...mapped(KEY, "text-to-image"), inputs: "a fox" }, noWaitOptions(fetch));
    expect(calls[1]?.url).toBe(
      directUrl("zai-org", "/api/paas/v4/async-result/..%2F..%2Fv1%2Fchat%2Fcompletions%3Fx%3D1"),
    );
  });

  it.each([
    [
      "a submission without an id",
      () => jsonResponse({ task_status: "PROCESSING" }),
      [success],
      "expected { id: string, task_status: string }",
    ],
    [
      "a submission that failed at once",
      () => jsonResponse({ id: "t", task_status: "FAIL" }),
      [success],
      "ZAI API returned task status: FAIL",
    ],
    [
      "a failed job",
      submitted,
      [processing, () => jsonResponse({ task_status: "FAIL" })],
      "ZAI text-to-image API task failed",
    ],
    [
      "a poll without a status",
      submitted,
      [() => jsonResponse({ image_result: [{ url: MEDIA }] })],
      "expected { task_status: string }",
    ],
    [
      "a poll that is not JSON",
      submitted,
      [() => new Response("{", { headers: { "content-type": "application/json" } })],
      "invalid JSON",
    ],
    [
      "a success without images",
      submitted,
      [() => jsonResponse({ task_status: "SUCCESS", image_result: [] })],
      "expected { image_result: Array<{ url: string }> }",
    ],
    [
      "a success whose image is no URL",
      submitted,
      [() => jsonResponse({ task_status: "SUCCESS", image_result: [{ url: "file:///etc/passwd" }] })],
      "expected { image_result",
    ],
  ])("%s is a ProviderOutputError", async (_name, submission, polls, message) => {
    const { fetch } = fakeFetch(jobService(submission, polls));
    const error = await textToImage({ ...mapped(KEY, "text-to-image"), inputs: "a fox" }, noWaitOptions(fetch)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(message);
  });

  it(`a job that never ends is given up after ${ZAI_POLL_ATTEMPTS} polls, at the client's poll interval`, async () => {
    const { fetch, calls } = fakeFetch(jobService(submitted, [processing]));
    await expect(
      textToImage({ ...mapped(KEY, "text-to-image"), inputs: "a fox" }, noWaitOptions(fetch, { pollIntervalMs: 1 })),
    ).rejects.toThrow(
      `Timed out while waiting for the result from ZAI API - aborting after ${ZAI_POLL_ATTEMPTS} attempts`,
    );
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(ZAI_POLL_ATTEMPTS);
  });
});

describe("zai-org chat and image-to-text", () => {
  it("chat sends Z.ai's headers", async () => {
    const { fetch, calls } = fakeFetch();
    await chatCompletion(
      { ...mapped(KEY, "conversational"), messages: [{ role: "user", content: "Hi" }] },
      noWaitOptions(fetch),
    ).catch(() => undefined);
    expect(calls[0]?.url).toBe(directUrl("zai-org", "/api/paas/v4/chat/completions"));
    expect(calls[0]?.headers).toMatchObject({ ...ZAI_HEADERS, authorization: `Bearer ${KEY}` });
  });

  it("a Blob is sent as a data URL in `file`; the markdown comes back as generated_text", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ md_results: "# Title", layout_details: [] }));
    const output = await imageToText({ ...mapped(KEY, "image-to-text"), inputs: PNG }, noWaitOptions(fetch));
    expect(output).toEqual({ generated_text: "# Title" });
    expect(calls[0]?.body).toEqual({ model: "glm-x", file: "data:image/png;base64,iVBORw0KGgo=" });
    expect(calls[0]?.headers).toMatchObject(ZAI_HEADERS);
  });

  it("an image URL is downloaded first, without any credential or Z.ai header", async () => {
    const image = "https://images.example/cat.png";
    const { fetch, calls } = fakeFetch((call) =>
      call.url === image ? pngResponse() : jsonResponse({ md_results: "cat" }),
    );
    // The peer's types take a Blob only; its Z.ai helper, like this one, also takes a URL.
    await imageToText({ ...mapped(HF_TOKEN, "image-to-text"), inputs: image } as never, noWaitOptions(fetch));
    expect(calls[0]?.url).toBe(image);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers["x-source-channel"]).toBeUndefined();
    expect(calls[1]?.body).toEqual({ model: "glm-x", file: "data:image/png;base64,iVBORw==" });
  });

  it("an image URL answering more than maxMediaBytes is refused before anything is sent to Z.ai", async () => {
    const big = () => new Response(new Uint8Array(64), { headers: { "content-type": "image/png" } });
    const { fetch, calls } = fakeFetch(big);
    await expect(
      imageToText(
        { ...mapped(KEY, "image-to-text"), inputs: "https://images.example/big.png" } as never,
        noWaitOptions(fetch, { maxMediaBytes: 16 }),
      ),
    ).rejects.toBeInstanceOf(InferenceClientResponseTooLargeError);
    expect(calls).toHaveLength(1);
  });

  it("inputs that are neither a Blob nor a URL are an input error", async () => {
    const { fetch, calls } = fakeFetch();
    await expect(
      imageToText({ ...mapped(KEY, "image-to-text"), inputs: "not a url" } as never, noWaitOptions(fetch)),
    ).rejects.toThrow(new InferenceClientInputError("ZAI image-to-text requires a URL string or Blob as inputs"));
    expect(calls).toHaveLength(0);
  });

  it("an answer without md_results is a ProviderOutputError", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ md_results: 42 }));
    await expect(imageToText({ ...mapped(KEY, "image-to-text"), inputs: PNG }, noWaitOptions(fetch))).rejects.toThrow(
      "Received malformed response from ZAI layout_parsing API: expected { md_results: string }",
    );
  });
});
