// How to install the libraries most Hub models use, for library pages whose snippet generator writes
// no install line. Only package names we are sure of are listed; others link to their repository.
import type { ModelLibraryKey } from "@inferkit/tasks";

export const LIBRARY_INSTALLS: Partial<Record<ModelLibraryKey, string>> = {
  audiocraft: "pip install audiocraft",
  diffusers: "pip install diffusers",
  espnet: "pip install espnet",
  fastai: "pip install fastai",
  flair: "pip install flair",
  keras: "pip install keras",
  "llama-cpp-python": "pip install llama-cpp-python",
  mlx: "pip install mlx",
  nemo: 'pip install "nemo_toolkit[all]"',
  open_clip: "pip install open_clip_torch",
  peft: "pip install peft",
  "pyannote-audio": "pip install pyannote.audio",
  "sentence-transformers": "pip install sentence-transformers",
  setfit: "pip install setfit",
  sklearn: "pip install scikit-learn",
  spacy: "pip install spacy",
  speechbrain: "pip install speechbrain",
  "stable-baselines3": "pip install stable-baselines3",
  timm: "pip install timm",
  transformers: "pip install transformers",
  "transformers.js": "npm i @huggingface/transformers",
  ultralytics: "pip install ultralytics",
  vllm: "pip install vllm",
};
