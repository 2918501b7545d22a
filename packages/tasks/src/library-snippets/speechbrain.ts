// SpeechBrain: config.json names the inference interface; each interface has its own file method.
import type { ModelData } from "../model-data";
import { NOTICES, noticeSnippet, pyString } from "./common";
import { ownEntry } from "./shared/code";

interface InterfaceUsage {
  module: string;
  method: string;
}

// Module paths are those of speechbrain.inference (SpeechBrain 1.x).
const USAGE_BY_INTERFACE: Readonly<Record<string, InterfaceUsage>> = {
  EncoderClassifier: { module: "speechbrain.inference.classifiers", method: "classify_file" },
  EncoderDecoderASR: { module: "speechbrain.inference.ASR", method: "transcribe_file" },
  EncoderASR: { module: "speechbrain.inference.ASR", method: "transcribe_file" },
  SpectralMaskEnhancement: { module: "speechbrain.inference.enhancement", method: "enhance_file" },
  SepformerSeparation: { module: "speechbrain.inference.separation", method: "separate_file" },
};

export function snippets(model: ModelData): string[] {
  const speechbrainInterface = model.config?.speechbrain?.speechbrain_interface;
  if (speechbrainInterface === undefined) return noticeSnippet(NOTICES.interfaceNotSpecified);
  const usage = ownEntry(USAGE_BY_INTERFACE, speechbrainInterface);
  if (usage === undefined) return noticeSnippet(NOTICES.interfaceInvalid);
  return [
    `from ${usage.module} import ${speechbrainInterface}

model = ${speechbrainInterface}.from_hparams(source=${pyString(model.id)})
model.${usage.method}("file.wav")`,
  ];
}
