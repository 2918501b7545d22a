import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { LOCAL_APPS } from "./index";

const gguf: ModelData = {
  id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
  tags: ["gguf"],
  pipeline_tag: "text-generation",
  gguf: { total: 1, context_length: 131_072 },
};
const FILE = "Llama-3.2-1B-Instruct-Q4_K_M.gguf";
const sdxl: ModelData = {
  id: "stabilityai/stable-diffusion-xl-base-1.0",
  tags: ["diffusers", "safetensors"],
  pipeline_tag: "text-to-image",
  library_name: "diffusers",
};
const lora: ModelData = { id: "org/pixel-lora", tags: ["diffusers", "lora", "safetensors"], library_name: "diffusers" };

describe("apps opened by a link", () => {
  it("LM Studio and Unsloth name the chosen file when there is one", () => {
    expect(LOCAL_APPS.lmstudio.deeplink(gguf, FILE).href).toBe(
      `lmstudio://open_from_hf?model=bartowski/Llama-3.2-1B-Instruct-GGUF&file=${FILE}`,
    );
    expect(LOCAL_APPS.lmstudio.deeplink(gguf, undefined).href).toBe(
      "lmstudio://open_from_hf?model=bartowski/Llama-3.2-1B-Instruct-GGUF",
    );
    expect(LOCAL_APPS.unsloth.deeplink(gguf, FILE).searchParams.get("file")).toBe(FILE);
    expect(LOCAL_APPS.unsloth.deeplink(gguf, undefined).searchParams.get("model")).toBe(gguf.id);
    expect(LOCAL_APPS.unsloth.deeplink(gguf, undefined).searchParams.has("file")).toBe(false);
  });

  it("GGUF chat apps open the repository", () => {
    const links = (["jan", "atomic-chat", "backyard", "msty", "recursechat", "jellybox"] as const).map(
      (key) => LOCAL_APPS[key].deeplink(gguf).href,
    );
    expect(links).toEqual([
      "jan://models/huggingface/bartowski/Llama-3.2-1B-Instruct-GGUF",
      "atomic-chat://models/huggingface/bartowski/Llama-3.2-1B-Instruct-GGUF",
      "https://backyard.ai/hf/model/bartowski/Llama-3.2-1B-Instruct-GGUF",
      "msty://models/search/hf/bartowski/Llama-3.2-1B-Instruct-GGUF",
      "recursechat://new-hf-gguf-model?hf-model-id=bartowski/Llama-3.2-1B-Instruct-GGUF",
      "jellybox://llm/models/huggingface/LLM/bartowski/Llama-3.2-1B-Instruct-GGUF",
    ]);
  });

  it("image apps: shown for diffusers models, a LoRA imported as a LoRA", () => {
    expect(LOCAL_APPS.drawthings.deeplink(lora).href).toBe(
      "https://drawthings.ai/import/diffusers/pipeline.load_lora_weights?repo_id=org/pixel-lora",
    );
    expect(LOCAL_APPS.drawthings.deeplink(sdxl).href).toContain("pipeline.from_pretrained?repo_id=stabilityai/");
    expect(LOCAL_APPS.jellybox.deeplink(lora).href).toBe(
      "jellybox://image/models/huggingface/ImageLora/org/pixel-lora",
    );
    expect(LOCAL_APPS.jellybox.deeplink(sdxl).href).toContain("jellybox://image/models/huggingface/Image/stabilityai/");
    expect(LOCAL_APPS.diffusionbee.deeplink(sdxl).href).toBe(
      "https://diffusionbee.com/huggingface_import?model_id=stabilityai/stable-diffusion-xl-base-1.0",
    );
    const shown = (key: "drawthings" | "diffusionbee" | "jellybox" | "joyfusion") =>
      [sdxl, lora, gguf].map(LOCAL_APPS[key].displayOnModelPage);
    expect(shown("drawthings")).toEqual([true, true, false]);
    expect(shown("diffusionbee")).toEqual([true, false, false]);
    expect(shown("jellybox")).toEqual([true, true, true]);
    expect(LOCAL_APPS.jellybox.displayOnModelPage({ ...lora, tags: ["diffusers", "lora"] })).toBe(false);
  });

  it("JoyFusion: Core ML text-to-image repositories published for it", () => {
    const joy: ModelData = { id: "org/joy", tags: ["coreml", "joyfusion"], pipeline_tag: "text-to-image" };
    expect(LOCAL_APPS.joyfusion.displayOnModelPage(joy)).toBe(true);
    expect(LOCAL_APPS.joyfusion.displayOnModelPage({ ...joy, tags: ["coreml"] })).toBe(false);
    expect(LOCAL_APPS.joyfusion.deeplink(joy).href).toBe("https://joyfusion.app/import_from_hf?repo_id=org/joy");
  });

  it("encodes what is not a plain id", () => {
    expect(LOCAL_APPS.jan.deeplink({ ...gguf, id: "org/a b?c#d" }).href).toBe(
      "jan://models/huggingface/org/a%20b%3Fc%23d",
    );
    expect(LOCAL_APPS.msty.deeplink({ ...gguf, id: "../../x" }).href).toBe("msty://models/search/hf/..%2F..%2Fx");
    expect(
      LOCAL_APPS.lmstudio.deeplink({ ...gguf, id: "org/m&file=evil" }, undefined).searchParams.get("file"),
    ).toBeNull();
    for (const file of ["a&model=evil.gguf", "x#y.gguf", "sub dir/Q4_K_M.gguf"]) {
      for (const key of ["lmstudio", "unsloth"] as const) {
        const link = LOCAL_APPS[key].deeplink(gguf, file);
        expect([link.searchParams.get("model"), link.searchParams.get("file"), link.hash]).toEqual([gguf.id, file, ""]);
      }
    }
  });
});
