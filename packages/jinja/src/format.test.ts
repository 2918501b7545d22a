import { describe, expect, it } from "vitest";
import { Template } from "./index";

const SOURCE =
  "{% for m in messages %}{% if m.role == 'user' %}<u>{{ m.content | trim }}</u>{% elif m.role == 'assistant' %}<a>{{ m.content }}</a>{% else %}{{ raise_exception('bad role') }}{% endif %}\n{% endfor %}{% if add_generation_prompt %}<a>{% endif %}";
const CONTEXT = {
  messages: [
    { role: "user", content: "  hi  " },
    { role: "assistant", content: "hello" },
  ],
  add_generation_prompt: true,
};

describe("Template.format", () => {
  it("indents nested blocks, one tag per line (the newline after endif is trimmed by trim_blocks)", () => {
    expect(new Template(SOURCE).format({ indent: 2 })).toBe(
      [
        "{%- for m in messages %}",
        "  {%- if m.role == 'user' %}",
        "    {{- '<u>' }}",
        "    {{- m.content | trim }}",
        "    {{- '</u>' }}",
        "  {%- elif m.role == 'assistant' %}",
        "    {{- '<a>' }}",
        "    {{- m.content }}",
        "    {{- '</a>' }}",
        "  {%- else %}",
        "    {{- raise_exception('bad role') }}",
        "  {%- endif %}",
        "{%- endfor %}",
        "{%- if add_generation_prompt %}",
        "  {{- '<a>' }}",
        "{%- endif %}",
      ].join("\n"),
    );
  });

  it("produces a template that renders the same output", () => {
    const formatted = new Template(SOURCE).format();
    expect(new Template(formatted).render(CONTEXT)).toBe(new Template(SOURCE).render(CONTEXT));
  });

  it("keeps operator precedence with parentheses where needed", () => {
    const source =
      "{{ (1 + 2) * 3 }} {{ -(x | abs) }} {{ (a if b else c) | string }} {{ not (p and q) }} {{ (1, 2)[0] }}";
    const formatted = new Template(source).format();
    const context = { x: -4, a: "A", b: false, c: "C", p: true, q: false };
    expect(new Template(formatted).render(context)).toBe(new Template(source).render(context));
    expect(formatted).toContain("(1 + 2) * 3");
    expect(formatted).toContain("-(x | abs)");
  });

  it("re-emits macros, calls, set blocks, filter blocks and loop controls", () => {
    const source =
      "{% macro m(a, b=2) %}[{{ a }}{{ b }}{{ caller() }}]{% endmacro %}{% call m(1) %}c{% endcall %}" +
      "{% set s | upper %}x{% endset %}{{ s }}{% filter lower %}ABC{% endfilter %}" +
      "{% for i in range(5) %}{% if i == 1 %}{% continue %}{% elif i == 3 %}{% break %}{% endif %}{{ i }}{% endfor %}" +
      "{% raw %}{{ kept }}{% endraw %}";
    const formatted = new Template(source).format();
    expect(new Template(formatted).render()).toBe(new Template(source).render());
    expect(new Template(source).render()).toBe("[12c]Xabc02{{ kept }}");
  });
});
