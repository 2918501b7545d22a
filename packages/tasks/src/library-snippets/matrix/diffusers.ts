import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/diffusers-model")),
  modelRecord("diffusers/stable-diffusion-xl-1.0-inpainting-0.1", { tags: ["StableDiffusionXLInpaintPipeline"] }),
  modelRecord("runwayml/stable-diffusion-inpainting", { tags: ["StableDiffusionInpaintPipeline"] }),
  modelRecord("lllyasviel/sd-controlnet-canny", {
    tags: ["controlnet"],
    cardData: { base_model: "runwayml/stable-diffusion-v1-5" },
  }),
  modelRecord("org/lora-i2i", {
    tags: ["lora"],
    pipeline_tag: "image-to-image",
    cardData: { base_model: ["org/base", "org/other"] },
  }),
  modelRecord("org/lora-i2v", { tags: ["lora"], pipeline_tag: "image-to-video", widgetData: [{ text: HOSTILE_ID }] }),
  modelRecord("org/lora-t2v", {
    tags: ["lora"],
    pipeline_tag: "text-to-video",
    cardData: { instance_prompt: 'a "quoted"\nprompt' },
  }),
  modelRecord("org/lora", { tags: ["lora"], cardData: { base_model: HOSTILE_ID } }),
  modelRecord("sd-concepts-library/cat-toy", { tags: ["textual_inversion"] }),
  modelRecord("black-forest-labs/FLUX.1-Fill-dev", { tags: ["FluxFillPipeline"] }),
  modelRecord("stabilityai/stable-video-diffusion-img2vid", { pipeline_tag: "image-to-video" }),
  modelRecord("Wan-AI/Wan2.1-T2V-1.3B-Diffusers", { pipeline_tag: "text-to-video" }),
  modelRecord("timbrooks/instruct-pix2pix", {
    pipeline_tag: "image-to-image",
    widgetData: [{ text: "make it snowy" }],
  }),
];
