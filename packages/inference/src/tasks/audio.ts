// Audio tasks: recognition, classification, transformation and synthesis.
import { mediaTask, runTask } from "../lib/run";
import * as tables from "../providers/registry";
import type {
  AudioToAudioOutputElement,
  AutomaticSpeechRecognitionOutput,
  BinaryTaskArgs,
  ClassificationOutput,
  Options,
  TaskArgs,
} from "../types";

export type AutomaticSpeechRecognitionArgs = BinaryTaskArgs;
export type AudioClassificationArgs = BinaryTaskArgs;
export type AudioToAudioArgs = BinaryTaskArgs;
export type TextToAudioArgs = TaskArgs<string>;

export function automaticSpeechRecognition(
  args: AutomaticSpeechRecognitionArgs,
  options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
  return runTask<AutomaticSpeechRecognitionOutput>(
    args,
    options,
    tables.AUTOMATIC_SPEECH_RECOGNITION,
    "automatic-speech-recognition",
  );
}

export function audioClassification(args: AudioClassificationArgs, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.AUDIO_CLASSIFICATION, "audio-classification");
}

export function audioToAudio(args: AudioToAudioArgs, options?: Options): Promise<AudioToAudioOutputElement[]> {
  return runTask<AudioToAudioOutputElement[]>(args, options, tables.AUDIO_TO_AUDIO, "audio-to-audio");
}

/** Speaks the text. */
export const textToSpeech = /* @__PURE__ */ mediaTask<TaskArgs<string>>(tables.TEXT_TO_SPEECH, "text-to-speech");

/** Generates audio (music, sounds) from a prompt. */
export const textToAudio = /* @__PURE__ */ mediaTask<TextToAudioArgs>(tables.TEXT_TO_AUDIO, "text-to-audio");
