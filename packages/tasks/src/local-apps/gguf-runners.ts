// Apps that run GGUF files with llama.cpp or an engine built on it, pulling the file from the hub by
// `org/model:QUANT` reference or by file name.
import type { ModelData } from "../model-data";
import { isGgufModel, isRyzenAiModel, modelId } from "./conditions";
import { GGUF_FILE_PLACEHOLDER, quantSuffix, shellArgument } from "./shell";
import type { LocalAppSnippet } from "./types";

/** The model as llama.cpp-style tools name it on the hub: `org/model:QUANT`. */
function hubReference(model: ModelData, filepath?: string): string {
  return `${modelId(model)}${quantSuffix(filepath)}`;
}

export function dockerModelRunnerSnippet(model: ModelData, filepath?: string): string {
  // Safetensors repositories have no quant to choose, so only GGUF ones get the suffix.
  const reference = isGgufModel(model) ? hubReference(model, filepath) : modelId(model);
  return `docker model run ${shellArgument(`hf.co/${reference}`)}`;
}

export function llamaCppSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const reference = shellArgument(hubReference(model, filepath));
  const commands = (server: string, cli: string): string[] => [
    `# Serve an OpenAI-compatible API with a chat page in the browser:\n${server} -hf ${reference}`,
    `# Or chat in the terminal:\n${cli} -hf ${reference}`,
  ];
  return [
    {
      title: "Install script (macOS, Linux)",
      setup: "curl -LsSf https://llama.app/install.sh | sh",
      content: commands("llama serve", "llama cli"),
    },
    {
      title: "WinGet (Windows)",
      setup: "winget install llama.cpp",
      content: commands("llama serve", "llama cli"),
    },
    {
      title: "Release binaries",
      setup: "# Unpack a release archive for your platform from\n# https://github.com/ggerganov/llama.cpp/releases",
      content: commands("./llama-server", "./llama-cli"),
    },
    {
      title: "Build from source",
      setup: [
        "git clone https://github.com/ggerganov/llama.cpp.git",
        "cd llama.cpp",
        "cmake -B build",
        "cmake --build build -j --target llama-server llama-cli",
      ].join("\n"),
      content: commands("./build/bin/llama-server", "./build/bin/llama-cli"),
    },
    { title: "Docker", content: dockerModelRunnerSnippet(model, filepath) },
  ];
}

export function nodeLlamaCppSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const reference = shellArgument(`hf:${hubReference(model, filepath)}`);
  return [
    { title: "Chat in the terminal", content: `npx -y node-llama-cpp chat ${reference}` },
    { title: "Check whether it fits your hardware", content: `npx -y node-llama-cpp inspect estimate ${reference}` },
  ];
}

export function ollamaSnippet(model: ModelData, filepath?: string): string {
  return `ollama run ${shellArgument(`hf.co/${hubReference(model, filepath)}`)}`;
}

export function localAiSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const file = typeof filepath === "string" ? filepath : GGUF_FILE_PLACEHOLDER;
  const source = shellArgument(`huggingface://${modelId(model)}/${file}`);
  const run = (launcher: string): string => `# Fetch the file and start the model:\n${launcher} ${source}`;
  return [
    {
      title: "Install script",
      setup: "curl https://localai.io/install.sh | sh",
      content: run("local-ai run"),
    },
    {
      title: "Docker (CPU image)",
      setup: "docker pull localai/localai:latest-cpu",
      content: run("docker run -p 8080:8080 --name localai -v $PWD/models:/build/models localai/localai:latest-cpu"),
    },
  ];
}

export function lemonadeSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const id = modelId(model);
  const repository = id.includes("/") ? id.slice(id.indexOf("/") + 1) : id;
  // Lemonade registers a pulled model as `user.<repository>`, with `-<QUANT>` appended for GGUF pulls;
  // Ryzen AI (ONNX) repositories have a single variant.
  const ryzenAi = isRyzenAiModel(model);
  const suffix = ryzenAi ? "" : quantSuffix(filepath);
  return [
    {
      title: "Download the model",
      setup: "# Lemonade installers: https://lemonade-server.ai/",
      content: `lemonade pull ${shellArgument(`${id}${suffix}`)}`,
    },
    {
      title: ryzenAi ? "Chat with it (needs an XDNA 2 NPU)" : "Chat with it",
      content: `lemonade run ${shellArgument(`user.${repository}${suffix.replace(":", "-")}`)}`,
    },
    { title: "See every downloaded model", content: "lemonade list" },
  ];
}
