import { describe, expect, it } from "vitest";
import type { ChatCompletionInputMessage } from "../chat-completion";
import { inferenceSnippetLanguages } from "./languages";
import { stringifyGenerationConfig, stringifyMessages } from "./stringify";

const messages: ChatCompletionInputMessage[] = [
  { role: "system", content: "Be brief." },
  { role: "user", content: [{ type: "text", text: "Hi" }] },
];

describe("stringifyMessages", () => {
  it("writes a tab-indented literal with unquoted keys by default", () => {
    expect(stringifyMessages([{ role: "user", content: "Hi" }])).toBe(
      '[\n\t{\n\t\trole: "user",\n\t\tcontent: "Hi"\n\t}\n]',
    );
  });

  it("keeps quoted keys for JSON and Python", () => {
    const literal = stringifyMessages(messages, { attributeKeyQuotes: true });
    expect(JSON.parse(literal)).toEqual(messages);
    expect(literal).toContain('"role": "system"');
  });

  it("indents every line after the first", () => {
    const lines = stringifyMessages(messages, { indent: "    " }).split("\n");
    expect(lines[0]).toBe("[");
    for (const line of lines.slice(1)) expect(line.startsWith("    ")).toBe(true);
    expect(lines.at(-1)).toBe("    ]");
  });

  it("applies the escaper last, to the finished literal", () => {
    const escaped = stringifyMessages([{ role: "user", content: "a`b" }], {
      customContentEscaper: (literal) => literal.replaceAll("`", "\\`"),
    });
    expect(escaped).toContain('content: "a\\`b"');
  });

  it("writes an empty conversation as an empty array", () => {
    expect(stringifyMessages([])).toBe("[]");
  });
});

describe("stringifyGenerationConfig", () => {
  const config = { temperature: 0.5, max_tokens: 2048, top_p: 0.7 };

  it("joins settings as object entries", () => {
    expect(stringifyGenerationConfig(config, { indent: "\n\t", attributeValueConnector: ": " })).toBe(
      "temperature: 0.5,\n\tmax_tokens: 2048,\n\ttop_p: 0.7,",
    );
  });

  it("joins settings as quoted keys or keyword arguments", () => {
    expect(
      stringifyGenerationConfig(
        { max_tokens: 500 },
        { indent: " ", attributeValueConnector: ": ", attributeKeyQuotes: true },
      ),
    ).toBe('"max_tokens": 500,');
    expect(stringifyGenerationConfig(config, { indent: " ", attributeValueConnector: "=" })).toBe(
      "temperature=0.5, max_tokens=2048, top_p=0.7,",
    );
  });

  it("writes nothing for an empty config", () => {
    expect(stringifyGenerationConfig({}, { indent: "\n", attributeValueConnector: ": " })).toBe("");
  });
});

describe("inferenceSnippetLanguages", () => {
  it("offers python, then js, then sh", () => {
    expect([...inferenceSnippetLanguages]).toEqual(["python", "js", "sh"]);
  });
});

describe("hostile keys and values stay strings", () => {
  it("keeps a message key that is not an identifier quoted, whatever quotes it holds", () => {
    const hostile = [{ role: "user", 'a"b': "x", "c\u2028": "d\u2028" }] as unknown as ChatCompletionInputMessage[];
    const literal = stringifyMessages(hostile);
    expect(literal).toContain('role: "user"');
    expect(literal).toContain('"a\\"b": "x"');
    expect(literal).toContain('"c\\u2028": "d\\u2028"');
    expect(new Function(`return ${literal};`)()).toEqual(hostile);
  });

  it("quotes config keys that are not names and values that are not numbers", () => {
    const hostile = { "x=__import__('os')": "1)\nimport os" } as unknown as { temperature: number };
    expect(stringifyGenerationConfig(hostile, { indent: " ", attributeValueConnector: ": " })).toBe(
      `"x=__import__('os')": "1)\\nimport os",`,
    );
  });
});
