import type { ModelData } from "../model-data";
import { BASE_MODEL_PLACEHOLDER, DEFAULT_PROMPTS, hasTag, pyString, widgetText } from "./common";
import { ownEntry } from "./shared/code";

const DOCS_IMAGES = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers";
const SAMPLE_IMAGES = { cat: `${DOCS_IMAGES}/cat.png`, guitarist: `${DOCS_IMAGES}/guitar-man.png` };

/** What the example does once the pipeline is loaded. */
type Usage = "text-to-image" | "image-to-image" | "image-to-video" | "text-to-video";

const DEFAULT_PROMPT_BY_USAGE: Record<Usage, string> = {
  "text-to-image": DEFAULT_PROMPTS.textToImage,
  "image-to-image": DEFAULT_PROMPTS.imageToImage,
  "image-to-video": DEFAULT_PROMPTS.video,
  "text-to-video": DEFAULT_PROMPTS.video,
};

// A card may list several base models; the first is the pipeline the adapter was trained on.
function baseModelOf(model: ModelData): string {
  const base = model.cardData?.base_model;
  const first = Array.isArray(base) ? base[0] : base;
  return typeof first === "string" && first.length > 0 ? first : BASE_MODEL_PLACEHOLDER;
}

function promptOf(model: ModelData, usage: Usage): string {
  const instancePrompt = model.cardData?.instance_prompt;
  // The card is free-form YAML: only a non-empty string is a prompt.
  return (
    widgetText(model) ??
    (typeof instancePrompt === "string" && instancePrompt ? instancePrompt : DEFAULT_PROMPT_BY_USAGE[usage])
  );
}

function usageLines(usage: Usage, prompt: string): { utils: string[]; lines: string } {
  const promptLine = `prompt = ${pyString(prompt)}`;
  switch (usage) {
    case "text-to-image":
      return { utils: [], lines: `${promptLine}\nimage = pipe(prompt).images[0]` };
    case "image-to-image":
      return {
        utils: ["load_image"],
        lines: `${promptLine}\ninput_image = load_image(${pyString(SAMPLE_IMAGES.cat)})\n\nimage = pipe(image=input_image, prompt=prompt).images[0]`,
      };
    case "image-to-video":
      return {
        utils: ["load_image", "export_to_video"],
        lines: `${promptLine}\nimage = load_image(${pyString(SAMPLE_IMAGES.guitarist)})\n\noutput = pipe(image=image, prompt=prompt).frames[0]\nexport_to_video(output, "output.mp4")`,
      };
    case "text-to-video":
      return {
        utils: ["export_to_video"],
        lines: `${promptLine}\n\noutput = pipe(prompt=prompt).frames[0]\nexport_to_video(output, "output.mp4")`,
      };
  }
}

/** Loads `repo` as a DiffusionPipeline, optionally applies `adapterLine`, then runs `usage`. */
function pipelineSnippet(repo: string, usage: Usage, prompt: string, adapterLine?: string): string {
  const { utils, lines } = usageLines(usage, prompt);
  const imports = ["import torch", "from diffusers import DiffusionPipeline"];
  if (utils.length > 0) imports.push(`from diffusers.utils import ${utils.join(", ")}`);
  const load = `# on a Mac with Apple silicon, send the pipeline to "mps" instead of "cuda"\npipe = DiffusionPipeline.from_pretrained(${pyString(repo)}, torch_dtype=torch.bfloat16).to("cuda")`;
  return [imports.join("\n"), adapterLine ? `${load}\n${adapterLine}` : load, lines].join("\n\n");
}

function controlnetSnippet(model: ModelData): string {
  return `from diffusers import ControlNetModel, StableDiffusionControlNetPipeline

controlnet = ControlNetModel.from_pretrained(${pyString(model.id)})
pipe = StableDiffusionControlNetPipeline.from_pretrained(${pyString(baseModelOf(model))}, controlnet=controlnet)`;
}

function fluxFillSnippet(model: ModelData): string {
  return `import torch
from diffusers import FluxFillPipeline
from diffusers.utils import load_image

image = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup.png")
mask = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup_mask.png")

pipe = FluxFillPipeline.from_pretrained(${pyString(model.id)}, torch_dtype=torch.bfloat16).to("cuda")
image = pipe(
    prompt="a ceramic mug with a blue glaze",
    image=image,
    mask_image=mask,
    height=1632,
    width=1232,
    guidance_scale=30,
    num_inference_steps=50,
    max_sequence_length=512,
    generator=torch.Generator("cpu").manual_seed(0),
).images[0]
image.save("flux-fill-dev.png")`;
}

function inpaintingSnippet(model: ModelData): string {
  return `import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

pipe = AutoPipelineForInpainting.from_pretrained(${pyString(model.id)}, torch_dtype=torch.float16, variant="fp16").to("cuda")

img_url = "https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo.png"
mask_url = "https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo_mask.png"
image = load_image(img_url).resize((1024, 1024))
mask_image = load_image(mask_url).resize((1024, 1024))

image = pipe(
    prompt="a red fox curled up asleep on the bench",
    image=image,
    mask_image=mask_image,
    guidance_scale=8.0,
    num_inference_steps=20,  # 15 to 30 steps work well
    strength=0.99,  # keep strength below 1.0
    generator=torch.Generator(device="cuda").manual_seed(0),
).images[0]`;
}

/** Pipeline tags with their own example, for plain pipelines and LoRAs alike; others generate an image. */
const PIPELINE_USAGE: Readonly<Record<string, Usage>> = {
  "image-to-image": "image-to-image",
  "image-to-video": "image-to-video",
  "text-to-video": "text-to-video",
};

export function snippets(model: ModelData): string[] {
  if (hasTag(model, "StableDiffusionInpaintPipeline") || hasTag(model, "StableDiffusionXLInpaintPipeline")) {
    return [inpaintingSnippet(model)];
  }
  if (hasTag(model, "controlnet")) return [controlnetSnippet(model)];
  if (hasTag(model, "lora")) {
    const usage = ownEntry(PIPELINE_USAGE, model.pipeline_tag) ?? "text-to-image";
    const adapter = `pipe.load_lora_weights(${pyString(model.id)})`;
    return [pipelineSnippet(baseModelOf(model), usage, promptOf(model, usage), adapter)];
  }
  if (hasTag(model, "textual_inversion")) {
    const adapter = `pipe.load_textual_inversion(${pyString(model.id)})`;
    return [pipelineSnippet(baseModelOf(model), "text-to-image", promptOf(model, "text-to-image"), adapter)];
  }
  if (hasTag(model, "FluxFillPipeline")) return [fluxFillSnippet(model)];
  // Video pipelines return `.frames`, not `.images`: a text-to-video model needs the video example too.
  const usage = ownEntry(PIPELINE_USAGE, model.pipeline_tag) ?? "text-to-image";
  return [pipelineSnippet(model.id, usage, promptOf(model, usage))];
}
