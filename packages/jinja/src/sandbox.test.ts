// Attack suite: known Jinja2 sandbox escapes and JavaScript prototype-pollution tricks, translated to
// this engine. Each must end in harmless output or a TemplateError, never host access or a hang.
import { describe, expect, it } from "vitest";
import { LimitExceededError, renderChatTemplate, SecurityError, Template, TemplateError } from "./index";

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

/** What a render ends with: its output, or the class of the TemplateError (anything else fails). */
function ending(source: string, context: Record<string, unknown> = {}): string {
  const result = outcome(source, context);
  return typeof result === "string" ? `output:${result}` : `error:${result.name}`;
}

describe("no name resolves through a JavaScript prototype", () => {
  const receivers = [
    "''",
    "'abc'",
    "[1]",
    "{'a': 1}",
    "1",
    "1.5",
    "true",
    "none",
    "data",
    "nothing",
    "namespace(a=1)",
    "range",
    "m",
    "loop",
    "caller",
  ];
  const names = [
    "constructor",
    "valueOf",
    "toString",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "__proto__",
    "__defineGetter__",
    "prototype",
    "call",
    "apply",
    "bind",
  ];
  // Each probe must behave exactly as the same lookup of a name that does not exist.
  const wrap = (expression: string) =>
    `{% macro m() %}{% endmacro %}{% macro c() %}{{ caller() }}{% endmacro %}` +
    `{% for _ in [1] %}{% call c() %}{{ ${expression} }}{% endcall %}{% endfor %}`;
  const context = { data: { a: 1 } };
  const cases = receivers.flatMap((x) =>
    names.map((name) => {
      const missing = name.startsWith("_") ? "__nosuchname__" : "nosuchname";
      return [x, name, missing] as const;
    }),
  );
  it.each(cases)("%s . %s", (x, name, missing) => {
    for (const [probe, reference] of [
      [`${x}.${name}`, `${x}.${missing}`],
      [`${x}[${JSON.stringify(name)}]`, `${x}[${JSON.stringify(missing)}]`],
      [`${x}.${name}()`, `${x}.${missing}()`],
      [`${x}|attr(${JSON.stringify(name)})`, `${x}|attr(${JSON.stringify(missing)})`],
    ] as const) {
      expect(ending(wrap(probe), context), probe).toBe(ending(wrap(reference), context));
    }
  });

  it.each(names)("|%s and `is %s` are unknown like any missing filter or test", (name) => {
    expect(ending(`{{ 'x'|${name} }}`)).toBe(ending("{{ 'x'|nosuchfilter }}"));
    expect(ending(`{{ 'x' is ${name} }}`)).toBe(ending("{{ 'x' is nosuchtest }}"));
    expect(ending(`{% if false %}{{ 'x'|${name} }}{% endif %}`)).toBe("output:");
    expect(ending(`{{ ['x']|map(${JSON.stringify(name)})|list }}`)).toBe(ending("{{ ['x']|map('nosuch')|list }}"));
    expect(ending(`{{ ['x']|select(${JSON.stringify(name)})|list }}`)).toBe(
      ending("{{ ['x']|select('nosuch')|list }}"),
    );
    expect(ending(`{{ ${JSON.stringify(name)} is filter }}{{ ${JSON.stringify(name)} is test }}`)).toBe(
      "output:FalseFalse",
    );
  });

  it.each(names)("the context's prototype does not provide %s", (name) => {
    expect(ending(`{{ ${name} is defined }}`, {})).toBe("output:False");
  });
});

describe("accessors of caller objects are never invoked", () => {
  const paths = [
    "{{ d }}",
    "{{ d|string }}",
    "{{ d|pprint }}",
    "{{ d|tojson }}",
    "{{ d.items()|list }}",
    "{{ d.values()|list }}",
    "{{ d.keys()|list }}",
    "{{ d|items|list }}",
    "{{ d|dictsort }}",
    "{{ d|dictsort(by='value') }}",
    "{{ d == twin }}",
    "{{ [d] == [twin] }}",
    "{{ dict(d) }}",
    "{{ dict(d).trap }}",
    "{{ namespace(d).trap }}",
    "{{ '%(trap)s' % d }}",
    "{{ top }}",
    "{{ top is defined }}",
    "{{ d.trap }}",
    "{{ d['trap'] }}",
    "{{ d.get('trap') }}",
    "{{ d.trap() }}",
    "{{ d|attr('trap') }}",
    "{{ 'trap' in d }}",
    "{{ d|length }}",
    "{% for k in d %}{{ k }}{% endfor %}",
    "{% for k, v in d.items() %}{{ v }}{% endfor %}",
    "{{ d.copy() }}",
    "{{ d|xmlattr }}",
    "{{ d|urlencode }}",
    "{{ '{0.trap}'.format(d) }}",
    "{% macro m() %}{{ kwargs }}{% endmacro %}{{ m(**d) }}",
    "{{ [d]|map(attribute='trap')|list }}",
    "{{ [d]|sum(attribute='trap') }}",
    "{{ [d]|groupby('trap') }}",
    "{{ [d]|selectattr('trap')|list }}",
    "{{ [d]|rejectattr('trap', 'defined')|list }}",
    "{{ [d]|join(attribute='trap') }}",
    "{{ [d, d]|sort(attribute='trap') }}",
    "{{ [d]|unique(attribute='trap')|list }}",
    "{{ [d]|max(attribute='trap') }}",
    "{{ d|list }}",
    "{{ d is mapping }}{{ d|default('x') }}{{ d|first }}",
  ];
  it.each(paths)("%s", (source) => {
    let calls = 0;
    const withTrap = (target: Record<string, unknown>) =>
      Object.defineProperty(target, "trap", {
        enumerable: true,
        get() {
          calls++;
          throw new Error("getter invoked");
        },
      });
    const context = withTrap({ twin: withTrap({ a: 1 }), d: withTrap({ a: 1 }) });
    Object.defineProperty(context, "top", { enumerable: true, get: () => calls++ });
    outcome(source, context);
    expect(calls).toBe(0);
  });

  it("treats accessors as absent when enumerating, and unsafe when named", () => {
    const d = Object.defineProperty({ a: 1 }, "trap", { enumerable: true, get: () => 2 });
    expect(render("{{ d }}|{{ d|length }}|{{ d.trap is defined }}|{{ 'trap' in d }}", { d })).toBe(
      "{'a': 1}|1|False|False",
    );
    expect(() => render("{{ d.trap.x }}", { d })).toThrow(SecurityError);
  });
});

