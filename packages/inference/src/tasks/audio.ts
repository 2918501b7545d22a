// Audio tasks: recognition, classification, transformation and synthesis.
import { runTask } from "../lib/request";
import * as tables from "../providers/registry";
import type {
  AudioToAudioOutputElement,
  AutomaticSpeechRecognitionOutput,
  BaseArgs,
  ClassificationOutput,
  Options,
} from "../types";

type AudioArgs = BaseArgs &
  ({ inputs: Blob | ArrayBuffer } | { data: Blob | ArrayBuffer }) & {
    parameters?: Record<string, unknown>;
    [key: string]: unknown;
  };
type TextArgs = BaseArgs & { inputs: string; parameters?: Record<string, unknown>; [key: string]: unknown };

export function automaticSpeechRecognition(
  args: AudioArgs,
  options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
  return runTask<AutomaticSpeechRecognitionOutput>(
    args,
    options,
    tables.AUTOMATIC_SPEECH_RECOGNITION,
    "automatic-speech-recognition",
  );
}

export function audioClassification(args: AudioArgs, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.AUDIO_CLASSIFICATION, "audio-classification");
}

export function audioToAudio(args: AudioArgs, options?: Options): Promise<AudioToAudioOutputElement[]> {
  return runTask<AudioToAudioOutputElement[]>(args, options, tables.AUDIO_TO_AUDIO, "audio-to-audio");
}

export function textToSpeech(args: TextArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.TEXT_TO_SPEECH, "text-to-speech");
}

export function textToAudio(args: TextArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.TEXT_TO_AUDIO, "text-to-audio");
}
