// fast-check generators of Jinja expressions and small templates for the property-based differential test.
import fc from "fast-check";

export const GENERATED_CONTEXT = {
  n: 7,
  z: 0,
  f: 2.5,
  s: "Hello, World",
  e: "",
  l: [3, 1, 2],
  w: ["b", "A", "c"],
  d: { a: 1, b: "two", c: [1, 2] },
  m: [
    { role: "user", content: "hi" },
    { role: "assistant", content: " yo " },
  ],
  nothing: null,
};

const literal = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom("0.5", "1.0", "2.25", "1e3", "0.1"),
  fc.constantFrom("''", "'a'", "'Ab c'", "'x,y,z'", "' pad '", "'é😀'", "'it\\'s'", '"q\\"t"'),
  fc.constantFrom("true", "false", "none"),
);
const variable = fc.constantFrom(
  "n",
  "z",
  "f",
  "s",
  "e",
  "l",
  "w",
  "d",
  "m",
  "nothing",
  "missing",
  "d.a",
  "d.c",
  "m[0].role",
  "m[1]['content']",
);
const filterName = fc.constantFrom(
  "upper",
  "lower",
  "length",
  "first",
  "last",
  "list",
  "sort",
  "join",
  "string",
  "int",
  "float",
  "round",
  "abs",
  "default('dv')",
  "trim",
  "capitalize",
  "title",
  "reverse|list",
  "unique|list",
  "tojson",
  "join(', ')",
  "sum",
  "min",
  "max",
  "count",
  "items|list",
  "dictsort",
  "map('string')|list",
  "select|list",
  "batch(2)|list",
  "replace('l', 'L')",
  "center(9)",
  "indent(2)",
  "wordcount",
);
const testName = fc.constantFrom(
  "defined",
  "undefined",
  "none",
  "string",
  "number",
  "integer",
  "float",
  "odd",
  "even",
  "mapping",
  "sequence",
  "iterable",
  "true",
  "false",
  "divisibleby(3)",
  "eq(7)",
  "in([1, 2, 3])",
);
const method = fc.constantFrom(
  ".upper()",
  ".strip()",
  ".split(',')",
  ".startswith('H')",
  ".replace('o', '0')",
  ".items()|list",
  ".get('a')",
  ".keys()|list",
  ".title()",
  ".count('l')",
  ".split()",
  ".lower()",
  ".endswith('d')",
  ".find('o')",
  ".index(1)",
  ".rstrip(' ')",
);
// No `**`: negative bases with fractional exponents give Python complex numbers, which this engine lacks.
const binary = fc.constantFrom(
  "+",
  "-",
  "*",
  "/",
  "//",
  "%",
  "~",
  "and",
  "or",
  "==",
  "!=",
  "<",
  ">",
  "<=",
  ">=",
  "in",
  "not in",
);

export const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal,
    variable,
    fc.tuple(tie("expr"), binary, tie("expr")).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie("expr"), filterName).map(([a, f]) => `(${a}|${f})`),
    fc.tuple(tie("expr"), testName, fc.boolean()).map(([a, t, not]) => `(${a} is ${not ? "not " : ""}${t})`),
    fc.tuple(variable, method).map(([v, m]) => `${v}${m}`),
    fc.tuple(tie("expr"), tie("expr"), tie("expr")).map(([a, b, c]) => `(${a} if ${b} else ${c})`),
    tie("expr").map((a) => `(not ${a})`),
    tie("expr").map((a) => `(-${a})`),
    fc.array(tie("expr"), { maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
    fc
      .tuple(tie("expr"), fc.constantFrom("[0]", "[-1]", "[1:]", "[::-1]", "[:2]", "[::2]", "['a']"))
      .map(([a, s]) => `${a}${s}`),
  ),
})).expr;

export const template: fc.Arbitrary<string> = fc.oneof(
  expression.map((e) => `{{ ${e} }}`),
  fc.tuple(expression, expression).map(([a, b]) => `{% if ${a} %}yes {{ ${b} }}{% else %}no{% endif %}`),
  fc
    .tuple(expression, expression)
    .map(([a, b]) => `{% for x in ${a} %}[{{ x }}|{{ loop.index }}]{% else %}empty {{ ${b} }}{% endfor %}`),
  fc.tuple(expression, expression).map(([a, b]) => `{% set v = ${a} %}{{ v }}-{{ ${b} }}\n  {%- if v %} t{% endif %}`),
  fc
    .tuple(expression, expression)
    .map(([a, b]) => `{% macro mm(p, q=${b}) %}<{{ p }},{{ q }}>{% endmacro %}{{ mm(${a}) }}`),
  fc
    .tuple(expression, expression)
    .map(
      ([a, b]) =>
        `{% set y = 'outer' %}{% for x in ${a} %}{% if loop.first %}{% set y = ${b} %}{% endif %}{{ loop.index0 }}{{ y }};{% endfor %}{{ y }}`,
    ),
  fc
    .tuple(expression, expression)
    .map(
      ([a, b]) =>
        `{% set ns = namespace(v=${a}) %}{% for x in w %}{% set ns.v = ns.v ~ x ~ ${b} %}{% endfor %}{{ ns.v }}`,
    ),
  fc
    .tuple(expression, expression)
    .map(
      ([a, b]) =>
        `{% macro mm(p, q=1) %}{{ p }}|{{ q }}|{{ varargs }}|{{ kwargs }}{% endmacro %}{{ mm(${a}, ${b}, 3, k=${b}) }}`,
    ),
  expression.map((e) => `{{ ${e} | tojson(indent=2) }}`),
  fc
    .tuple(expression, expression)
    .map(([a, b]) => `text\n  {%- if ${a} %}\n  A {{ ${b} }}\n  {% else %}\n\tB\n  {% endif %}\nend\n`),
);

// Layout fuzzing: text with spaces, tabs and newlines around tags with every whitespace marker.
const layoutText = fc
  .array(fc.constantFrom(" ", "  ", "\t", "\n", "\n\n", "x", "ab", "\r\n", "{", "}", "%", "#"), { maxLength: 5 })
  .map((parts) => parts.join(""));
const marker = fc.constantFrom("", "-", "+");
const tag = fc.oneof(
  fc.tuple(marker, marker).map(([l, r]) => `{%${l} if true ${r}%}T{%${l} endif ${r}%}`),
  fc.tuple(marker, marker).map(([l, r]) => `{%${l} for i in [1, 2] ${r}%}{{ i }}{%${l} endfor ${r}%}`),
  fc.tuple(marker, marker).map(([l, r]) => `{%${l} set s = 1 ${r}%}`),
  fc.tuple(fc.constantFrom("", "-"), fc.constantFrom("", "-")).map(([l, r]) => `{{${l} 'v' ${r}}}`),
  fc.tuple(marker, marker).map(([l, r]) => `{#${l} note ${r}#}`),
  fc.tuple(marker, marker).map(([l, r]) => `{%${l} raw ${r}%} r {{ x }} {%${l} endraw ${r}%}`),
);
export const layout: fc.Arbitrary<string> = fc
  .array(fc.tuple(layoutText, tag), { minLength: 1, maxLength: 5 })
  .chain((pairs) => layoutText.map((last) => pairs.map(([text, t]) => text + t).join("") + last));
