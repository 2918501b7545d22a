// Attack suite: known Jinja2 sandbox escapes and JavaScript prototype-pollution tricks, translated to
// this engine. Each must end in harmless output or a TemplateError, never host access or a hang.
import { describe, expect, it } from "vitest";
import { LimitExceededError, SecurityError, Template, TemplateError } from "./index";

const render = (source: string, context: Record<string, unknown> = {}, options = {}) =>
  new Template(source, options).render(context);

/** Renders and returns the output, or the TemplateError raised (anything else fails the test). */
function outcome(source: string, context: Record<string, unknown> = {}): string | TemplateError {
  try {
    return render(source, context);
  } catch (e) {
    expect(e).toBeInstanceOf(TemplateError);
    return e as TemplateError;
  }
}

describe("no access to JavaScript internals", () => {
  const probes = [
    "{{ ''.constructor }}",
    "{{ ''.constructor.constructor('return process')() }}",
    "{{ x.constructor.constructor('return globalThis')() }}",
    "{{ x['constructor'] }}",
    "{{ x.__proto__ }}",
    "{{ x['__proto__'] }}",
    "{{ [].__proto__ }}",
    "{{ [].constructor.prototype }}",
    "{{ {}.constructor }}",
    "{{ fn.constructor('return process')() }}",
    "{{ fn.call }}{{ fn.apply }}{{ fn.bind }}",
    "{{ x.hasOwnProperty }}{{ x.toString }}{{ x.valueOf }}",
    "{{ (1).constructor }}{{ true.constructor }}",
    "{{ namespace.constructor }}{{ range.constructor }}{{ raise_exception.constructor }}",
    "{{ process }}{{ globalThis }}{{ require }}{{ window }}{{ this }}",
  ];
  it.each(probes)("%s reveals nothing", (source) => {
    const result = outcome(source, { x: { a: 1 }, fn: () => "called" });
    if (typeof result === "string") {
      expect(result).not.toMatch(/function|native code|\[object|process|called/i);
    }
  });

  it("sees only own properties of context objects", () => {
    const proto = { secret: "inherited" };
    const data = Object.create(proto) as Record<string, unknown>;
    data.visible = "own";
    expect(render("{{ d.visible }}|{{ d.secret }}|{{ d['secret'] }}", { d: data })).toBe("own||");
  });

  it("never invokes getters of context objects", () => {
    let called = false;
    const data = {
      get trap() {
        called = true;
        return "x";
      },
    };
    outcome("{{ d.trap }}{{ d['trap'] }}", { d: data });
    expect(called).toBe(false);
  });
});

describe("Python sandbox escapes fail", () => {
  const escapes = [
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ ''.__class__.__base__.__subclasses__() }}",
    "{{ [].__class__.__base__.__subclasses__()[40]('/etc/passwd').read() }}",
    "{{ cycler.__init__.__globals__.os.popen('id').read() }}",
    "{{ joiner.__init__.__globals__ }}",
    "{{ namespace.__init__.__globals__ }}",
    "{{ lipsum.__globals__['os'] }}",
    "{{ self.__init__.__globals__ }}",
    "{{ range.__self__ }}",
    "{{ config.items() }}",
    "{{ request.application.__globals__ }}",
    "{{ x.__dict__ }}{{ x.__class__.__name__ }}",
    "{{ raise_exception.__globals__ }}",
    "{{ ''|attr('__class__') }}",
    "{% set x = ''.__class__ %}{{ x.mro() }}",
  ];
  it.each(escapes)("%s", (source) => {
    const result = outcome(source, { x: { a: 1 } });
    if (typeof result === "string") expect(result.trim()).toBe("");
  });
});

