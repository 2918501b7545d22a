// pyannote.audio: repositories hold either a full pipeline (e.g. diarization) or a single model.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  if (hasTag(model, "pyannote-audio-pipeline")) {
    return [
      `from pyannote.audio import Audio, Pipeline
from pyannote.core import Segment

pipeline = Pipeline.from_pretrained(${id})

# the full recording
output = pipeline("file.wav")

# only seconds 2 to 5 of it
waveform, sample_rate = Audio().crop("file.wav", Segment(start=2.0, end=5.0))
excerpt_output = pipeline({"waveform": waveform, "sample_rate": sample_rate})`,
    ];
  }
  return [
    `from pyannote.audio import Inference, Model
from pyannote.core import Segment

model = Model.from_pretrained(${id})
inference = Inference(model)

# the full recording
output = inference("file.wav")

# only seconds 2 to 5 of it
excerpt_output = inference.crop("file.wav", Segment(start=2.0, end=5.0))`,
  ];
}
