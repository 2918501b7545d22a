// LTX-2: the pipelines run from a clone of the repository; the weights and the Gemma text encoder
// are downloaded beside it. Checkpoint file names differ between repositories, hence the placeholders.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, shellSnippets } from "./common";

const TEXT_ENCODER = "google/gemma-3-12b-it-qat-q4_0-unquantized";

// Options both pipelines take: where the text encoder is, what to film, where to write the video.
const SHARED_OPTIONS = String.raw`    --gemma-root models/gemma-3-12b \
    --prompt "Waves roll onto a pebble beach under a grey sky." \
    --output-path output.mp4`;

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (id) => {
    const weights = `models/${nameWithoutNamespace(id)}`;
    return [
      `git clone https://github.com/Lightricks/LTX-2.git
cd LTX-2
uv sync --frozen`,
      `hf download ${id} --local-dir ${weights}
hf download ${TEXT_ENCODER} --local-dir models/gemma-3-12b`,
      `# Distilled pipeline: fastest. Set the two file names to ones listed in ${weights}
CHECKPOINT=${weights}/DISTILLED_CHECKPOINT.safetensors
UPSAMPLER=${weights}/SPATIAL_UPSAMPLER.safetensors
uv run python -m ltx_pipelines.distilled \\
    --distilled-checkpoint-path "$CHECKPOINT" \\
    --spatial-upsampler-path "$UPSAMPLER" \\
${SHARED_OPTIONS}
# Image to video: add --image first_frame.jpg 0 0.8`,
      `# Two-stage pipeline: slower, higher quality. Set the file names to ones listed in ${weights}
CHECKPOINT=${weights}/CHECKPOINT.safetensors
DISTILLED_LORA=${weights}/DISTILLED_LORA.safetensors
UPSAMPLER=${weights}/SPATIAL_UPSAMPLER.safetensors
uv run python -m ltx_pipelines.ti2vid_two_stages_hq \\
    --checkpoint-path "$CHECKPOINT" \\
    --distilled-lora "$DISTILLED_LORA" 0.8 \\
    --spatial-upsampler-path "$UPSAMPLER" \\
${SHARED_OPTIONS}`,
    ];
  });
}
