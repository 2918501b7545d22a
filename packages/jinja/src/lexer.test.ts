import { describe, expect, it } from "vitest";
import { Template, TemplateSyntaxError, tokenize } from "./index";

const render = (source: string, context: Record<string, unknown> = {}) => new Template(source).render(context);

describe("tokenize", () => {
  it("splits data, tags and expression tokens", () => {
    const tokens = tokenize("Hi {{ name|upper }}{% if n >= 2 %}!{% endif %}");
    expect(tokens.map((t) => [t.type, t.value])).toEqual([
      ["data", "Hi "],
      ["variable_begin", ""],
      ["name", "name"],
      ["operator", "|"],
      ["name", "upper"],
      ["variable_end", ""],
      ["block_begin", ""],
      ["name", "if"],
      ["name", "n"],
      ["operator", ">="],
      ["integer", "2"],
      ["block_end", ""],
      ["data", "!"],
      ["block_begin", ""],
      ["name", "endif"],
      ["block_end", ""],
      ["eof", ""],
    ]);
  });

  it("decodes string escapes like Python", () => {
    const strings = tokenize(`{{ 'it\\'s' "tab\\there" '\\u00e9\\x41' 'keep \\q' }}`).filter(
      (t) => t.type === "string",
    );
    expect(strings.map((t) => t.value)).toEqual(["it's", "tab\there", "éA", "keep \\q"]);
  });

  it("reads floats, integers with underscores and other bases", () => {
    const numbers = tokenize("{{ 1.5 2e3 1_000 0x1F 0b11 }}").filter((t) => t.type === "float" || t.type === "integer");
    expect(numbers.map((t) => [t.type, t.value])).toEqual([
      ["float", "1.5"],
      ["float", "2e3"],
      ["integer", "1000"],
      ["integer", "0x1F"],
      ["integer", "0b11"],
    ]);
  });
});

describe("whitespace control (trim_blocks and lstrip_blocks on)", () => {
  it("strips block indentation and the newline after block tags", () => {
    expect(render("  {% if true %}\nx\n  {% endif %}\ny")).toBe("x\ny");
  });

  it("keeps indentation before variable tags", () => {
    expect(render("{% for i in [1,2] %}\n  - {{ i }}\n{% endfor %}")).toBe("  - 1\n  - 2\n");
  });

  it("strips all whitespace next to '-' markers", () => {
    expect(render("a {{- ' b ' -}} c")).toBe("a b c");
  });

  it("keeps indentation after '{%+'", () => {
    expect(render("  {%+ if true %}x{% endif %}")).toBe("  x");
  });

  it("drops comments and the newline after them", () => {
    expect(render("{# note #}\nz")).toBe("z");
  });

  it("outputs raw blocks verbatim", () => {
    expect(render("{% raw %}{{ x }}{% endraw %}")).toBe("{{ x }}");
  });

  it("drops one trailing newline and normalises line endings", () => {
    expect(render("a\r\nb\n")).toBe("a\nb");
  });
});

describe("syntax errors", () => {
  it("report line, column and an excerpt", () => {
    let error: unknown;
    try {
      new Template("line one\n{{ a + }}");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateSyntaxError);
    const syntax = error as TemplateSyntaxError;
    expect(syntax.line).toBe(2);
    expect(syntax.column).toBeGreaterThan(1);
    expect(syntax.excerpt).toContain("{{ a + }}");
    expect(syntax.excerpt).toContain("^");
  });

  it.each([
    ["{{ 'unterminated }}", /unexpected char/],
    ["{# never closed", /Missing end of comment tag/],
    ["{% if x %}", /Unexpected end of template/],
    ["{% endfor %}", /Unknown statement 'endfor'/],
    ["{% frobnicate %}", /Unknown statement 'frobnicate'/],
    ["{{ (1 }}", /unexpected|expected/],
    ["{{ x | }}", /expected a name/],
  ])("%s", (source, message) => {
    expect(() => new Template(source)).toThrow(message);
  });
});
