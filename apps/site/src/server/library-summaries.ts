// What a library is, in a sentence, for the libraries most models on the Hub (and on this site) use.
// The registry has no such text; libraries left out here are described from their registry facts alone.
import type { ModelLibraryKey } from "@inferkit/tasks";

export const LIBRARY_SUMMARIES: Partial<Record<ModelLibraryKey, string>> = {
  anemoi: "ECMWF's framework for data-driven weather forecasting; its inference package runs trained checkpoints.",
  audiocraft: "Meta's audio generation research library: MusicGen writes music and AudioGen sound effects from text.",
  bionemo: "NVIDIA's framework for biology and chemistry models (proteins, molecules, single cells), built on NeMo.",
  chatterbox: "Resemble AI's open text-to-speech model, which can clone a voice from a short reference clip.",
  diffusers: "Diffusion pipelines for PyTorch that generate images, video and audio, with interchangeable schedulers.",
  espnet: "An end-to-end speech toolkit: speech recognition, synthesis, translation and enhancement.",
  fastai: "A high-level deep-learning library on PyTorch with sensible training defaults for vision, text and tables.",
  flair: "A simple NLP framework for sequence labelling, such as named-entity recognition, with its own embeddings.",
  "gemma.cpp": "A small C++ inference engine for Google's Gemma models.",
  keras: "A high-level deep-learning API that runs on JAX, TensorFlow or PyTorch.",
  "llama-cpp-python": "Python bindings for llama.cpp: loads quantized GGUF model files and runs them on CPU or GPU.",
  llamafile: "Bundles llama.cpp and a model's weights into one executable file that runs on most operating systems.",
  mlx: "Apple's array framework for machine learning on Apple silicon; mlx-lm runs language models converted to MLX.",
  nemo: "NVIDIA's framework for building and training speech recognition, speech synthesis and large language models.",
  onnx: "The Open Neural Network Exchange format: one model file that ONNX Runtime and other engines run anywhere.",
  open_clip: "An open-source implementation of CLIP, with image–text models trained on public datasets.",
  peft: "Parameter-efficient fine-tuning: small adapters such as LoRA trained on top of a frozen base model.",
  "pyannote-audio": "Neural building blocks for speaker diarization: who spoke when in a recording.",
  "sentence-transformers":
    "Turns sentences, paragraphs and images into embedding vectors for semantic search and reranking.",
  setfit: "Few-shot text classification by contrastive fine-tuning of sentence-transformers models.",
  sklearn: "scikit-learn: classical machine learning in Python, from linear models and trees to clustering.",
  spacy:
    "Industrial-strength NLP in Python: tokenization, tagging, parsing and named entities, in installable pipelines.",
  speechbrain: "An open-source PyTorch speech toolkit: recognition, speaker identification, enhancement and synthesis.",
  "stable-baselines3":
    "Reliable PyTorch implementations of reinforcement-learning algorithms such as PPO, DQN and SAC.",
  timm: "PyTorch image models: hundreds of vision backbones with pretrained weights, and scripts to train them.",
  transformers:
    "Model definitions and pretrained weights for text, vision, audio and multimodal models, with a pipeline() per task.",
  "transformers.js": "Runs transformers models in JavaScript, in the browser or Node.js, on ONNX Runtime.",
  ultralytics: "YOLO models for object detection, segmentation, classification and pose, behind one Python API.",
  vllm: "A high-throughput serving engine for large language models with an OpenAI-compatible API.",
};
