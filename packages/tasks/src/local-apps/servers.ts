// Inference servers with an OpenAI-compatible API (vLLM, SGLang, TGI, MLX LM): start the server, then
// call it with curl. The request body is JSON inside one single-quoted shell word, so no field of the
// record can end the quoting.
import { jsonText, shellWord } from "../code-literals";
import { getModelInputSnippet } from "../inputs";
import type { ModelData } from "../model-data";
import { hasTag, modelId } from "./conditions";
import { dockerModelRunnerSnippet } from "./gguf-runners";
import { shellArgument } from "./shell";
import type { LocalAppSnippet } from "./types";

// Our own opening for models without a chat template: they continue text rather than answer.
const COMPLETION_PROMPT = "The three things every lighthouse keeper carries are";

/** A curl call to the server at `baseUrl`: a chat request for chat models, a plain completion otherwise. */
function curlRequest(model: ModelData, baseUrl: string): string {
  const messages = hasTag(model, "conversational") ? getModelInputSnippet(model) : undefined;
  const [path, body] = Array.isArray(messages)
    ? ["chat/completions", { model: modelId(model), messages }]
    : ["completions", { model: modelId(model), prompt: COMPLETION_PROMPT, max_tokens: 512, temperature: 0.5 }];
  return [
    "# Send a request to the OpenAI-compatible endpoint:",
    `curl -X POST "${baseUrl}/v1/${path}" \\`,
    `\t-H "Content-Type: application/json" \\`,
    `\t--data ${shellWord(jsonText(body, "\t"))}`,
  ].join("\n");
}

// Mistral's own formats for tokenizer, config and weights, plus its tool-call parser.
const MISTRAL_FLAGS =
  " --tokenizer_mode mistral --config_format mistral --load_format mistral --tool-call-parser mistral --enable-auto-tool-choice";

export function vllmSnippet(model: ModelData): LocalAppSnippet[] {
  const mistral = hasTag(model, "mistral-common");
  const setup = ["pip install vllm", ...(mistral ? ["pip install --upgrade mistral-common"] : [])].join("\n");
  return [
    {
      title: "pip",
      setup,
      content: [
        `# Start the server on port 8000:\nvllm serve ${shellArgument(modelId(model))}${mistral ? MISTRAL_FLAGS : ""}`,
        curlRequest(model, "http://localhost:8000"),
      ],
    },
    { title: "Docker", content: dockerModelRunnerSnippet(model) },
  ];
}

export function sglangSnippet(model: ModelData): LocalAppSnippet[] {
  const launch = (indent: string): string =>
    [
      "python3 -m sglang.launch_server \\",
      `${indent}--model-path ${shellArgument(modelId(model))} \\`,
      `${indent}--host 0.0.0.0 \\`,
      `${indent}--port 30000`,
    ].join("\n");
  const docker = [
    "docker run --gpus all \\",
    "    --shm-size 32g \\",
    "    -p 30000:30000 \\",
    "    -v ~/.cache/huggingface:/root/.cache/huggingface \\",
    '    --env "HF_TOKEN=<secret>" \\',
    "    --ipc=host \\",
    "    lmsysorg/sglang:latest \\",
    `    ${launch("        ")}`,
  ].join("\n");
  const request = curlRequest(model, "http://localhost:30000");
  return [
    {
      title: "pip",
      setup: "pip install sglang",
      content: [`# Start the server on port 30000:\n${launch("    ")}`, request],
    },
    { title: "Docker", setup: docker, content: [request] },
  ];
}

export function tgiSnippet(model: ModelData): LocalAppSnippet[] {
  const docker = [
    "# Linux with an NVIDIA GPU; the server listens on port 8000:",
    "docker run --gpus all \\",
    "\t-v ~/.cache/huggingface:/root/.cache/huggingface \\",
    '\t-e HF_TOKEN="<secret>" \\',
    "\t-p 8000:80 \\",
    "\tghcr.io/huggingface/text-generation-inference:latest \\",
    `\t--model-id ${shellArgument(modelId(model))}`,
  ].join("\n");
  return [{ title: "Docker", setup: docker, content: [curlRequest(model, "http://localhost:8000")] }];
}

export function mlxLmSnippet(model: ModelData): LocalAppSnippet[] {
  const modelWord = shellArgument(modelId(model));
  const setup = "uv tool install mlx-lm";
  if (!hasTag(model, "conversational")) {
    return [
      {
        title: "Generate text",
        setup,
        content: `mlx_lm.generate --model ${modelWord} --prompt ${shellWord(COMPLETION_PROMPT)}`,
      },
    ];
  }
  return [
    { title: "Chat in the terminal", setup, content: `mlx_lm.chat --model ${modelWord}` },
    {
      title: "OpenAI-compatible server",
      setup,
      // mlx_lm.server listens on port 8080 unless told otherwise.
      content: [`mlx_lm.server --model ${modelWord}`, curlRequest(model, "http://localhost:8080")].join("\n"),
    },
  ];
}
