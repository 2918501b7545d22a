// OpenAI-style audio routes, shared by the providers that serve them: speech (JSON in, audio bytes out) and
// transcription, where the audio is uploaded as a multipart form's `file` beside the other parameters.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { callOrDefault } from "../lib/call";
import { mediaOutput, toBlob } from "../lib/media";
import { quote } from "../lib/redact";
import { arrayOf, hasFields, isBlob, isNumber, isString, optional } from "../lib/shape";
import type { AutomaticSpeechRecognitionOutput } from "../types";
import { AUTOMATIC_SPEECH_RECOGNITION_ROUTES, labelOf, type ProviderFacts, TEXT_TO_SPEECH_ROUTES } from "./facts";
import { type BodyParams, defineHelper, flatParams, type ProviderHelper } from "./helper";

/** File extensions by audio MIME type: transcription APIs tell the format from the uploaded file's name. */
const AUDIO_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  wav: ["audio/wav", "audio/x-wav", "audio/wave"],
  mp3: ["audio/mpeg", "audio/mp3"],
  mp4: ["audio/mp4"],
  m4a: ["audio/m4a", "audio/x-m4a"],
  flac: ["audio/flac", "audio/x-flac"],
  ogg: ["audio/ogg"],
  webm: ["audio/webm"],
};

/** `audio.{ext}` for a Blob of MIME type `type` (parameters such as `;codecs=opus` ignored); WAV when unknown. */
export function audioFileName(type: string): string {
  const base = type.split(";")[0]?.trim().toLowerCase() ?? "";
  const extension = Object.keys(AUDIO_EXTENSIONS).find((ext) => AUDIO_EXTENSIONS[ext]?.includes(base));
  return `audio.${extension ?? "wav"}`;
}

/** A form field's text: strings as they are, numbers and booleans printed, anything else as JSON. */
function formValue(value: unknown): string {
  return typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : JSON.stringify(value);
}

const isSegment = /* @__PURE__ */ hasFields({ text: isString, start: isNumber, end: isNumber });
const isTranscription = /* @__PURE__ */ hasFields({
  text: isString,
  segments: /* @__PURE__ */ optional(/* @__PURE__ */ arrayOf(isSegment)),
});

/**
 * Transcription on the facts' ASR route: the audio (a Blob or bytes, as `data` or `inputs`) is sent as the
 * form's `file`, named for its type; other arguments and the parameters are form fields. The answer's
 * `segments` become `chunks` with `[start, end]` timestamps.
 */
export function transcriptionHelper({
  facts,
}: {
  facts: ProviderFacts;
}): ProviderHelper<AutomaticSpeechRecognitionOutput> {
  const task = "automatic-speech-recognition";
  const fields = (params: BodyParams): Record<string, unknown> => {
    const { data: _data, ...rest } = flatParams(params.args);
    return { ...rest, model: params.model };
  };
  return defineHelper({
    facts,
    task,
    routes: AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
    preparePayloadAsync: async ({ data, inputs, ...rest }) => {
      const audio = toBlob(data ?? inputs);
      if (!audio)
        throw new InferenceClientInputError(`${labelOf(facts.id)} ${task} expects a Blob or ArrayBuffer audio input.`);
      return { ...rest, data: audio };
    },
    preparePayload: fields,
    makeBody: (params) => {
      const audio = params.args.data;
      if (!isBlob(audio))
        throw new InferenceClientInputError(`${labelOf(facts.id)} ${task} expects a Blob audio input.`);
      const form = new FormData();
      form.append("file", audio, audioFileName(audio.type));
      for (const [name, value] of Object.entries(fields(params))) {
        if (value !== undefined && value !== null) form.append(name, formValue(value));
      }
      return form;
    },
    getResponse: async (response, _url, _headers, _outputType, call) => {
      if (!isTranscription(response)) {
        throw new InferenceClientProviderOutputError(
          `Received malformed response from ${labelOf(facts.id)} ${task} API: ${quote(response, callOrDefault(call).secret)}`,
        );
      }
      const { text, segments } = response;
      if (!segments) return { text };
      return {
        text,
        chunks: segments.map((segment) => ({ text: segment.text, timestamp: [segment.start, segment.end] })),
      };
    },
  });
}

/** Speech on the facts' TTS route: `input` is the text, other arguments and parameters flat; the answer is audio. */
export function speechHelper({
  facts,
}: {
  facts: ProviderFacts;
}): ProviderHelper<Blob | string | Record<string, unknown>> {
  return defineHelper({
    facts,
    task: "text-to-speech",
    routes: TEXT_TO_SPEECH_ROUTES,
    // `input` and `model` last: no parameter can replace the text or the mapped model.
    preparePayload: (params) => ({ ...flatParams(params.args), input: params.args.inputs, model: params.model }),
    getResponse: async (response, _url, _headers, outputType, call) => {
      if (!isBlob(response)) {
        throw new InferenceClientProviderOutputError(
          `Received malformed response from ${labelOf(facts.id)} text-to-speech API: ${quote(response, callOrDefault(call).secret)}`,
        );
      }
      return mediaOutput(call, { blob: response }, outputType, response);
    },
  });
}
