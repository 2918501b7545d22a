// MatAnyone: video matting, either as a bare model or through its inference helper.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

const INSTALL = "# Install from https://github.com/pq-yang/MatAnyone";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `${INSTALL}
from matanyone.model.matanyone import MatAnyone

model = MatAnyone.from_pretrained(${id})`,
    `${INSTALL}
from matanyone import InferenceCore

processor = InferenceCore(${id})

# The mask marks the object to matte in the first frame
foreground_path, alpha_path = processor.process_video(
    input_path="inputs/video.mp4",
    mask_path="inputs/first_frame_mask.png",
    output_path="outputs",
)`,
  ];
}