describe("host errors become TemplateErrors", () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new TypeError("proxy get");
      },
      getOwnPropertyDescriptor() {
        throw new TypeError("proxy descriptor");
      },
      ownKeys() {
        throw new TypeError("proxy keys");
      },
    },
  );
  it.each(["{{ p.a }}", "{{ p }}", "{{ p|tojson }}", "{{ p|length }}", "{{ p.items() }}", "{{ 'a' in p }}"])(
    "a Proxy that throws: %s",
    (source) => {
      expect(() => render(source, { p: hostile })).toThrow(TemplateError);
    },
  );

  it("keeps the host error as the cause of a context function that throws", () => {
    const error = new URIError("host failure");
    try {
      render("{{ f() }}", {
        f: () => {
          throw error;
        },
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TemplateError);
      expect((e as TemplateError).cause).toBe(error);
      expect((e as TemplateError).location?.line).toBe(1);
    }
  });

  it.each([
    "{{ '\\ud800'|urlencode }}",
    "{{ '%.500f' % 1 }}",
    "{{ 1|round(500) }}",
    "{{ 'x'|indent('') }}",
    "{{ [1]|batch(-1) }}",
  ])("template-only input fails with a TemplateError or renders: %s", (source) => {
    outcome(source);
  });
});

describe("malformed templates and options are rejected", () => {
  it.each([null, undefined, 42, {}, [], ["{{ x }}"], true])("new Template(%j)", (source) => {
    expect(() => new Template(source as unknown as string)).toThrow(TemplateError);
  });

  it.each([
    { maxSteps: Number.NaN },
    { maxSteps: -1 },
    { maxBytes: 1.5 },
    { maxOutputLength: "10" },
    { maxRange: -Infinity },
    { maxLoopIterations: Symbol("n") },
    { maxRecursionDepth: 10n },
    { now: 5 },
  ])("options %o", (options) => {
    expect(() => new Template("x", options as never)).toThrow(TemplateError);
  });

  it("accepts Infinity and zero", () => {
    expect(new Template("{{ 1 }}", { maxSteps: Infinity, maxBytes: 0 }).render()).toBe("1");
  });

  it.each([
    42,
    { name: "default" },
    [{ name: "default" }],
    [{ template: "x" }],
    [null],
    [{ name: 1, template: "x" }],
    [{ name: "default", template: 5 }],
  ])("chat_template %j", (chatTemplate) => {
    expect(() =>
      renderChatTemplate({ tokenizerConfig: { chat_template: chatTemplate as never }, messages: [] }),
    ).toThrow(TemplateError);
  });

  it("rejects missing options of renderChatTemplate", () => {
    expect(() => renderChatTemplate(null as never)).toThrow(TemplateError);
  });
});

describe("the budget", () => {
  it("counts steps and bytes per render, with small limits", () => {
    const loop = "{% for i in range(1000) %}{{ i }}{% endfor %}";
    expect(new Template(loop, { maxSteps: 1_000_000 }).render().length).toBeGreaterThan(0);
    expect(() => new Template(loop, { maxSteps: 1000 }).render()).toThrow(LimitExceededError);
    const big = "{{ ('x' * 1000)|upper|length }}";
    expect(new Template(big, { maxBytes: 10_000 }).render({})).toBe("1000");
    expect(() => new Template(big, { maxBytes: 1000 }).render({})).toThrow(LimitExceededError);
  });

  it("restarts for every render", () => {
    const template = new Template("{% for i in range(100) %}{{ i }}{% endfor %}", { maxSteps: 3000 });
    for (let i = 0; i < 5; i++) expect(template.render()).toHaveLength(190);
  });
});
