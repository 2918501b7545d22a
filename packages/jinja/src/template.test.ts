import { describe, expect, it } from "vitest";
import {
  LimitExceededError,
  Template,
  TemplateRaisedError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  UndefinedValueError,
} from "./index";

const render = (source: string, context: Record<string, unknown> = {}) => new Template(source).render(context);

describe("Python values", () => {
  it("print like Python's str()", () => {
    expect(render("{{ [1, 'a', none, true, 1.0] }} {{ {'k': (1,)} }}")).toBe("[1, 'a', None, True, 1.0] {'k': (1,)}");
  });

  it("distinguish ints from floats: integer-valued context numbers are ints, `/` gives floats", () => {
    expect(render("{{ n }} {{ n / 2 }} {{ 7 // 2 }} {{ x }}", { n: 4, x: 0.5 })).toBe("4 2.0 3 0.5");
  });

  it("use Python's float formatting", () => {
    expect(render("{{ 1e16 }} {{ 0.1 }} {{ 1e-5 }} {{ -0.0 }} {{ 3.0 }}")).toBe("1e+16 0.1 1e-05 -0.0 3.0");
  });

  it("quote strings inside containers like repr()", () => {
    expect(render(`{{ ['a"b', "it's", 'nl\\n'] }}`)).toBe(`['a"b', "it's", 'nl\\n']`);
  });

  it("follow Python truthiness", () => {
    expect(render("{% for v in [0, '', [], {}, none, 0.0, 'x', [0]] %}{{ 'T' if v else 'F' }}{% endfor %}")).toBe(
      "FFFFFFTT",
    );
  });
});

describe("undefined values", () => {
  it("print empty, are falsy and iterate as empty", () => {
    expect(render("[{{ missing }}]{% if missing %}x{% endif %}{% for i in missing %}y{% endfor %}")).toBe("[]");
  });

  it("fail on attribute access and arithmetic", () => {
    expect(() => render("{{ missing.attr }}")).toThrow(UndefinedValueError);
    expect(() => render("{{ missing.attr }}")).toThrow(/Unknown variable/);
    expect(() => render("{{ missing + 1 }}")).toThrow(UndefinedValueError);
    expect(() => render("{{ missing + 1 }}")).toThrow(
      /Cannot perform operation on null or undefined values: Unknown variable: 'missing' is undefined/,
    );
  });

  it("let missing dict keys be tested", () => {
    expect(render("{{ d.nope is defined }} {{ d.nope | default('dflt') }}", { d: {} })).toBe("False dflt");
  });
});

describe("runtime errors", () => {
  it("carry the position of the failing node", () => {
    let error: unknown;
    try {
      render("ok\n{{ 1 + 'a' }}");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateRuntimeError);
    expect((error as TemplateRuntimeError).location?.line).toBe(2);
  });

  it("name operations on None", () => {
    expect(() => render("{{ none + 1 }}")).toThrow(/Cannot perform operation on null or undefined values/);
  });

  it("reject unknown filters at compile time, or when reached inside an if", () => {
    expect(() => new Template("{{ x | nope }}")).toThrow(TemplateSyntaxError);
    expect(() => new Template("{{ x | nope }}")).toThrow(/Unknown filter/);
    expect(render("{% if false %}{{ x | nope }}{% endif %}ok")).toBe("ok");
    expect(() => render("{% if true %}{{ x | nope }}{% endif %}")).toThrow(/Unknown filter/);
  });

  it("reject unknown tests", () => {
    expect(() => new Template("{{ x is nope }}")).toThrow(/Unknown test/);
  });

  it("raise_exception ends the render with the template's message", () => {
    expect(() => render("{{ raise_exception('Roles must alternate') }}")).toThrow(TemplateRaisedError);
    expect(() => render("{{ raise_exception('Roles must alternate') }}")).toThrow(/Roles must alternate/);
  });
});

describe("statements", () => {
  it("loops with loop.*, filters, else and loop controls", () => {
    const source =
      "{% for x in xs if x != 3 %}{% if x == 5 %}{% break %}{% endif %}{{ loop.index }}:{{ x }}{{ ',' if not loop.last }}{% else %}none{% endfor %}";
    expect(render(source, { xs: [1, 2, 3, 4, 5, 6] })).toBe("1:1,2:2,3:4,");
    expect(render(source, { xs: [] })).toBe("none");
  });

  it("scopes loop variables per iteration and keeps namespace changes", () => {
    const source =
      "{% set ns = namespace(n=0) %}{% set y = 'outer' %}{% for i in [1, 2] %}{% set y = i %}{% set ns.n = ns.n + i %}{% endfor %}{{ y }} {{ ns.n }}";
    expect(render(source)).toBe("outer 3");
  });

  it("macros with defaults, keyword arguments, varargs and caller", () => {
    const source =
      "{% macro tag(name, body='-') %}<{{ name }}>{{ body }}{{ varargs | join }}{% if caller %}{{ caller() }}{% endif %}</{{ name }}>{% endmacro %}" +
      "{{ tag('a') }}{{ tag('b', body='x') }}{{ tag('c', 'y', 1, 2) }}{% call tag('d') %}inner{% endcall %}";
    expect(render(source)).toBe("<a>-</a><b>x</b><c>y12</c><d>-inner</d>");
  });

  it("block set, filter blocks and generation blocks", () => {
    expect(render("{% set s | upper %}a{{ 1 }}{% endset %}{{ s }}")).toBe("A1");
    expect(render("{% filter replace('a', 'o') %}banana{% endfilter %}")).toBe("bonono");
    expect(render("{% generation %}kept{% endgeneration %}")).toBe("kept");
  });

  it("recursive loops", () => {
    const tree = [{ n: "a", kids: [{ n: "b", kids: [] }] }];
    expect(render("{% for t in tree recursive %}{{ t.n }}({{ loop(t.kids) }}){% endfor %}", { tree })).toBe("a(b())");
  });
});

describe("globals and options", () => {
  it("strftime_now uses the injected clock", () => {
    const t = new Template("{{ strftime_now('%d %b %Y') }}", { now: () => new Date(2024, 6, 26) });
    expect(t.render()).toBe("26 Jul 2024");
  });

  it("applies configured limits", () => {
    const t = new Template("{% for i in range(n) %}x{% endfor %}", { maxLoopIterations: 5 });
    expect(t.render({ n: 5 })).toBe("xxxxx");
    expect(() => t.render({ n: 6 })).toThrow(LimitExceededError);
  });

  it("tojson matches json.dumps(ensure_ascii=False) separators", () => {
    expect(render("{{ d | tojson }}|{{ d | tojson(indent=2) }}", { d: { a: [1, "é"] } })).toBe(
      '{"a": [1, "é"]}|{\n  "a": [\n    1,\n    "é"\n  ]\n}',
    );
  });
});
