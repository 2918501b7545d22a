// SAM 2: one checkpoint serves both the image predictor and the video predictor.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `# Use SAM 2 with images
import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${id})
image = np.array(Image.open("path/to/image.jpg").convert("RGB"))

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    predictor.set_image(image)
    masks, scores, logits = predictor.predict(point_coords=[[500, 375]], point_labels=[1])`,
    `# Use SAM 2 with videos
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained(${id})

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    state = predictor.init_state("path/to/video_frames")

    # prompt one object with a click on the first frame
    frame_idx, object_ids, masks = predictor.add_new_points_or_box(
        state, frame_idx=0, obj_id=1, points=[[210, 350]], labels=[1]
    )

    # propagate the prompt to get the object's masks throughout the video
    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
        print(frame_idx, object_ids)`,
  ];
}
