import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, pyString } from "./common";
import { snippets } from "./diffusers";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

const only = (model: ModelData): string => {
  const result = snippets(model);
  expect(result).toHaveLength(1);
  return result[0] ?? "";
};

describe("diffusers snippets", () => {
  it("generates an image from the default prompt for a plain model", () => {
    const code = only(modelRecord("stabilityai/sdxl"));
    expect(code).toContain('DiffusionPipeline.from_pretrained("stabilityai/sdxl", torch_dtype=torch.bfloat16)');
    expect(code).toContain(`prompt = ${pyString(DEFAULT_PROMPTS.textToImage)}`);
    expect(code).toContain("image = pipe(prompt).images[0]");
    expect(code).not.toContain("diffusers.utils");
  });

  it("prefers widget text, then the instance prompt, over the default prompt", () => {
    const card = { instance_prompt: "a photo of sks dog" };
    expect(only(modelRecord("m", { cardData: card }))).toContain('prompt = "a photo of sks dog"');
    const both = modelRecord("m", { cardData: card, widgetData: [{ text: "from the widget" }] });
    expect(only(both)).toContain('prompt = "from the widget"');
  });

  it("ignores an instance prompt that is not a string", () => {
    const card = { instance_prompt: { text: "p" } } as unknown as ModelData["cardData"];
    expect(only(modelRecord("m", { cardData: card }))).toContain(`prompt = ${pyString(DEFAULT_PROMPTS.textToImage)}`);
  });

  it("escapes untrusted prompts", () => {
    const code = only(modelRecord("m", { widgetData: [{ text: HOSTILE_ID }] }));
    expect(code).toContain(`prompt = ${pyString(HOSTILE_ID)}`);
    expect(code).not.toContain(HOSTILE_ID);
  });

  it("edits a sample image for image-to-image models", () => {
    const code = only(modelRecord("timbrooks/instruct-pix2pix", { pipeline_tag: "image-to-image" }));
    expect(code).toContain("from diffusers.utils import load_image");
    expect(code).toContain(`prompt = ${pyString(DEFAULT_PROMPTS.imageToImage)}`);
    expect(code).toContain("pipe(image=input_image, prompt=prompt)");
  });

  it("animates a sample image for image-to-video models", () => {
    const code = only(modelRecord("org/i2v", { pipeline_tag: "image-to-video" }));
    expect(code).toContain("from diffusers.utils import load_image, export_to_video");
    expect(code).toContain(`prompt = ${pyString(DEFAULT_PROMPTS.video)}`);
    expect(code).toContain('export_to_video(output, "output.mp4")');
  });

  it("makes a video, not an image, for text-to-video models", () => {
    // Video pipelines have no `.images`: `pipe(prompt).images[0]` fails at run time.
    const code = only(modelRecord("Wan-AI/Wan2.1-T2V-1.3B-Diffusers", { pipeline_tag: "text-to-video" }));
    expect(code).not.toContain(".images[0]");
    expect(code).toContain("output = pipe(prompt=prompt).frames[0]");
    expect(code).toContain("from diffusers.utils import export_to_video");
    expect(code).toContain(`prompt = ${pyString(DEFAULT_PROMPTS.video)}`);
  });

  it("survives a pipeline tag named like an inherited object member", () => {
    for (const tags of [["lora"], []]) {
      const code = only(modelRecord("m", { tags, pipeline_tag: "constructor" as ModelData["pipeline_tag"] }));
      expect(code).toContain("image = pipe(prompt).images[0]");
    }
  });

  describe("adapters load onto the base model named by the card", () => {
    const lora = (fields: Partial<ModelData>) => modelRecord("org/lora", { tags: ["lora"], ...fields });

    it("LoRA for text-to-image", () => {
      const code = only(lora({ cardData: { base_model: "black-forest-labs/FLUX.1-dev" } }));
      expect(code).toContain('DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-dev"');
      expect(code).toContain('pipe.load_lora_weights("org/lora")');
      expect(code).toContain("images[0]");
    });

    it.each([
      ["image-to-image", "pipe(image=input_image, prompt=prompt)", DEFAULT_PROMPTS.imageToImage],
      ["image-to-video", "pipe(image=image, prompt=prompt).frames[0]", DEFAULT_PROMPTS.video],
      ["text-to-video", "pipe(prompt=prompt).frames[0]", DEFAULT_PROMPTS.video],
    ])("LoRA for %s", (pipeline_tag, call, prompt) => {
      const code = only(lora({ pipeline_tag, cardData: { base_model: "org/base" } }));
      expect(code).toContain('pipe.load_lora_weights("org/lora")');
      expect(code).toContain(call);
      expect(code).toContain(`prompt = ${pyString(prompt)}`);
    });

    it("uses the first base model of a list, else a placeholder", () => {
      expect(only(lora({ cardData: { base_model: ["org/a", "org/b"] } }))).toContain('from_pretrained("org/a"');
      expect(only(lora({}))).toContain('from_pretrained("fill-in-base-model"');
    });

    it("textual inversion", () => {
      const code = only(modelRecord("sd-concepts/cat", { tags: ["textual_inversion"], cardData: { base_model: "b" } }));
      expect(code).toContain('from_pretrained("b"');
      expect(code).toContain('pipe.load_textual_inversion("sd-concepts/cat")');
    });

    it("ControlNet", () => {
      const code = only(modelRecord("org/cn", { tags: ["controlnet", "lora"], cardData: { base_model: "org/sd" } }));
      expect(code).toContain('ControlNetModel.from_pretrained("org/cn")');
      expect(code).toContain('StableDiffusionControlNetPipeline.from_pretrained("org/sd", controlnet=controlnet)');
    });
  });

  it.each(["StableDiffusionInpaintPipeline", "StableDiffusionXLInpaintPipeline"])(
    "inpaints with the fixed sample settings for %s",
    (tag) => {
      const code = only(modelRecord("org/inpaint", { tags: [tag, "controlnet"] }));
      expect(code).toContain('AutoPipelineForInpainting.from_pretrained("org/inpaint"');
      expect(code).toContain('prompt="a red fox curled up asleep on the bench"');
      expect(code).toContain("guidance_scale=8.0");
      expect(code).toContain("num_inference_steps=20");
      expect(code).toContain("strength=0.99");
    },
  );

  it("fills a masked region for Flux Fill models", () => {
    const code = only(modelRecord("black-forest-labs/FLUX.1-Fill-dev", { tags: ["FluxFillPipeline"] }));
    expect(code).toContain('FluxFillPipeline.from_pretrained("black-forest-labs/FLUX.1-Fill-dev"');
    expect(code).toContain('prompt="a ceramic mug with a blue glaze"');
    expect(code).toContain("mask_image=mask");
  });
});
