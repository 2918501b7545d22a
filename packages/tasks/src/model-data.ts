// The model record that snippet generators, sample inputs and the site read.
// Field names follow the hub's model API so records can be passed through unchanged.
import type { PipelineType } from "./pipelines";
import type { TokenizerConfig } from "./tokenizer-data";
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

export interface ModelConfig {
  architectures?: string[];
  /** Auto class → `module.Class` of the repository's own code (remote-code models). */
  auto_map?: Record<string, string>;
  model_type?: string;
  quantization_config?: { bits?: number; load_in_4bit?: boolean; load_in_8bit?: boolean; quant_method?: string };
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
  /** `false` when the card turns the hosted widget off; an object pins its parameters. */
  inference?: boolean | { parameters?: Record<string, unknown> };
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
  private?: boolean;
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
  /** Parameter counts by dtype; `sharded` when the weights are split over several files. */
  safetensors?: { parameters: Record<string, number>; total: number; sharded?: boolean };
  /** Metadata of the repository's GGUF files, when it has some. */
  gguf?: { total: number; architecture?: string; context_length?: number; chat_template?: string };
}
