import { describe, expect, it } from "vitest";
import { type PlaygroundInput, renderPlayground } from "./render";
import { STARTERS, type StarterTemplate } from "./starters";

function starter(id: string): StarterTemplate {
  const found = STARTERS.find((s) => s.id === id);
  if (!found) throw new Error(`no starter ${id}`);
  return found;
}

function input(overrides: Partial<PlaygroundInput> = {}): PlaygroundInput {
  const { template, messages, specialTokens } = starter("chatml");
  return { template, messages, tools: "", addGenerationPrompt: true, specialTokens, ...overrides };
}

describe("renderPlayground", () => {
  it("renders the ChatML starter as ChatML, block tags leaving no lines behind", () => {
    expect(renderPlayground(input())).toMatchObject({
      ok: true,
      output:
        "<|im_start|>system\nYou are a concise assistant.<|im_end|>\n" +
        "<|im_start|>user\nWhat is the capital of France?<|im_end|>\n" +
        "<|im_start|>assistant\nParis.<|im_end|>\n" +
        "<|im_start|>user\nAnd of Japan?<|im_end|>\n" +
        "<|im_start|>assistant\n",
    });
  });

  it("renders every starter with the starter conversation, the prompt for an answer only when asked", () => {
    for (const { id, template, messages, specialTokens, tools = "" } of STARTERS) {
      const base = { template, messages, specialTokens, tools };
      const asked = renderPlayground(input({ ...base, addGenerationPrompt: true }));
      const notAsked = renderPlayground(input({ ...base, addGenerationPrompt: false }));
      if (!asked.ok || !notAsked.ok) throw new Error(`${id}: ${JSON.stringify(asked)}`);
      for (const content of ["What is the capital of France?", "Paris.", "And of Japan?"]) {
        expect(asked.output, id).toContain(content);
      }
      expect(asked.output.startsWith(notAsked.output), id).toBe(true);
      // Mixtral's format has no header for the answer: the prompt ends where the last message does.
      if (id !== "mixtral") expect(asked.output.length, id).toBeGreaterThan(notAsked.output.length);
      expect(asked.formatted, id).toMatch(/\S/);
    }
  });

  it("passes tools to the template only when there are some", () => {
    const { template: tools, tools: sampleTools = "" } = starter("chatml-tools");
    const withTools = renderPlayground(input({ template: tools, tools: sampleTools }));
    const without = renderPlayground(input({ template: tools, tools: "  " }));
    expect(withTools.ok && withTools.output).toContain('"name": "get_weather"');
    expect(without.ok && without.output).not.toContain("<tools>");
  });

  it("passes the special tokens that are set, and leaves empty ones undefined", () => {
    const template = "{{ bos_token }}|{{ eos_token }}|{{ pad_token is defined }}|{{ unk_token is defined }}";
    const specialTokens = { bos_token: "<s>", eos_token: "</s>", pad_token: "", unk_token: "<unk>" };
    expect(renderPlayground(input({ template, specialTokens }))).toMatchObject({
      ok: true,
      output: "<s>|</s>|False|True",
    });
  });

  it("says which input is wrong when the JSON is not a list", () => {
    expect(renderPlayground(input({ messages: "[{" }))).toMatchObject({
      ok: false,
      stage: "messages",
      message: expect.stringMatching(/^The messages are not valid JSON: /),
    });
    expect(renderPlayground(input({ messages: '{"role": "user"}' }))).toEqual({
      ok: false,
      stage: "messages",
      message: "The messages must be a JSON array.",
    });
    expect(renderPlayground(input({ tools: "{}" }))).toEqual({
      ok: false,
      stage: "tools",
      message: "The tools must be a JSON array.",
    });
  });

  it("points at the line of a template syntax error", () => {
    const result = renderPlayground(input({ template: "line one\nline two {% if %}" }));
    expect(result).toMatchObject({ ok: false, stage: "template", line: 2 });
    // The reason alone: the playground marks the line and column itself, under the editor.
    expect(result).toHaveProperty("message", expect.not.stringContaining("line 2"));
  });

  it("reports what a template raises while rendering", () => {
    const result = renderPlayground(input({ template: "{{ raise_exception('Only user and assistant roles') }}" }));
    expect(result).toMatchObject({
      ok: false,
      stage: "template",
      message: expect.stringMatching(/^Only user and assistant roles\b/),
    });
  });
});
