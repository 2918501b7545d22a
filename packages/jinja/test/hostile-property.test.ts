// Random compositions of expressions, filters and methods over random data, rendered with small
// limits: every render ends in output or a TemplateError (never a raw JavaScript error or a crash),
// and a budget spent is never exceeded silently.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LimitExceededError, Template, TemplateError } from "../src/index";

const SEED = Number(process.env.JINJA_PROPERTY_SEED ?? 20261124);

const FILTERS = [
  "string",
  "tojson",
  "list",
  "unique",
  "sort",
  "reverse",
  "first",
  "last",
  "length",
  "join",
  "upper",
  "title",
  "trim",
  "striptags",
  "wordcount",
  "center(40)",
  "indent(3)",
  "wordwrap(5)",
  "batch(3, 'x')",
  "slice(4, 0)",
  "replace('a', 'bb')",
  "format(1, 2)",
  "dictsort",
  "items",
  "pprint",
  "sum",
  "min",
  "max",
  "map('string')",
  "select",
  "reject('none')",
  "selectattr('a')",
  "map(attribute='a')",
  "groupby('a')",
  "truncate(5)",
  "urlencode",
  "xmlattr",
  "int",
  "float",
  "abs",
  "round",
  "capitalize",
  "e",
  "safe",
  "default('d')",
  "attr('constructor')",
  "join(attribute='a')",
  "unique(attribute='a')",
];
const METHODS = [
  "split()",
  "split('a')",
  "rsplit(none, 2)",
  "replace('', '-')",
  "strip('ab')",
  "center(9, '*')",
  "ljust(7)",
  "zfill(6)",
  "format(1, x=2)",
  "join(['a', 'b'])",
  "splitlines()",
  "count('a')",
  "index(1)",
  "items()",
  "keys()",
  "values()",
  "get('a')",
  "upper()",
  "startswith('a')",
  "constructor",
  "__proto__",
  "valueOf()",
  "toString()",
  "hasOwnProperty('a')",
];
const OPERATORS = ["+", "*", "~", "%", "==", "in", "not in", "<", "//", "-", "and", "or"];

const literal = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom("10**6", "10**9", "-1", "0.5", "none", "true", "''", "'a b'", "'<a>x</a>'", "'%s-%d'"),
  fc.constantFrom("[1, 'a', none]", "{'a': 1, 'b': [2]}", "range(5)", "('a',)", "namespace(a=1)", "x", "y", "z"),
);

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal,
    fc.tuple(tie("expr"), fc.constantFrom(...FILTERS)).map(([e, f]) => `(${e})|${f}`),
    fc.tuple(tie("expr"), fc.constantFrom(...METHODS)).map(([e, m]) => `(${e}).${m}`),
    fc.tuple(tie("expr"), fc.constantFrom(...OPERATORS), tie("expr")).map(([a, op, b]) => `(${a}) ${op} (${b})`),
    fc.tuple(tie("expr"), tie("expr")).map(([e, i]) => `(${e})[${i}]`),
  ),
})).expr;

const template = fc.oneof(
  expression.map((e) => `{{ ${e} }}`),
  fc.tuple(expression, expression).map(([a, b]) => `{% for v in ${a} %}{{ ${b} }}{{ v }}{% endfor %}`),
  fc
    .tuple(expression, expression)
    .map(
      ([a, b]) =>
        `{% set ns = namespace(v=${a}) %}{% for i in range(30) %}{% set ns.v = ns.v ~ ns.v + (${b}) %}{% endfor %}{{ ns.v }}`,
    ),
  expression.map(
    (e) => `{% macro f(n) %}{{ ${e} }}{% if n %}{{ f(n - 1) }}{{ f(n - 1) }}{% endif %}{% endmacro %}{{ f(30) }}`,
  ),
);

describe("random hostile compositions", () => {
  it("end in output or a TemplateError, within the limits", () => {
    const limits = { maxSteps: 200_000, maxBytes: 2_000_000, maxOutputLength: 100_000, maxLoopIterations: 10_000 };
    const data = fc.record({ x: fc.jsonValue({ maxDepth: 3 }), y: fc.string(), z: fc.array(fc.integer()) });
    fc.assert(
      fc.property(template, data, (source, context) => {
        let output = "";
        try {
          output = new Template(source, limits).render(context);
        } catch (e) {
          if (!(e instanceof TemplateError)) throw e;
          if (e instanceof LimitExceededError) return;
        }
        expect(output.length).toBeLessThanOrEqual(limits.maxOutputLength);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });
});
