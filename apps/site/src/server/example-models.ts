// Real public models with a page on this site: together they take every "use this model"
// path the registry has (LLMs with chat templates, VLMs, diffusion, embeddings, GGUF, MLX,
// vision, speech, adapters, RL…). Records carry the fields the hub's model API returns that
// snippet generators read; chat templates are shortened to a minimal ChatML body because
// only their presence matters here.
import type { ModelData } from "@inferkit/tasks";

const CHAT_TEMPLATE =
  "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}";

const causalLm = (processor = "AutoTokenizer") =>
  ({ auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor }) as const;

export const EXAMPLE_MODELS: ModelData[] = [
  {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "llama", "text-generation", "conversational", "en", "license:llama3.1"],
    config: {
      architectures: ["LlamaForCausalLM"],
      model_type: "llama",
      tokenizer_config: { chat_template: CHAT_TEMPLATE, bos_token: "<|begin_of_text|>", eos_token: "<|eot_id|>" },
    },
    transformersInfo: causalLm(),
    gated: "manual",
  },
  {
    id: "mistralai/Mistral-7B-Instruct-v0.3",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "mistral", "text-generation", "conversational"],
    config: {
      architectures: ["MistralForCausalLM"],
      model_type: "mistral",
      tokenizer_config: { chat_template: CHAT_TEMPLATE, bos_token: "<s>", eos_token: "</s>" },
    },
    transformersInfo: causalLm(),
  },
  {
    id: "microsoft/Phi-3-mini-4k-instruct",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "phi3", "text-generation", "conversational", "custom_code"],
    config: {
      architectures: ["Phi3ForCausalLM"],
      model_type: "phi3",
      tokenizer_config: { chat_template: CHAT_TEMPLATE },
    },
    transformersInfo: causalLm(),
  },
  {
    id: "Qwen/Qwen2.5-VL-7B-Instruct",
    pipeline_tag: "image-text-to-text",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "qwen2_5_vl", "image-text-to-text", "multimodal", "conversational"],
    config: {
      architectures: ["Qwen2_5_VLForConditionalGeneration"],
      model_type: "qwen2_5_vl",
      processor_config: { chat_template: CHAT_TEMPLATE },
    },
    transformersInfo: {
      auto_model: "AutoModelForImageTextToText",
      pipeline_tag: "image-text-to-text",
      processor: "AutoProcessor",
    },
  },
  {
    id: "openai/whisper-large-v3",
    pipeline_tag: "automatic-speech-recognition",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "whisper", "automatic-speech-recognition", "audio"],
    config: { architectures: ["WhisperForConditionalGeneration"], model_type: "whisper" },
    transformersInfo: {
      auto_model: "AutoModelForSpeechSeq2Seq",
      pipeline_tag: "automatic-speech-recognition",
      processor: "AutoProcessor",
    },
  },
  {
    id: "google-bert/bert-base-uncased",
    pipeline_tag: "fill-mask",
    library_name: "transformers",
    mask_token: "[MASK]",
    tags: ["transformers", "pytorch", "safetensors", "bert", "fill-mask", "en"],
    config: { architectures: ["BertForMaskedLM"], model_type: "bert" },
    transformersInfo: { auto_model: "AutoModelForMaskedLM", pipeline_tag: "fill-mask", processor: "AutoTokenizer" },
    widgetData: [{ text: "Paris is the [MASK] of France." }],
  },
  {
    id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "distilbert", "text-classification", "en"],
    config: { architectures: ["DistilBertForSequenceClassification"], model_type: "distilbert" },
    transformersInfo: {
      auto_model: "AutoModelForSequenceClassification",
      pipeline_tag: "text-classification",
      processor: "AutoTokenizer",
    },
  },
  {
    id: "facebook/bart-large-cnn",
    pipeline_tag: "summarization",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "bart", "text2text-generation", "summarization", "en"],
    config: { architectures: ["BartForConditionalGeneration"], model_type: "bart" },
    transformersInfo: {
      auto_model: "AutoModelForSeq2SeqLM",
      pipeline_tag: "summarization",
      processor: "AutoTokenizer",
    },
  },
  {
    id: "Helsinki-NLP/opus-mt-en-fr",
    pipeline_tag: "translation",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "marian", "text2text-generation", "translation", "en", "fr"],
    config: { architectures: ["MarianMTModel"], model_type: "marian" },
    transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", pipeline_tag: "translation", processor: "AutoTokenizer" },
  },
  {
    id: "facebook/detr-resnet-50",
    pipeline_tag: "object-detection",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "detr", "object-detection", "vision"],
    config: { architectures: ["DetrForObjectDetection"], model_type: "detr" },
    transformersInfo: {
      auto_model: "AutoModelForObjectDetection",
      pipeline_tag: "object-detection",
      processor: "AutoImageProcessor",
    },
  },
  {
    id: "openai/clip-vit-large-patch14",
    pipeline_tag: "zero-shot-image-classification",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "clip", "zero-shot-image-classification", "vision"],
    config: { architectures: ["CLIPModel"], model_type: "clip" },
    transformersInfo: {
      auto_model: "AutoModelForZeroShotImageClassification",
      pipeline_tag: "zero-shot-image-classification",
      processor: "AutoProcessor",
    },
  },
  {
    id: "facebook/musicgen-small",
    pipeline_tag: "text-to-audio",
    library_name: "transformers",
    tags: ["transformers", "pytorch", "safetensors", "musicgen", "text-to-audio", "musicgen"],
    config: { architectures: ["MusicgenForConditionalGeneration"], model_type: "musicgen" },
    transformersInfo: {
      auto_model: "AutoModelForTextToWaveform",
      pipeline_tag: "text-to-audio",
      processor: "AutoProcessor",
    },
  },
  {
    id: "black-forest-labs/FLUX.1-dev",
    pipeline_tag: "text-to-image",
    library_name: "diffusers",
    tags: ["diffusers", "safetensors", "text-to-image", "image-generation", "flux", "en"],
    config: { diffusers: { _class_name: "FluxPipeline" } },
    gated: "auto",
  },
  {
    id: "stabilityai/stable-diffusion-xl-base-1.0",
    pipeline_tag: "text-to-image",
    library_name: "diffusers",
    tags: ["diffusers", "onnx", "safetensors", "text-to-image", "stable-diffusion"],
    config: { diffusers: { _class_name: "StableDiffusionXLPipeline" } },
    widgetData: [{ text: "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k" }],
  },
  {
    id: "sentence-transformers/all-MiniLM-L6-v2",
    pipeline_tag: "sentence-similarity",
    library_name: "sentence-transformers",
    tags: [
      "sentence-transformers",
      "pytorch",
      "safetensors",
      "bert",
      "feature-extraction",
      "sentence-similarity",
      "en",
    ],
    config: { architectures: ["BertModel"], model_type: "bert" },
    widgetData: [
      {
        source_sentence: "That is a happy person",
        sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
      },
    ],
  },
  {
    id: "Xenova/all-MiniLM-L6-v2",
    pipeline_tag: "feature-extraction",
    library_name: "transformers.js",
    tags: ["transformers.js", "onnx", "bert", "feature-extraction"],
  },
  {
    id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
    pipeline_tag: "text-generation",
    tags: ["gguf", "facebook", "meta", "llama", "llama-3", "text-generation", "conversational"],
    cardData: { base_model: "meta-llama/Llama-3.2-3B-Instruct" },
  },
  {
    id: "mlx-community/Llama-3.2-3B-Instruct-4bit",
    pipeline_tag: "text-generation",
    library_name: "mlx",
    tags: ["mlx", "safetensors", "llama", "text-generation", "conversational"],
  },
  {
    id: "timm/resnet50.a1_in1k",
    pipeline_tag: "image-classification",
    library_name: "timm",
    tags: ["timm", "pytorch", "safetensors", "image-classification"],
  },
  {
    id: "spacy/en_core_web_sm",
    pipeline_tag: "token-classification",
    library_name: "spacy",
    tags: ["spacy", "token-classification", "en"],
  },
  {
    id: "ybelkada/opt-350m-lora",
    library_name: "peft",
    pipeline_tag: "text-generation",
    tags: ["peft", "safetensors", "base_model:facebook/opt-350m"],
    config: { peft: { base_model_name_or_path: "facebook/opt-350m", task_type: "CAUSAL_LM" } },
  },
  {
    id: "nvidia/parakeet-tdt-0.6b-v2",
    pipeline_tag: "automatic-speech-recognition",
    library_name: "nemo",
    tags: ["nemo", "automatic-speech-recognition", "speech", "audio", "en"],
  },
  {
    id: "speechbrain/asr-crdnn-rnnlm-librispeech",
    pipeline_tag: "automatic-speech-recognition",
    library_name: "speechbrain",
    tags: ["speechbrain", "automatic-speech-recognition", "CTC", "Attention", "pytorch", "en"],
    config: { speechbrain: { speechbrain_interface: "EncoderDecoderASR" } },
  },
  {
    id: "Ultralytics/YOLOv8",
    pipeline_tag: "object-detection",
    library_name: "ultralytics",
    tags: ["ultralytics", "tracking", "instance-segmentation", "yolov8", "object-detection", "pytorch"],
  },
  {
    id: "julien-c/wine-quality",
    pipeline_tag: "tabular-classification",
    library_name: "sklearn",
    tags: ["sklearn", "tabular-classification", "structured-data-classification"],
    config: { sklearn: { model: { file: "sklearn_model.joblib" } } },
  },
  {
    id: "sb3/ppo-LunarLander-v2",
    pipeline_tag: "reinforcement-learning",
    library_name: "stable-baselines3",
    tags: ["stable-baselines3", "LunarLander-v2", "deep-reinforcement-learning", "reinforcement-learning"],
  },
  {
    id: "facebook/audiogen-medium",
    pipeline_tag: "text-to-audio",
    library_name: "audiocraft",
    tags: ["audiocraft", "audiogen", "text-to-audio"],
  },
  {
    id: "ResembleAI/chatterbox",
    pipeline_tag: "text-to-speech",
    library_name: "chatterbox",
    tags: ["chatterbox", "text-to-speech", "speech generation", "voice-cloning", "en"],
  },
];
