// DeepInfra beyond the request table: the multipart transcription upload (fields, file name, retries, error
// reports), the answers it reads and refuses, and images asked for as URLs.
import { describe, expect, it } from "vitest";
import {
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
} from "../errors";
import * as tasks from "../tasks/index";
import { PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { fakeFetch, jsonResponse, mappingFor, WAV } from "../test-support/fake-fetch";
import { audioFileName } from "./openai-audio";

const KEY = "deepinfra-key-7890";
const asr = (inputs: unknown, parameters?: Record<string, unknown>) => ({
  model: "hub/model",
  provider: "deepinfra" as const,
  accessToken: KEY,
  inputs: inputs as Blob,
  parameters,
  inferenceProviderMapping: mappingFor("deepinfra", "automatic-speech-recognition", "openai/whisper-large-v3"),
});

describe("deepinfra speech recognition: a multipart upload", () => {
  it("names the file by the audio's MIME type, WAV when unknown", () => {
    expect(audioFileName("audio/flac")).toBe("audio.flac");
    expect(audioFileName("audio/mpeg")).toBe("audio.mp3");
    expect(audioFileName("audio/x-m4a")).toBe("audio.m4a");
    expect(audioFileName("Audio/WebM; codecs=opus")).toBe("audio.webm");
    expect(audioFileName("audio/x-unknown")).toBe("audio.wav");
    expect(audioFileName("")).toBe("audio.wav");
  });

  it("sends the audio as `file` and every parameter as a field, without a JSON content type", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ text: "hello" }));
    const audio = new Blob([await WAV.arrayBuffer()], { type: "audio/flac" });
    const parameters = { language: "en", temperature: 0.2, timestamps: true, prompt: null, extra: { a: 1 } };
    await expect(tasks.automaticSpeechRecognition(asr(audio, parameters), { fetch })).resolves.toEqual({
      text: "hello",
    });
    const [sent] = calls;
    expect(sent?.url).toBe("https://api.deepinfra.com/v1/openai/audio/transcriptions");
    expect(sent?.headers["content-type"]).toBeUndefined();
    const form = sent?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get("file") as File;
    expect(file.name).toBe("audio.flac");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await WAV.arrayBuffer()));
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "file"))).toEqual({
      language: "en",
      temperature: "0.2",
      timestamps: "true",
      extra: '{"a":1}',
      model: "openai/whisper-large-v3",
    });
  });

  it("takes bytes as well as a Blob, and refuses anything else with the peer's message", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ text: "hi" }));
    await tasks.automaticSpeechRecognition(asr(await WAV.arrayBuffer()), { fetch });
    const form = calls[0]?.body as FormData;
    expect((form.get("file") as File).name).toBe("audio.wav");
    const refused = await tasks.automaticSpeechRecognition(asr("not audio"), { fetch }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InferenceClientInputError);
    expect((refused as Error).message).toBe(
      "DeepInfra automatic-speech-recognition expects a Blob or ArrayBuffer audio input.",
    );
    expect(calls).toHaveLength(1);
  });

  it("sends the whole form again on a retry, and error reports show its fields, not the audio", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ error: "busy" }, 503));
    const error = await tasks
      .automaticSpeechRecognition(asr(WAV), { fetch, maxRetries: 1, retryDelayMs: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect((call.body as FormData).get("file")).toBeInstanceOf(File);
    expect((error as InferenceClientProviderApiError).request.body).toEqual({ model: "openai/whisper-large-v3" });
  });

  it("reads segments as timestamped chunks", async () => {
    const segments = [
      { id: 0, start: 0, end: 1.5, text: "Hello" },
      { id: 1, start: 1.5, end: 2, text: " there" },
    ];
    const { fetch } = fakeFetch(() => jsonResponse({ text: "Hello there", segments }));
    await expect(tasks.automaticSpeechRecognition(asr(WAV), { fetch })).resolves.toEqual({
      text: "Hello there",
      chunks: [
        { text: "Hello", timestamp: [0, 1.5] },
        { text: " there", timestamp: [1.5, 2] },
      ],
    });
  });

  it.each([
    ["no text", { transcript: "x" }],
    ["text of another type", { text: 42 }],
    ["segments that are not a list", { text: "x", segments: "0-1" }],
    ["a segment without timings", { text: "x", segments: [{ text: "x" }] }],
    ["a list", [{ text: "x" }]],
  ])("refuses an answer with %s, quoting it without the key", async (_name, answer) => {
    const { fetch } = fakeFetch(() => jsonResponse({ ...(answer as object), echoed: KEY }));
    const error = await tasks.automaticSpeechRecognition(asr(WAV), { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Received malformed response from DeepInfra automatic-speech-recognition API: \{/);
    expect(message).not.toContain(KEY);
  });
});

