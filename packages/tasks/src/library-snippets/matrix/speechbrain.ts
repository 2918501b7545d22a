import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

const withInterface = (id: string, speechbrain_interface: string): ModelData =>
  modelRecord(id, { config: { speechbrain: { speechbrain_interface } } });

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("speechbrain/no-config")),
  ...withHostileTwin(withInterface("speechbrain/spkrec-ecapa-voxceleb", "EncoderClassifier")),
  withInterface("speechbrain/asr-crdnn-rnnlm-librispeech", "EncoderDecoderASR"),
  withInterface("speechbrain/asr-wav2vec2-commonvoice-en", "EncoderASR"),
  withInterface("speechbrain/metricgan-plus-voicebank", "SpectralMaskEnhancement"),
  withInterface("speechbrain/sepformer-wsj02mix", "SepformerSeparation"),
  withInterface("speechbrain/unknown", "NotAnInterface"),
];
