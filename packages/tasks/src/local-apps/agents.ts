// Coding agents (Pi, Hermes Agent, OpenClaw) driven by a local model: start a local server, point the
// agent at it, run the agent. MLX repositories are served by MLX LM, GGUF ones by llama.cpp; both on 8080.
import { jsonText } from "../code-literals";
import type { ModelData } from "../model-data";
import { isMlxModel, modelId } from "./conditions";
import { quantSuffix, shellArgument } from "./shell";
import type { LocalAppSnippet } from "./types";

const LOCAL_BASE_URL = "http://127.0.0.1:8080/v1";

/** The model name the local server answers to: the repository id, with the quant for llama.cpp. */
function servedModelName(model: ModelData, filepath?: string): string {
  return isMlxModel(model) ? modelId(model) : `${modelId(model)}${quantSuffix(filepath)}`;
}

function providerName(model: ModelData): string {
  return isMlxModel(model) ? "mlx-lm" : "llama-cpp";
}

function localServerStep(model: ModelData, filepath?: string): LocalAppSnippet {
  const name = shellArgument(servedModelName(model, filepath));
  return isMlxModel(model)
    ? {
        title: "Serve the model with MLX LM",
        setup: "uv tool install mlx-lm",
        content: `mlx_lm.server --model ${name}`,
      }
    : { title: "Serve the model with llama.cpp", setup: "brew install llama.cpp", content: `llama serve -hf ${name}` };
}

export function piSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const config = {
    providers: {
      [providerName(model)]: {
        baseUrl: "http://localhost:8080/v1",
        api: "openai-completions",
        apiKey: "none",
        models: [{ id: servedModelName(model, filepath) }],
      },
    },
  };
  return [
    localServerStep(model, filepath),
    {
      title: "Tell Pi about the server",
      setup: "npm install -g @earendil-works/pi-coding-agent",
      content: `# Merge into ~/.pi/agent/models.json:\n${jsonText(config, "  ")}`,
    },
    { title: "Start Pi", content: "# From the folder of your project:\npi" },
  ];
}

export function hermesAgentSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  return [
    localServerStep(model, filepath),
    {
      title: "Tell Hermes about the server",
      setup: ["curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash", "hermes setup"].join("\n"),
      content: [
        "hermes config set model.provider custom",
        `hermes config set model.base_url ${LOCAL_BASE_URL}`,
        `hermes config set model.default ${shellArgument(servedModelName(model, filepath))}`,
      ].join("\n"),
    },
    { title: "Start Hermes", content: "hermes" },
  ];
}

export function openClawSnippet(model: ModelData, filepath?: string): LocalAppSnippet[] {
  return [
    localServerStep(model, filepath),
    {
      title: "Tell OpenClaw about the server",
      setup: "npm install -g openclaw@latest",
      content: [
        "# Registers the server as a provider and makes its model the default:",
        "openclaw onboard --non-interactive --mode local \\",
        "  --auth-choice custom-api-key \\",
        `  --custom-base-url ${LOCAL_BASE_URL} \\`,
        `  --custom-model-id ${shellArgument(servedModelName(model, filepath))} \\`,
        `  --custom-provider-id ${providerName(model)} \\`,
        "  --custom-compatibility openai \\",
        "  --custom-text-input \\",
        "  --accept-risk \\",
        "  --skip-health",
      ].join("\n"),
    },
    { title: "Start OpenClaw", content: 'openclaw agent --local --agent main --message "Say hello in one sentence."' },
  ];
}
