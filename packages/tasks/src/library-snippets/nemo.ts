// NVIDIA NeMo: only the speech-recognition domain has a generic loading snippet.
import type { ModelData } from "../model-data";
import { hashComment, hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  if (!hasTag(model, "automatic-speech-recognition")) {
    return [
      hashComment("No NeMo snippet: the tags name no NeMo domain it covers (only automatic-speech-recognition)."),
    ];
  }
  return [
    `import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${pyString(model.id)})

transcriptions = asr_model.transcribe(["file.wav"])`,
  ];
}
