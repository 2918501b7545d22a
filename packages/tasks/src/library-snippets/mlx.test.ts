import { describe, expect, it } from "vitest";
import { snippets } from "./mlx";
import { snippets as mlxImageSnippets } from "./mlx-image";
import { modelRecord } from "./shared/test-records";

describe("mlx snippets", () => {
  it("runs image-text-to-text models with mlx-vlm", () => {
    const [snippet] = snippets(
      modelRecord("mlx-community/vlm", { pipeline_tag: "image-text-to-text", tags: ["conversational"] }),
    );
    expect(snippet).toContain("pip install --upgrade mlx-vlm");
    expect(snippet).toContain('model, processor = load("mlx-community/vlm")');
    expect(snippet).toContain("apply_chat_template(processor, config, prompt");
  });

  it("chats with mlx-lm for conversational text-generation models", () => {
    const [snippet] = snippets(
      modelRecord("mlx-community/chat", { pipeline_tag: "text-generation", tags: ["conversational"] }),
    );
    expect(snippet).toContain("pip install --upgrade mlx-lm");
    expect(snippet).toContain("tokenizer.apply_chat_template(messages, add_generation_prompt=True)");
  });

  it("generates plain text with mlx-lm otherwise", () => {
    const [snippet] = snippets(modelRecord("mlx-community/base", { pipeline_tag: "text-generation" }));
    expect(snippet).toContain('model, tokenizer = load("mlx-community/base")');
    expect(snippet).toContain('prompt = "The lighthouse keeper opened the door and"');
    expect(snippet).not.toContain("apply_chat_template");
  });

  it("downloads models of any other task", () => {
    const [snippet] = snippets(
      modelRecord("mlx-community/whisper-tiny", { pipeline_tag: "automatic-speech-recognition" }),
    );
    expect(snippet).toContain('snapshot_download(repo_id="mlx-community/whisper-tiny", local_dir="whisper-tiny")');
    expect(snippet).toContain("hf download mlx-community/whisper-tiny --local-dir whisper-tiny");
    expect(snippet).not.toContain("mlx_lm");
  });
});

describe("mlx-image snippets", () => {
  it("creates the model by id", () => {
    expect(mlxImageSnippets(modelRecord("mlx-vision/resnet18"))[0]).toContain('create_model("mlx-vision/resnet18")');
  });
});
