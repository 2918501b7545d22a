import { describe, expect, it } from "vitest";
import { hasJinja2, runOracle } from "./jinja2-oracle";

const ready = hasJinja2();
if (!ready) console.warn("skipping the Jinja2 oracle test: /usr/bin/python3 with jinja2 not found");

describe.skipIf(!ready)("runOracle", () => {
  it("renders like transformers (trimmed blocks, tojson, raise_exception), one result per job", () => {
    const results = runOracle([
      { template: "{% for x in xs %}\n  {{ x | tojson }}\n{% endfor %}", context: { xs: ["é", 1] } },
      { template: "{{ raise_exception('no ' ~ who) }}", context: { who: "system" } },
      { template: "{% if %}", context: {} },
    ]);
    // trim_blocks drops the newline after each tag; indentation before an expression stays.
    expect(results[0]).toEqual({ output: '  "é"\n  1\n' });
    expect(results[1]).toEqual({ error: "TemplateError: no system" });
    expect(results[2]).toMatchObject({ error: expect.stringMatching(/^TemplateSyntaxError: /) });
  });
});
