import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "CohereForAI/Global-MMLU",
      description:
        "Global-MMLU, the MMLU knowledge exam translated into 42 languages and reviewed for cultural bias, to measure what a model knows beyond English.",
    },
    {
      id: "HuggingFaceFW/fineweb-2",
      description:
        "FineWeb-2, a large, carefully filtered web-text corpus covering over a thousand languages, for pre-training multilingual models.",
    },
    {
      id: "HuggingFaceH4/ultrachat_200k",
      description:
        "A filtered 200,000-conversation subset of UltraChat, synthetic multi-turn dialogues used to instruction-tune chat models such as Zephyr.",
    },
    {
      id: "open-r1/OpenThoughts-114k-math",
      description:
        "The maths part of OpenThoughts-114k, prepared by the Open-R1 project: problems with long step-by-step reasoning traces that teach a model to think before answering.",
    },
    {
      id: "allenai/tulu-3-sft-mixture",
      description:
        "The supervised fine-tuning mixture behind AI2's Tülu 3 models, covering instruction following, maths, code, safety and multilingual chat.",
    },
    {
      id: "HuggingFaceTB/smoltalk",
      description:
        "SmolTalk, the synthetic instruction dataset used to fine-tune the SmolLM2 chat models; well suited to small models.",
    },
    {
      id: "HuggingFaceTB/finemath",
      description:
        "FineMath, mathematical web pages filtered for quality, for pre-training models that reason better about maths.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Write a haiku about a lighthouse in winter." }],
    outputs: [
      {
        type: "text",
        label: "Output",
        content: "Ice along the rail,\none beam sweeps the frozen dark,\nships still find the bay.",
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "Cross Entropy",
      description:
        "The average negative log-probability the model gives to each next token of held-out text; the training loss of language models, lower is better.",
    },
    {
      id: "Perplexity",
      description:
        "The exponential of the cross-entropy, read as how many equally likely tokens the model hesitates between at each step; lower is better.",
    },
  ],
  models: [
    {
      id: "google/gemma-2-2b-it",
      description:
        "Gemma 2 2B instruction-tuned, Google's small chat model that runs on a laptop and is a good first model to experiment with.",
    },
    {
      id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
      description:
        "Qwen3-Coder, a mixture-of-experts model with 480B total and 35B active parameters, built for agentic coding over large repositories.",
    },
    {
      id: "openai/gpt-oss-120b",
      description:
        "OpenAI's open-weight mixture-of-experts reasoning model with about 120B parameters, adjustable reasoning effort and tool use.",
    },
    {
      id: "zai-org/GLM-4.5",
      description:
        "Z.ai's GLM-4.5, a large mixture-of-experts model designed for reasoning, coding and agent tasks, with a thinking and a direct answer mode.",
    },
    {
      id: "Qwen/Qwen3-4B-Thinking-2507",
      description:
        "A 4B Qwen3 model that always reasons step by step before answering; strong at maths and logic for its size.",
    },
    {
      id: "Qwen/Qwen2.5-7B-Instruct-1M",
      description:
        "A Qwen2.5 7B chat model with a context window of up to one million tokens, for questions over very long documents.",
    },
    {
      id: "Qwen/Qwen2.5-Coder-32B-Instruct",
      description:
        "Qwen2.5-Coder 32B, a code-specialised chat model that was among the strongest open coding models when it was released.",
    },
    {
      id: "deepseek-ai/DeepSeek-R1",
      description:
        "DeepSeek-R1, a large open reasoning model trained with reinforcement learning to work through problems before giving an answer.",
    },
  ],
  spaces: [
    {
      id: "akhaliq/anycoder",
      description:
        "AnyCoder, an app that writes a web app from a text description with a choice of code models and previews it.",
    },
    {
      id: "enzostvs/deepsite",
      description: "DeepSite, which generates a website from a prompt with a large language model and shows it live.",
    },
    {
      id: "logikon/open_cot_leaderboard",
      description:
        "A leaderboard measuring how much a model's chain-of-thought reasoning actually improves its answers.",
    },
    {
      id: "ysharma/Explore_llamav2_with_TGI",
      description: "A chat demo of Llama 2 served with Text Generation Inference.",
    },
    {
      id: "HuggingFaceH4/zephyr-chat",
      description: "A chat demo of Zephyr, a Mistral-based model aligned with direct preference optimisation.",
    },
    {
      id: "lmsys/chatbot-arena-leaderboard",
      description:
        "The Chatbot Arena leaderboard, which ranks chat models from crowd-sourced, blind head-to-head votes.",
    },
    {
      id: "mlabonne/phixtral-chat",
      description: "A chat demo of Phixtral, a mixture-of-experts model assembled from several Phi-2 models.",
    },
  ],
  summary:
    "Text generation models continue a text by predicting one token after another. Instruction-tuned (chat) models follow requests written as a conversation, which makes them general-purpose assistants for writing, coding, summarising, answering questions and reasoning step by step. Base models simply continue text and are mostly a starting point for fine-tuning.",
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  youtubeId: "e9gNEAlsOvU",
};

export default taskData;
