// The model record that snippet generators, sample inputs and the site read.
// Field names follow the hub's model API so records can be passed through unchanged.
import type { PipelineType } from "./pipelines";
import type { WidgetExample } from "./widget-example";

export interface TransformersInfo {
  /** Auto class to load the model, e.g. `AutoModelForCausalLM`. */
  auto_model: string;
  /** Custom class when the model has remote code. */
  custom_class?: string;
  /** The pipeline tag used by transformers' `pipeline()`. */
  pipeline_tag?: PipelineType;
  /** Processor class, e.g. `AutoTokenizer` or `AutoProcessor`. */
  processor?: string;
}

export interface TokenizerConfig {
  bos_token?: string | { content: string } | null;
  eos_token?: string | { content: string } | null;
  unk_token?: string | { content: string } | null;
  sep_token?: string | { content: string } | null;
  pad_token?: string | { content: string } | null;
  cls_token?: string | { content: string } | null;
  mask_token?: string | { content: string } | null;
  chat_template?: string | Array<{ name: string; template: string }>;
  use_default_system_prompt?: boolean;
}

export interface ModelConfig {
  architectures?: string[];
  model_type?: string;
  /** Adapter-transformers: the adapter's name on the hub. */
  adapter_transformers?: { model_class?: string; model_name?: string };
  diffusers?: { _class_name?: string };
  keras_hub?: { tasks?: string[] };
  sklearn?: { model?: { file?: string }; model_format?: string; filename?: string };
  speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
  peft?: { base_model_name_or_path?: string; task_type?: string };
  tokenizer_config?: TokenizerConfig;
  processor_config?: { chat_template?: string };
  /** The content of a `chat_template.jinja` file, when the repository has one. */
  chat_template_jinja?: string;
  [key: string]: unknown;
}

export interface ModelCardData {
  base_model?: string | string[];
  instance_prompt?: string | null;
  license?: string;
  language?: string | string[];
  [key: string]: unknown;
}

/** Public data about a model repository, as the hub's model API returns it. */
export interface ModelData {
  /** The repository id, e.g. `meta-llama/Llama-3.1-8B-Instruct`. */
  id: string;
  /** Whether the model is served by the hosted inference widget. */
  inference?: string;
  tags: string[];
  pipeline_tag?: PipelineType | string;
  library_name?: string;
  /** The mask token of fill-mask models, e.g. `[MASK]`. */
  mask_token?: string;
  config?: ModelConfig;
  cardData?: ModelCardData;
  widgetData?: WidgetExample[];
  transformersInfo?: TransformersInfo;
  /** Names of the files of the repository, when known. */
  siblings?: Array<{ rfilename: string }>;
  /** Set when a model is known to be gated on the hub. */
  gated?: false | "auto" | "manual";
  safetensors?: { parameters: Record<string, number>; total: number };
  /** Metadata of the repository's GGUF files, when it has some. */
  gguf?: { total: number; architecture?: string; context_length?: number; chat_template?: string };
}
