// fal's queued audio tasks (text-to-audio, audio-to-audio) against answers a hostile or broken service could give:
// polls and the result stay on the submission's origin with its credential, the audio elsewhere gets none, and
// bad results become typed errors. Also the data-URL labels fal's decoder needs.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { audioToAudio, automaticSpeechRecognition, textToAudio } from "../tasks/audio";
import { fakeFetch, jsonResponse, mappingFor, type Reply, WAV } from "../test-support/fake-fetch";
import { JOB_MEDIA_URL, noWaitOptions, pngResponse } from "../test-support/fake-job";
import { falQueueUrl, routedUrl } from "../test-support/provider-oracle";
import type { Options } from "../types";

const HF_TOKEN = "hf_fal_test_token";
const KEY = "fal-key-123";
const RESPONSE_URL = "https://queue.fal.run/org/model-x/requests/r1";

/** fal's queue: the submission, COMPLETED on the first status poll, then `result` at the response URL. */
function queue(result: () => Response): Reply {
  return (call) => {
    if (call.method === "POST")
      return jsonResponse({ request_id: "r1", status: "IN_QUEUE", response_url: RESPONSE_URL });
    if (call.url === JOB_MEDIA_URL) return pngResponse();
    if (call.url.includes("/status")) return jsonResponse({ status: "COMPLETED" });
    return result();
  };
}

function args<T>(task: string, accessToken: string, inputs: T) {
  return {
    inputs,
    model: "hub/model",
    provider: "fal-ai" as const,
    accessToken,
    inferenceProviderMapping: mappingFor("fal-ai", task),
  };
}

describe("fal text-to-audio", () => {
  it("follows the queue below the router's prefix with the token; the audio elsewhere gets none", async () => {
    const { fetch, calls } = fakeFetch(queue(() => jsonResponse({ audio_file: { url: JOB_MEDIA_URL } })));
    const audio = await textToAudio(args("text-to-audio", HF_TOKEN, "rain on a roof"), noWaitOptions(fetch));
    expect(audio).toBeInstanceOf(Blob);
    expect(calls[0]?.url).toBe(routedUrl("fal-ai", "/org/model-x?_subdomain=queue"));
    expect(calls[0]?.body).toEqual({ prompt: "rain on a roof" });
    const queueCalls = calls.slice(1).filter((c) => c.url !== JOB_MEDIA_URL);
    expect(queueCalls.map((c) => c.url)).toEqual([
      routedUrl("fal-ai", "/org/model-x/requests/r1/status?_subdomain=queue"),
      routedUrl("fal-ai", "/org/model-x/requests/r1?_subdomain=queue"),
    ]);
    expect(queueCalls.every((c) => c.headers.authorization === `Bearer ${HF_TOKEN}`)).toBe(true);
    expect(calls.find((c) => c.url === JOB_MEDIA_URL)?.headers.authorization).toBeUndefined();
  });

  it("sound-effect apps answer `audio`; outputType url and dataUrl", async () => {
    const { fetch, calls } = fakeFetch(queue(() => jsonResponse({ audio: { url: JOB_MEDIA_URL } })));
    const run = (outputType: "url" | "dataUrl") =>
      textToAudio(args("text-to-audio", KEY, "a door creaks"), { ...noWaitOptions(fetch), outputType } as Options);
    expect(await run("url")).toBe(JOB_MEDIA_URL);
    expect(await run("dataUrl")).toBe("data:image/png;base64,iVBORw==");
    expect(calls[0]?.url).toBe(falQueueUrl("/org/model-x"));
    expect(calls[0]?.headers.authorization).toBe(`Key ${KEY}`);
  });

  it.each([
    ["no audio", { seed: 1 }],
    ["an audio without a URL", { audio_file: { content_type: "audio/wav" } }],
    ["a URL that is not http(s)", { audio_file: { url: "file:///etc/passwd" } }],
  ])("a result with %s is a ProviderOutputError", async (_name, result) => {
    const { fetch } = fakeFetch(queue(() => jsonResponse(result)));
    await expect(textToAudio(args("text-to-audio", KEY, "x"), noWaitOptions(fetch))).rejects.toThrow(
      InferenceClientProviderOutputError,
    );
  });
});

describe("fal audio-to-audio", () => {
  it("sends the audio as a data URL fal decodes; answers one labelled track", async () => {
    const { fetch, calls } = fakeFetch(
      queue(() => jsonResponse({ audio: { url: JOB_MEDIA_URL, content_type: "audio/wav" }, text: "hello there" })),
    );
    const tracks = await audioToAudio(args("audio-to-audio", KEY, WAV), noWaitOptions(fetch));
    expect(calls[0]?.body).toEqual({ audio_url: expect.stringMatching(/^data:audio\/x-wav;base64,/) });
    expect(tracks).toEqual([{ blob: "iVBORw==", "content-type": "audio/wav", label: "hello there" }]);
    expect(calls.find((c) => c.url === JOB_MEDIA_URL)?.headers.authorization).toBeUndefined();
  });

  it("without a declared type or transcript: the download's type, labelled speech", async () => {
    const { fetch } = fakeFetch(queue(() => jsonResponse({ audio: { url: JOB_MEDIA_URL } })));
    const tracks = await audioToAudio(args("audio-to-audio", KEY, WAV), noWaitOptions(fetch));
    expect(tracks).toEqual([{ blob: "iVBORw==", "content-type": "image/png", label: "speech" }]);
  });

  it("a result without an audio URL is a ProviderOutputError", async () => {
    const { fetch } = fakeFetch(queue(() => jsonResponse({ audio: [JOB_MEDIA_URL] })));
    await expect(audioToAudio(args("audio-to-audio", KEY, WAV), noWaitOptions(fetch))).rejects.toThrow(
      "Received malformed response from Fal.ai audio-to-audio API",
    );
  });

  it("refuses input that is not a Blob, or audio fal cannot decode, before sending anything", async () => {
    const { fetch, calls } = fakeFetch();
    await expect(
      audioToAudio(args("audio-to-audio", KEY, "https://x/a.wav") as never, noWaitOptions(fetch)),
    ).rejects.toThrow(
      new InferenceClientInputError("Expected a Blob input for audio-to-audio with provider fal-ai, got string."),
    );
    const flac = new Blob([new Uint8Array([1])], { type: "audio/flac" });
    await expect(audioToAudio(args("audio-to-audio", KEY, flac), noWaitOptions(fetch))).rejects.toThrow(
      "Provider fal-ai does not support blob type audio/flac",
    );
    expect(calls).toHaveLength(0);
  });
});

describe("fal audio labels", () => {
  it("WAV goes as audio/x-wav and WebM as video/webm, whatever the Blob says, parameters ignored", async () => {
    const { fetch, calls } = fakeFetch();
    for (const type of ["audio/wav", "audio/wave", "audio/webm;codecs=opus", "audio/mp3"]) {
      const blob = new Blob([new Uint8Array([1, 2])], { type });
      await automaticSpeechRecognition(args("automatic-speech-recognition", KEY, blob), noWaitOptions(fetch)).catch(
        () => undefined,
      );
    }
    expect(calls.map((c) => String((c.body as Record<string, unknown>).audio_url).split(";base64")[0])).toEqual([
      "data:audio/x-wav",
      "data:audio/x-wav",
      "data:video/webm",
      "data:audio/mpeg",
    ]);
  });
});
