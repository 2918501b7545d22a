import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { shellShape } from "../test-support/shell-words";
import { LOCAL_APPS } from "./index";
import { mlxLmSnippet, sglangSnippet, tgiSnippet, vllmSnippet } from "./servers";
import type { LocalAppSnippet } from "./types";

/** The `index`th command of a snippet section ("" when there is none). */
function commandAt(section: LocalAppSnippet | undefined, index: number): string {
  return [section?.content ?? []].flat()[index] ?? "";
}

const chat: ModelData = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  tags: ["transformers", "conversational", "text-generation-inference"],
  pipeline_tag: "text-generation",
};
const base: ModelData = { id: "openai-community/gpt2", tags: ["transformers"], pipeline_tag: "text-generation" };
const gguf: ModelData = {
  id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
  tags: ["gguf"],
  pipeline_tag: "text-generation",
  gguf: { total: 1, context_length: 8192 },
};

/** The JSON body a curl call sends, read back the way the shell hands it to curl. */
function requestOf(command: string): { url: string; body: Record<string, unknown> } {
  const words = shellShape(command).tokens.flatMap((token) => (token.kind === "word" ? [token.text] : []));
  return {
    url: words[words.indexOf("-X") + 2] as string,
    body: JSON.parse(words[words.indexOf("--data") + 1] as string),
  };
}

describe("inference servers", () => {
  it("vLLM serves quantised, transformers and GGUF language models", () => {
    const show = LOCAL_APPS.vllm.displayOnModelPage;
    expect([chat, base, gguf].map(show)).toEqual([true, true, true]);
    expect(
      show({
        id: "q/awq",
        tags: [],
        pipeline_tag: "text-generation",
        config: { quantization_config: { quant_method: "awq" } },
      }),
    ).toBe(true);
    expect(show({ id: "q/vl", tags: ["transformers"], pipeline_tag: "image-text-to-text" })).toBe(true);
    expect(show({ id: "b/bert", tags: ["transformers"], pipeline_tag: "fill-mask" })).toBe(false);
    expect(
      show({
        id: "q/bnb",
        tags: [],
        pipeline_tag: "text-generation",
        config: { quantization_config: { quant_method: "bnb" } },
      }),
    ).toBe(false);
  });

  it("vLLM: serve, then a chat request for chat models", () => {
    const [pip, docker] = vllmSnippet(chat);
    expect(pip?.setup).toBe("pip install vllm");
    const [serve, call] = [commandAt(pip, 0), commandAt(pip, 1)];
    expect(serve).toBe("# Start the server on port 8000:\nvllm serve meta-llama/Llama-3.1-8B-Instruct");
    const request = requestOf(call);
    expect(request.url).toBe("http://localhost:8000/v1/chat/completions");
    expect(request.body.model).toBe(chat.id);
    expect(request.body.messages).toEqual([expect.objectContaining({ role: "user" })]);
    expect(docker?.content).toBe("docker model run hf.co/meta-llama/Llama-3.1-8B-Instruct");
  });

  it("vLLM: a completion request for base models, Mistral's formats for mistral-common repositories", () => {
    const request = requestOf(commandAt(vllmSnippet(base)[0], 1));
    expect(request.url).toBe("http://localhost:8000/v1/completions");
    expect(request.body).toMatchObject({ model: base.id, max_tokens: 512, temperature: 0.5 });
    expect(typeof request.body.prompt).toBe("string");
    const [pip] = vllmSnippet({ ...chat, tags: [...chat.tags, "mistral-common"] });
    expect(pip?.setup).toBe("pip install vllm\npip install --upgrade mistral-common");
    expect(commandAt(pip, 0)).toContain("--tokenizer_mode mistral --config_format mistral --load_format mistral");
  });

  it("SGLang: not for GGUF; the server on port 30000 by pip or Docker", () => {
    expect(LOCAL_APPS.sglang.displayOnModelPage(gguf)).toBe(false);
    expect(LOCAL_APPS.sglang.displayOnModelPage(chat)).toBe(true);
    const [pip, docker] = sglangSnippet(chat);
    const launch = shellShape(commandAt(pip, 0)).tokens.map((token) => token.text);
    expect(launch.slice(1)).toEqual([
      "python3",
      "-m",
      "sglang.launch_server",
      "--model-path",
      chat.id,
      "--host",
      "0.0.0.0",
      "--port",
      "30000",
    ]);
    expect(docker?.setup).toContain("lmsysorg/sglang:latest");
    expect(requestOf(commandAt(docker, 0)).url).toBe("http://localhost:30000/v1/chat/completions");
  });

  it("TGI: shown for repositories tagged for it, run in Docker", () => {
    expect(LOCAL_APPS.tgi.displayOnModelPage(chat)).toBe(true);
    expect(LOCAL_APPS.tgi.displayOnModelPage(base)).toBe(false);
    const [docker] = tgiSnippet(chat);
    expect(docker?.setup).toContain(
      "ghcr.io/huggingface/text-generation-inference:latest \\\n\t--model-id meta-llama/Llama-3.1-8B-Instruct",
    );
    expect(requestOf(commandAt(docker, 0)).body.model).toBe(chat.id);
  });

  it("MLX LM: chat and server for chat models, generation otherwise", () => {
    const mlx: ModelData = {
      id: "mlx-community/Qwen3-4B-4bit",
      tags: ["mlx", "conversational"],
      pipeline_tag: "text-generation",
    };
    expect(LOCAL_APPS["mlx-lm"].displayOnModelPage(mlx)).toBe(true);
    expect(LOCAL_APPS["mlx-lm"].displayOnModelPage({ ...mlx, pipeline_tag: "automatic-speech-recognition" })).toBe(
      false,
    );
    const [repl, server] = mlxLmSnippet(mlx);
    expect(repl?.content).toBe("mlx_lm.chat --model mlx-community/Qwen3-4B-4bit");
    expect(server?.content).toContain("mlx_lm.server --model mlx-community/Qwen3-4B-4bit\n");
    expect(requestOf(commandAt(server, 0)).url).toBe("http://localhost:8080/v1/chat/completions");
    const [generate, ...rest] = mlxLmSnippet({ ...mlx, tags: ["mlx"] });
    expect(rest).toEqual([]);
    expect(generate?.content).toMatch(/^mlx_lm\.generate --model mlx-community\/Qwen3-4B-4bit --prompt '.+'$/);
  });
});
