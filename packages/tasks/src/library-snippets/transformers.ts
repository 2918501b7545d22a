// 🤗 Transformers: a pipeline() example for tasks transformers supports, then direct loading with the auto
// classes of transformersInfo, plus a chat example for conversational models with a chat template.
import { TRANSFORMERS_PIPELINE_TASKS } from "../library-to-tasks";
import type { ModelData, TransformersInfo } from "../model-data";
import { DEFAULT_PROMPTS, hasRemoteCode, hasTag, NOTICES, noticeSnippet, pyString } from "./common";
import { isPythonIdentifier } from "./shared/code";

/** Generated tokens in the chat example (spec section 9). */
const CHAT_MAX_NEW_TOKENS = 40;
const CHAT_IMAGE_URL = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";
const CLASSIFICATION_IMAGE_URL =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png";
const ZERO_SHOT_IMAGE_LABELS = ["animals", "humans", "landscape"];

/** Who loads the model: transformers itself, or a wrapper such as Pruna's that takes the repository id alone. */
export interface ModelLoader {
  /** Python module the wrapper class is imported from. */
  module: string;
  className: string;
}

function processorVariable(processor: string): string {
  if (processor === "AutoTokenizer") return "tokenizer";
  if (processor === "AutoFeatureExtractor") return "extractor";
  return "processor";
}

function hasChatTemplate(model: ModelData): boolean {
  const config = model.config;
  const tokenizerTemplate = config?.tokenizer_config?.chat_template;
  return Boolean(
    (typeof tokenizerTemplate === "string" ? tokenizerTemplate : tokenizerTemplate?.length) ||
      config?.processor_config?.chat_template ||
      config?.chat_template_jinja,
  );
}

function chatMessages(model: ModelData): string {
  if (!hasTag(model, "image-text-to-text")) {
    return `messages = [\n    {"role": "user", "content": ${pyString(DEFAULT_PROMPTS.chat)}},\n]`;
  }
  return `messages = [
    {
        "role": "user",
        "content": [
            {"type": "image", "url": ${pyString(CHAT_IMAGE_URL)}},
            {"type": "text", "text": ${pyString(DEFAULT_PROMPTS.chatImageQuestion)}},
        ],
    },
]`;
}

function pipelineSnippet(model: ModelData, pipelineTag: string, chat: boolean, loader?: ModelLoader): string {
  const id = pyString(model.id);
  const remoteCode = hasRemoteCode(model) ? ", trust_remote_code=True" : "";
  const lines = loader
    ? [`from ${loader.module} import ${loader.className}`, "", `pipe = ${loader.className}.from_pretrained(${id})`]
    : ["from transformers import pipeline", "", `pipe = pipeline(${pyString(pipelineTag)}, model=${id}${remoteCode})`];
  lines.unshift("# A pipeline runs the preprocessing, the model and the postprocessing in one call");
  if (chat) {
    lines.push("", chatMessages(model), hasTag(model, "image-text-to-text") ? "pipe(text=messages)" : "pipe(messages)");
  } else if (pipelineTag === "zero-shot-image-classification") {
    lines.push(
      "",
      `pipe(\n    ${pyString(CLASSIFICATION_IMAGE_URL)},\n    candidate_labels=[${ZERO_SHOT_IMAGE_LABELS.map(pyString).join(", ")}],\n)`,
    );
  } else if (pipelineTag === "image-classification") {
    lines.push("", `pipe(${pyString(CLASSIFICATION_IMAGE_URL)})`);
  }
  return lines.join("\n");
}

function directSnippet(model: ModelData, info: TransformersInfo, chat: boolean, loader?: ModelLoader): string {
  const id = pyString(model.id);
  const remoteCode = hasRemoteCode(model) ? ", trust_remote_code=True" : "";
  const processor = info.processor && isPythonIdentifier(info.processor) ? info.processor : undefined;
  const transformersImports = [...new Set([processor, loader ? undefined : info.auto_model])].filter(Boolean);
  const lines = ["# Or build the processor and the model yourself, to control each step"];
  if (transformersImports.length > 0) lines.push(`from transformers import ${transformersImports.join(", ")}`);
  if (loader) lines.push(`from ${loader.module} import ${loader.className}`);
  lines.push("");
  const loadModel = loader
    ? `model = ${loader.className}.from_pretrained(${id})`
    : `model = ${info.auto_model}.from_pretrained(${id}${remoteCode}${processor ? "" : ', dtype="auto"'})`;
  if (!processor) return [...lines, loadModel].join("\n");

  const variable = processorVariable(processor);
  lines.push(`${variable} = ${processor}.from_pretrained(${id}${remoteCode})`, loadModel);
  if (chat) {
    lines.push(
      "",
      chatMessages(model),
      `inputs = ${variable}.apply_chat_template(
    messages,
    add_generation_prompt=True,
    tokenize=True,
    return_dict=True,
    return_tensors="pt",
).to(model.device)

outputs = model.generate(**inputs, max_new_tokens=${CHAT_MAX_NEW_TOKENS})
print(${variable}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
    );
  }
  return lines.join("\n");
}

/** The snippets of a transformers model; `loader` swaps the loading calls for a wrapper class (Pruna). */
export function transformersSnippets(model: ModelData, loader?: ModelLoader): string[] {
  const info = model.transformersInfo;
  if (!info || !isPythonIdentifier(info.auto_model)) return noticeSnippet(NOTICES.typeOfModelUnknown);
  const chat = hasTag(model, "conversational") && hasChatTemplate(model);
  const direct = directSnippet(model, info, chat, loader);
  const pipelineTag = model.pipeline_tag;
  if (pipelineTag && (TRANSFORMERS_PIPELINE_TASKS as readonly string[]).includes(pipelineTag)) {
    return [pipelineSnippet(model, pipelineTag, chat, loader), direct];
  }
  return [direct];
}

export function snippets(model: ModelData): string[] {
  return transformersSnippets(model);
}