describe("deepinfra answers", () => {
  const mapping = (task: string, id = "org/model-x") => ({
    model: "hub/model",
    provider: "deepinfra" as const,
    accessToken: KEY,
    inferenceProviderMapping: mappingFor("deepinfra", task, id),
  });

  it("text-to-speech refuses an answer that is not audio", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ audio: "nope" }));
    await expect(tasks.textToSpeech({ ...mapping("text-to-speech"), inputs: "Hi" }, { fetch })).rejects.toThrow(
      'Received malformed response from DeepInfra text-to-speech API: {"audio":"nope"}',
    );
  });

  it("text generation refuses an answer without a completion, in the peer's words", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ choices: [] }));
    await expect(tasks.textGeneration({ ...mapping("text-generation"), inputs: "Once" }, { fetch })).rejects.toThrow(
      "Received malformed response from DeepInfra text-generation API: expected OpenAI completion payload",
    );
  });

  it("text-to-image asks for a URL only when the caller wants one", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: [{ url: "https://cdn.example/img.png" }] }));
    const args = { ...mapping("text-to-image"), inputs: "a fox" };
    const responseFormat = (index: number) =>
      (calls[index]?.body as Record<string, unknown> | undefined)?.response_format;
    await expect(tasks.textToImage(args, { fetch, outputType: "url" })).resolves.toBe("https://cdn.example/img.png");
    expect(responseFormat(0)).toBe("url");
    await tasks.textToImage(args, { fetch, outputType: "json" });
    expect(responseFormat(1)).toBe("b64_json");
  });
});

describe("deepinfra against the emulator", () => {
  const emulator = useEmulator();

  it("transcribes an uploaded file, with segments in the verbose format", async () => {
    const emu = emulator();
    const output = await tasks.automaticSpeechRecognition(
      { ...asr(WAV, { response_format: "verbose_json" }), accessToken: PROVIDER_KEY },
      { fetch: emu.fetch },
    );
    expect(output.text).toContain("audio.wav");
    expect(output.chunks).toEqual([{ text: output.text, timestamp: [0, 0.1] }]);
    expect(emu.requests[0]?.body).toMatchObject({
      fields: { model: "openai/whisper-large-v3", response_format: "verbose_json" },
      files: { file: { filename: "audio.wav", contentType: "audio/wav" } },
    });
  });

  it("speaks text as audio, and gives image URLs the emulator serves", async () => {
    const emu = emulator();
    const speech = await tasks.textToSpeech(
      {
        model: "hub/model",
        provider: "deepinfra",
        accessToken: PROVIDER_KEY,
        inputs: "Hello",
        inferenceProviderMapping: mappingFor("deepinfra", "text-to-speech"),
      },
      { fetch: emu.fetch },
    );
    expect(speech).toBeInstanceOf(Blob);
    expect(speech.type).toBe("audio/wav");
    const url = await tasks.textToImage(
      {
        model: "hub/model",
        provider: "deepinfra",
        accessToken: PROVIDER_KEY,
        inputs: "a fox",
        inferenceProviderMapping: mappingFor("deepinfra", "text-to-image"),
      },
      { fetch: emu.fetch, outputType: "url" },
    );
    expect(url).toMatch(/^https:\/\/api\.deepinfra\.com\/emulated\//);
  });
});
