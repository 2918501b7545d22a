import { describe, expect, it } from "vitest";
import { ChatTemplateError, renderChatTemplate, selectChatTemplate, specialTokenVariables } from "./index";

const CHATML =
  "{{ bos_token }}{% for m in messages %}<|{{ m.role }}|>{{ m.content }}{{ eos_token }}{% endfor %}{% if add_generation_prompt %}<|assistant|>{% endif %}";
const messages = [{ role: "user", content: "Hi" }];

describe("renderChatTemplate", () => {
  it("renders a template string with the conversation", () => {
    const text = renderChatTemplate({ template: CHATML, messages, addGenerationPrompt: true, bos_token: "<s>" });
    expect(text).toBe("<s><|user|>Hi<|assistant|>");
  });

  it("reads the template and special tokens from a tokenizer config, including AddedToken objects", () => {
    const tokenizerConfig = {
      chat_template: CHATML,
      bos_token: { content: "<s>", lstrip: false, __type: "AddedToken" },
      eos_token: "</s>",
    };
    expect(renderChatTemplate({ tokenizerConfig, messages })).toBe("<s><|user|>Hi</s>");
  });

  it("passes tools and documents as None when absent, like transformers", () => {
    const template = "{{ tools is none }} {{ documents is none }} {{ tools is defined }}";
    expect(renderChatTemplate({ template, messages })).toBe("True True True");
  });

  it("passes extra variables through", () => {
    expect(renderChatTemplate({ template: "{{ enable_thinking }}", messages, enable_thinking: false })).toBe("False");
  });
});

describe("named templates", () => {
  const named = [
    { name: "default", template: "default" },
    { name: "tool_use", template: "tools" },
    { name: "rag", template: "rag" },
  ];

  it("picks tool_use with tools, rag with documents, default otherwise", () => {
    expect(renderChatTemplate({ template: named, messages })).toBe("default");
    expect(renderChatTemplate({ template: named, messages, tools: [{ type: "function" }] })).toBe("tools");
    expect(renderChatTemplate({ template: named, messages, documents: [{ text: "d" }] })).toBe("rag");
    expect(renderChatTemplate({ template: named, messages, templateName: "rag" })).toBe("rag");
  });

  it("falls back to default and fails clearly on unknown names", () => {
    expect(selectChatTemplate([{ name: "default", template: "d" }], { tools: [] })).toBe("d");
    expect(() => selectChatTemplate(named, { templateName: "nope" })).toThrow(ChatTemplateError);
    expect(() => selectChatTemplate(named, { templateName: "nope" })).toThrow(/default, tool_use, rag/);
  });

  it("fails when there is no template", () => {
    expect(() => renderChatTemplate({ tokenizerConfig: {}, messages })).toThrow(/chat_template is not set/);
  });
});

describe("specialTokenVariables", () => {
  it("collects string and object tokens and skips absent ones", () => {
    expect(
      specialTokenVariables({
        bos_token: "<s>",
        eos_token: { content: "</s>" },
        pad_token: null,
        additional_special_tokens: ["<a>", { content: "<b>" }],
      }),
    ).toEqual({ bos_token: "<s>", eos_token: "</s>", additional_special_tokens: ["<a>", "<b>"] });
  });
});
