import { describe, expect, it } from "vitest";
import { type PlaygroundInput, renderPlayground } from "./render";
import { STARTER_MESSAGES, STARTER_TOOLS, STARTERS } from "./starters";

const starter = (id: string) => STARTERS.find((s) => s.id === id) ?? STARTERS[0];

function input(overrides: Partial<PlaygroundInput> = {}): PlaygroundInput {
  const chatml = starter("chatml");
  return {
    template: chatml?.template ?? "",
    messages: STARTER_MESSAGES,
    tools: "",
    addGenerationPrompt: true,
    bosToken: chatml?.bosToken ?? "",
    eosToken: chatml?.eosToken ?? "",
    ...overrides,
  };
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
    for (const { id, template, bosToken, eosToken } of STARTERS) {
      const base = { template, bosToken, eosToken, tools: id.includes("tools") ? STARTER_TOOLS : "" };
      const asked = renderPlayground(input({ ...base, addGenerationPrompt: true }));
      const notAsked = renderPlayground(input({ ...base, addGenerationPrompt: false }));
      if (!asked.ok || !notAsked.ok) throw new Error(`${id}: ${JSON.stringify(asked)}`);
      for (const content of ["What is the capital of France?", "Paris.", "And of Japan?"]) {
        expect(asked.output, id).toContain(content);
      }
      expect(asked.output.startsWith(notAsked.output), id).toBe(true);
      // Mistral's format has no header for the answer: the prompt ends where the last message does.
      if (id !== "mistral") expect(asked.output.length, id).toBeGreaterThan(notAsked.output.length);
      expect(asked.formatted, id).toMatch(/\S/);
    }
  });

  it("passes tools to the template only when there are some", () => {
    const tools = starter("chatml-tools")?.template ?? "";
    const withTools = renderPlayground(input({ template: tools, tools: STARTER_TOOLS }));
    const without = renderPlayground(input({ template: tools, tools: "  " }));
    expect(withTools.ok && withTools.output).toContain('"name": "get_weather"');
    expect(without.ok && without.output).not.toContain("<tools>");
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
