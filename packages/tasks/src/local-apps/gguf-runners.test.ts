import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import {
  dockerModelRunnerSnippet,
  lemonadeSnippet,
  llamaCppSnippet,
  localAiSnippet,
  nodeLlamaCppSnippet,
  ollamaSnippet,
} from "./gguf-runners";
import { LOCAL_APPS } from "./index";

const gguf: ModelData = {
  id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
  tags: ["gguf", "conversational"],
  pipeline_tag: "text-generation",
  gguf: { total: 1_235_814_432, architecture: "llama", context_length: 131_072 },
};
const FILE = "Llama-3.2-1B-Instruct-Q4_K_M.gguf";
const safetensors: ModelData = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  tags: ["transformers"],
  pipeline_tag: "text-generation",
};

describe("GGUF runners", () => {
  it("are shown for repositories with GGUF metadata only", () => {
    for (const key of ["llama.cpp", "node-llama-cpp", "ollama", "localai", "lemonade"] as const) {
      expect(LOCAL_APPS[key].displayOnModelPage(gguf)).toBe(true);
      expect(LOCAL_APPS[key].displayOnModelPage(safetensors)).toBe(false);
      expect(LOCAL_APPS[key].displayOnModelPage({ ...gguf, gguf: { total: 1 } })).toBe(false);
    }
  });

  it("llama.cpp: the chosen file's quant, else the placeholder, in every install route", () => {
    const withFile = llamaCppSnippet(gguf, FILE);
    expect(withFile.map((section) => section.title)).toEqual([
      "Install script (macOS, Linux)",
      "WinGet (Windows)",
      "Release binaries",
      "Build from source",
      "Docker",
    ]);
    expect(withFile[0]?.content).toEqual([
      "# Serve an OpenAI-compatible API with a chat page in the browser:\nllama serve -hf bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
      "# Or chat in the terminal:\nllama cli -hf bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
    ]);
    expect(withFile[3]?.content[0]).toContain(
      "./build/bin/llama-server -hf bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
    );
    expect(withFile[4]?.content).toBe("docker model run hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M");
    expect(llamaCppSnippet(gguf)[1]?.content[1]).toBe(
      "# Or chat in the terminal:\nllama cli -hf bartowski/Llama-3.2-1B-Instruct-GGUF:{{QUANT_TAG}}",
    );
    // A file name without a known quant leaves the choice to the page.
    expect(llamaCppSnippet(gguf, "model.gguf")[4]?.content).toBe(
      "docker model run hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:{{QUANT_TAG}}",
    );
  });

  it("node-llama-cpp: chat and hardware estimate for the same reference", () => {
    expect(nodeLlamaCppSnippet(gguf, FILE).map((section) => section.content)).toEqual([
      "npx -y node-llama-cpp chat hf:bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
      "npx -y node-llama-cpp inspect estimate hf:bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
    ]);
    expect(nodeLlamaCppSnippet(gguf)[0]?.content).toBe(
      "npx -y node-llama-cpp chat hf:bartowski/Llama-3.2-1B-Instruct-GGUF:{{QUANT_TAG}}",
    );
  });

  it("Ollama: runs the hub reference", () => {
    expect(ollamaSnippet(gguf, FILE)).toBe("ollama run hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M");
    expect(ollamaSnippet(gguf)).toBe("ollama run hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:{{QUANT_TAG}}");
  });

  it("LocalAI: names the file itself, or the file placeholder", () => {
    const [binary, docker] = localAiSnippet(gguf, FILE);
    expect(binary?.content).toBe(
      `# Fetch the file and start the model:\nlocal-ai run huggingface://bartowski/Llama-3.2-1B-Instruct-GGUF/${FILE}`,
    );
    expect(docker?.setup).toBe("docker pull localai/localai:latest-cpu");
    expect(localAiSnippet(gguf)[0]?.content).toContain(
      "huggingface://bartowski/Llama-3.2-1B-Instruct-GGUF/{{GGUF_FILE}}",
    );
  });

  it("Docker Model Runner: a quant only for GGUF repositories", () => {
    expect(dockerModelRunnerSnippet(gguf, FILE)).toBe(
      "docker model run hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
    );
    expect(dockerModelRunnerSnippet(safetensors)).toBe("docker model run hf.co/meta-llama/Llama-3.1-8B-Instruct");
    expect(LOCAL_APPS["docker-model-runner"].displayOnModelPage(safetensors)).toBe(true);
    expect(LOCAL_APPS["docker-model-runner"].displayOnModelPage({ ...safetensors, pipeline_tag: "fill-mask" })).toBe(
      false,
    );
  });

  it("Lemonade: pulls the quant and runs the name it registers", () => {
    expect(lemonadeSnippet(gguf, FILE).map((section) => section.content)).toEqual([
      "lemonade pull bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
      "lemonade run user.Llama-3.2-1B-Instruct-GGUF-Q4_K_M",
      "lemonade list",
    ]);
    expect(lemonadeSnippet(gguf)[1]?.content).toBe("lemonade run user.Llama-3.2-1B-Instruct-GGUF-{{QUANT_TAG}}");
    const npu: ModelData = { id: "amd/Llama-3.2-1B-onnx-ryzenai-npu", tags: ["ryzenai-npu"] };
    expect(LOCAL_APPS.lemonade.displayOnModelPage(npu)).toBe(true);
    const [pull, run] = lemonadeSnippet(npu);
    expect([pull?.content, run?.content, run?.title]).toEqual([
      "lemonade pull amd/Llama-3.2-1B-onnx-ryzenai-npu",
      "lemonade run user.Llama-3.2-1B-onnx-ryzenai-npu",
      "Chat with it (needs an XDNA 2 NPU)",
    ]);
  });

  it("quotes an id that is not a plain word", () => {
    expect(ollamaSnippet({ ...gguf, id: "org/x$(id)" }, FILE)).toBe("ollama run 'hf.co/org/x$(id):Q4_K_M'");
    expect(ollamaSnippet({ ...gguf, id: "org/it's" })).toBe("ollama run 'hf.co/org/it'\\''s:{{QUANT_TAG}}'");
  });
});
