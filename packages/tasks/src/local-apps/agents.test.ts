import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { hermesAgentSnippet, openClawSnippet, piSnippet } from "./agents";
import { LOCAL_APPS } from "./index";
import type { LocalAppSnippet } from "./types";

/** The `index`th command of a snippet section ("" when there is none). */
function commandAt(section: LocalAppSnippet | undefined, index: number): string {
  return [section?.content ?? []].flat()[index] ?? "";
}

const TOOLS = "{%- if tools %}{{ tools }}{% endif %}";
const gguf: ModelData = {
  id: "unsloth/Qwen3-8B-GGUF",
  tags: ["gguf", "conversational"],
  pipeline_tag: "text-generation",
  gguf: { total: 1, context_length: 40_960, chat_template: TOOLS },
};
const mlx: ModelData = {
  id: "mlx-community/Qwen3-4B-4bit",
  tags: ["mlx", "conversational"],
  config: { chat_template_jinja: TOOLS },
};
const FILE = "Qwen3-8B-Q4_K_M.gguf";

describe("coding agents", () => {
  it.each(["pi", "hermes-agent", "openclaw"] as const)(
    "%s: needs a local chat model whose template knows tools",
    (key) => {
      const show = LOCAL_APPS[key].displayOnModelPage;
      expect([gguf, mlx].map(show)).toEqual([true, true]);
      expect(show({ ...gguf, tags: ["gguf"] })).toBe(false);
      expect(show({ ...gguf, gguf: { total: 1, context_length: 40_960, chat_template: "{{ messages }}" } })).toBe(
        false,
      );
      expect(show({ ...mlx, tags: ["conversational"] })).toBe(false);
      // A list of named templates: the first is the one used.
      expect(
        show({ ...mlx, config: { tokenizer_config: { chat_template: [{ name: "default", template: TOOLS }] } } }),
      ).toBe(true);
    },
  );

  it("Pi: llama.cpp with the chosen quant, then the provider in models.json", () => {
    const [server, configure, run] = piSnippet(gguf, FILE);
    expect(server).toEqual({
      title: "Serve the model with llama.cpp",
      setup: "brew install llama.cpp",
      content: "llama serve -hf unsloth/Qwen3-8B-GGUF:Q4_K_M",
    });
    const config = JSON.parse(commandAt(configure, 0).replace(/^#.*\n/, ""));
    expect(config.providers["llama-cpp"]).toEqual({
      baseUrl: "http://localhost:8080/v1",
      api: "openai-completions",
      apiKey: "none",
      models: [{ id: "unsloth/Qwen3-8B-GGUF:Q4_K_M" }],
    });
    expect(run?.content).toMatch(/\npi$/);
    expect(piSnippet(gguf)[0]?.content).toBe("llama serve -hf unsloth/Qwen3-8B-GGUF:{{QUANT_TAG}}");
  });

  it("Pi on MLX: MLX LM serves the repository as it is", () => {
    const [server, configure] = piSnippet(mlx);
    expect(server?.content).toBe("mlx_lm.server --model mlx-community/Qwen3-4B-4bit");
    const config = JSON.parse(commandAt(configure, 0).replace(/^#.*\n/, ""));
    expect(config.providers["mlx-lm"].models).toEqual([{ id: "mlx-community/Qwen3-4B-4bit" }]);
  });

  it("Hermes Agent: points its custom provider at the local server", () => {
    const [, configure, run] = hermesAgentSnippet(gguf, FILE);
    expect(configure?.content).toBe(
      [
        "hermes config set model.provider custom",
        "hermes config set model.base_url http://127.0.0.1:8080/v1",
        "hermes config set model.default unsloth/Qwen3-8B-GGUF:Q4_K_M",
      ].join("\n"),
    );
    expect(run?.content).toBe("hermes");
  });

  it("OpenClaw: registers the server without questions", () => {
    const [, configure] = openClawSnippet(mlx);
    expect(configure?.content).toContain("--custom-model-id mlx-community/Qwen3-4B-4bit \\");
    expect(configure?.content).toContain("--custom-provider-id mlx-lm \\");
    expect(openClawSnippet(gguf)[1]?.content).toContain("--custom-model-id unsloth/Qwen3-8B-GGUF:{{QUANT_TAG}} \\");
  });
});
