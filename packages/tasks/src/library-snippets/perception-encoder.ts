// Perception Encoder: every PE model is a vision encoder; PE-Core models are also full CLIP models.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString } from "./common";

const INSTALL = "# Install from https://github.com/facebookresearch/perception_models";

export function snippets(model: ModelData): string[] {
  // The repository's configs are named like the hub repositories, without the namespace.
  const config = pyString(nameWithoutNamespace(model.id));
  const visionEncoder = `${INSTALL}
# Image features only: every PE checkpoint loads as a VisionTransformer
import core.vision_encoder.pe as pe

model = pe.VisionTransformer.from_config(${config}, pretrained=True)`;
  if (!model.id.includes("Core")) return [visionEncoder];
  const clip = `${INSTALL}
# PE-Core checkpoints also pair the image tower with a text tower, CLIP-style
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms

model = pe.CLIP.from_config(${config}, pretrained=True)
preprocess = transforms.get_image_transform(model.image_size)
tokenizer = transforms.get_text_tokenizer(model.context_length)`;
  return [clip, visionEncoder];
}
