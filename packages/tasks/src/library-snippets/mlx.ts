// MLX: vision-language models run with mlx-vlm, text generation with mlx-lm; anything else is downloaded.
import type { ModelData } from "../model-data";
import { hashComment, hasTag, nameWithoutNamespace, pyString, withRepoId } from "./common";

function visionLanguageSnippet(id: string): string {
  return `# pip install --upgrade mlx-vlm
from mlx_vlm import generate, load
from mlx_vlm.prompt_utils import apply_chat_template
from mlx_vlm.utils import load_config

# Weights and processor come from the Hub on first use
model, processor = load(${id})
config = load_config(${id})

# Prepare the input
image = ["http://images.cocodataset.org/val2017/000000039769.jpg"]
prompt = "What are the animals in this photo doing?"
formatted_prompt = apply_chat_template(processor, config, prompt, num_images=len(image))

# Generate
output = generate(model, processor, formatted_prompt, image)
print(output)`;
}

function textGenerationSnippet(id: string, chat: boolean): string {
  const prompt = chat
    ? `prompt = "Tell a short story about a lighthouse keeper"
messages = [{"role": "user", "content": prompt}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)`
    : `prompt = "The lighthouse keeper opened the door and"`;
  return `# pip install --upgrade mlx-lm
from mlx_lm import generate, load

model, tokenizer = load(${id})

${prompt}
text = generate(model, tokenizer, prompt=prompt, verbose=True)`;
}

function downloadSnippet(model: ModelData): string {
  const folder = nameWithoutNamespace(model.id);
  const hint = withRepoId(model, (id) => ` (or from a shell: hf download ${id} --local-dir ${folder})`, "");
  return `${hashComment(`Fetch every file of the repository${hint}`)}
from huggingface_hub import snapshot_download

snapshot_download(repo_id=${pyString(model.id)}, local_dir=${pyString(folder)})`;
}

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  if (model.pipeline_tag === "image-text-to-text") return [visionLanguageSnippet(id)];
  if (model.pipeline_tag === "text-generation") return [textGenerationSnippet(id, hasTag(model, "conversational"))];
  return [downloadSnippet(model)];
}