describe("no prototype pollution", () => {
  const attacks = [
    "{% set x = {'__proto__': {'polluted': 'yes'}} %}{{ x.polluted }}",
    "{% set x = {'constructor': {'prototype': {'polluted': 'yes'}}} %}{{ x }}",
    "{% set x = dict(__proto__={'polluted': 'yes'}) %}{{ x }}",
    "{% set ns = namespace(__proto__={'polluted': 'yes'}) %}{{ ns.polluted }}",
    "{% set ns = namespace() %}{% set ns.__proto__ = {'polluted': 'yes'} %}{{ ns.polluted }}",
    "{% set __proto__ = {'polluted': 'yes'} %}{{ polluted }}",
    "{% for __proto__ in [{'polluted': 'yes'}] %}{{ polluted }}{% endfor %}",
    "{{ {'a': 1} | tojson }}{{ messages.__proto__.polluted }}",
  ];
  it.each(attacks)("%s", (source) => {
    outcome(source, { messages: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps a __proto__ key of JSON data as plain data", () => {
    const data = JSON.parse('{"__proto__": {"role": "admin"}, "name": "x"}');
    expect(render("{{ d.name }}{{ d.role }}", { d: data })).toBe("x");
  });
});

describe("caller data is immutable", () => {
  const mutations = [
    "{% set _ = messages.append({'role': 'x'}) %}",
    "{{ messages.pop() }}",
    "{{ messages.clear() }}",
    "{{ messages.sort() }}",
    "{{ messages[0].update({'role': 'hacked'}) }}",
    "{{ messages[0].pop('role') }}",
    "{{ messages[0].setdefault('extra', 1) }}",
    "{{ messages[0].clear() }}",
  ];
  it.each(mutations)("%s raises a SecurityError", (source) => {
    const messages = [{ role: "user", content: "hi" }];
    const snapshot = structuredClone(messages);
    expect(() => render(source, { messages })).toThrow(SecurityError);
    expect(messages).toEqual(snapshot);
  });

  it("rejects assignment to items and attributes of data", () => {
    expect(() => render("{% set messages[0].role = 'x' %}")).toThrow(TemplateError);
    expect(() => render("{% set m = {} %}{% set m.role = 'x' %}", {})).toThrow(TemplateError);
  });
});

describe("limits stop hostile templates", () => {
  it("refuses huge ranges", () => {
    expect(() => render("{% for i in range(10**12) %}{% endfor %}")).toThrow(LimitExceededError);
  });

  it("stops runaway loops", () => {
    const source = "{% for a in range(1000) %}{% for b in range(1000) %}{% endfor %}{% endfor %}";
    expect(() => render(source, {}, { maxLoopIterations: 10_000 })).toThrow(LimitExceededError);
  });

  it("stops infinite macro recursion", () => {
    expect(() => render("{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}")).toThrow(LimitExceededError);
  });

  it("stops infinite recursive loops", () => {
    const tree: Record<string, unknown> = { name: "root" };
    tree.children = [tree];
    const source = "{% for n in [t] recursive %}{{ n.name }}{{ loop(n.children) }}{% endfor %}";
    expect(() => render(source, { t: tree })).toThrow(LimitExceededError);
  });

  it("caps the output size", () => {
    const source = "{% for i in range(10000) %}{{ 'x' * 100 }}{% endfor %}";
    expect(() => render(source, {}, { maxOutputLength: 50_000 })).toThrow(LimitExceededError);
  });

  it("caps lists built by doubling", () => {
    const source = "{% set ns = namespace(l=[1]) %}{% for i in range(64) %}{% set ns.l = ns.l + ns.l %}{% endfor %}";
    expect(() => render(source, {}, { maxOutputLength: 1_000_000 })).toThrow(LimitExceededError);
  });

  it.each(["{{ 'a b c' | wordwrap(0) }}", "{{ [1, 2] | slice(0) | list }}"])(
    "%s fails instead of looping",
    (source) => {
      expect(() => render(source)).toThrow(TemplateError);
    },
  );

  it("caps strings built by doubling", () => {
    const source = "{% set ns = namespace(s='x') %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}";
    expect(() => render(source, {}, { maxOutputLength: 1_000_000 })).toThrow(LimitExceededError);
  });

  it.each([
    "{{ 'a' * 10**12 }}",
    "{{ [1] * 10**9 }}",
    "{{ 'x'.center(10**10) }}",
    "{{ 'x'.ljust(10**9) }}",
    "{{ 'x' | center(10**10) }}",
    "{{ 'a\\nb' | indent(10**10) }}",
    "{{ '%999999999d' % 1 }}",
    "{{ [1] | batch(10**9, 'x') | list }}",
  ])("refuses to allocate %s", (source) => {
    expect(() => render(source)).toThrow(LimitExceededError);
  });

  it("prints self-referencing data like Python instead of overflowing the stack", () => {
    const list: unknown[] = [1];
    list.push(list);
    expect(render("{{ l }}", { l: list })).toBe("[1, [...]]");
  });

  it.each([
    `{{ ${"(".repeat(20_000)}1${")".repeat(20_000)} }}`,
    "{% if true %}".repeat(20_000),
    `{{ x${".a".repeat(50_000)} }}`,
    `{{ ${"not ".repeat(50_000)}x }}`,
  ])("rejects absurdly nested templates with a TemplateError (%#)", (source) => {
    expect(() => render(source)).toThrow(TemplateError);
  });

  it("turns stack exhaustion on deep data into a limit error", () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => render("{{ d | tojson }}", { d: deep })).toThrow(TemplateError);
  });
});
