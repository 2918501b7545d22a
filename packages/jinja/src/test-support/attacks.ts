// Hostile templates: each tries to hang the renderer or exhaust its heap by composing cheap-looking
// operations. Rendered with the default options, every one must end in the expected TemplateError,
// quickly (attacks.test.ts runs each in a child process with a small heap and a kill timer).

export interface Attack {
  /** What the attack abuses. */
  name: string;
  source: string;
  /** The error class the render must end with, or `rendered` for attacks the engine defuses silently. */
  expect: "LimitExceededError" | "TemplateRuntimeError" | "rendered";
  /** Builds the render context (in the child process). */
  context?: () => Record<string, unknown>;
}

// A namespace holding a DAG of 2^depth leaves through shared references: tiny in memory, huge to walk.
const sharedDag = (depth: number, name = "ns") =>
  `{% set ${name} = namespace(d=[1]) %}{% for i in range(${depth}) %}{% set ${name}.d = [${name}.d, ${name}.d] %}{% endfor %}`;

function deepList(): Record<string, unknown> {
  let deep: unknown[] = [];
  for (let i = 0; i < 1_000_000; i++) deep = [deep];
  return { d: deep };
}

const exponentialMacro = "{% macro f(n) %}{% if n %}{{ f(n - 1) }}{{ f(n - 1) }}{% endif %}{% endmacro %}";

export const ATTACKS: Attack[] = [
  // Heap: a 23-character template printed a million-item list a million times over.
  { name: "nested list repeat, printed", source: "{{ [[1]*10**6]*10**6 }}", expect: "LimitExceededError" },
  { name: "nested list repeat, |string", source: "{{ ([[0]*10**6]*10**6)|string }}", expect: "LimitExceededError" },
  { name: "list repeat", source: "{{ [1] * 10**9 }}", expect: "LimitExceededError" },
  {
    name: "list repeat of a big list",
    source: "{% set l = [0] * 10**6 %}{{ (l * 9)|length }}",
    expect: "LimitExceededError",
  },
  {
    name: "list doubling by +",
    source: "{% set ns = namespace(l=[1]) %}{% for i in range(64) %}{% set ns.l = ns.l + ns.l %}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "string doubling by ~",
    source: "{% set ns = namespace(s='x') %}{% for i in range(100) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "string doubling by *",
    source: "{% set ns = namespace(s='x') %}{% for i in range(100) %}{% set ns.s = ns.s * 2 %}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "string repeat", source: "{{ 'a' * 10**12 }}", expect: "LimitExceededError" },
  {
    name: "big strings built in a loop",
    source: "{% for i in range(10**5) %}{% set s = 'x' * 10**6 ~ i %}{{ s|upper|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  // Padding and widths.
  { name: "% width", source: "{{ '%99999999s' % 1 }}", expect: "LimitExceededError" },
  {
    name: "% width in a loop",
    source: "{% for i in range(1000) %}{{ '%9999999d' % i }}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "format filter width", source: "{{ '%-99999999s'|format('x') }}", expect: "LimitExceededError" },
  { name: "str.format width", source: "{{ '{:>999999999}'.format(1) }}", expect: "LimitExceededError" },
  { name: "center filter", source: "{{ 'x'|center(10**10) }}", expect: "LimitExceededError" },
  {
    name: "center in a loop",
    source: "{% for i in range(10**5) %}{{ 'x'|center(9999999 - i)|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "ljust", source: "{{ 'x'.ljust(10**9) }}", expect: "LimitExceededError" },
  { name: "rjust with a long fill", source: "{{ 'x'.rjust(10**7, 'ab') }}", expect: "TemplateRuntimeError" },
  { name: "zfill", source: "{{ '1'.zfill(10**9) }}", expect: "LimitExceededError" },
  { name: "indent of many lines", source: "{{ ('a\\n' * 10**6)|indent(1000) }}", expect: "LimitExceededError" },
  { name: "indent width", source: "{{ 'a\\nb'|indent(10**10) }}", expect: "LimitExceededError" },
  { name: "wordwrap width 1", source: "{{ ('ab ' * 3 * 10**6)|wordwrap(1) }}", expect: "LimitExceededError" },
  {
    name: "wordwrap wrapstring",
    source: "{{ ('a ' * 10**6)|wordwrap(1, wrapstring='x' * 1000) }}",
    expect: "LimitExceededError",
  },
  // Replacement and splitting.
  { name: "replace expansion", source: "{{ ('x' * 10**6).replace('x', 'x' * 1000) }}", expect: "LimitExceededError" },
  {
    name: "replace of the empty string",
    source: "{{ ('x' * 10**6).replace('', 'yyyyyyyyyyyy') }}",
    expect: "LimitExceededError",
  },
  {
    name: "replace filter expansion",
    source: "{{ ('x' * 10**6)|replace('x', 'abcdefghijk') }}",
    expect: "LimitExceededError",
  },
  {
    name: "replace doubling",
    source:
      "{% set ns = namespace(s='ab') %}{% for i in range(64) %}{% set ns.s = ns.s.replace('a', 'aa') %}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "split into millions", source: "{{ (',' * 9999999).split(',')|length }}", expect: "LimitExceededError" },
  // Quadratic before: now linear, and bounded.
  { name: "rsplit with maxsplit", source: "{{ ('a ' * 10**6).rsplit(none, 10**6)|length }}", expect: "rendered" },
  {
    name: "rsplit in a loop",
    source: "{% set s = 'a ' * 10**5 %}{% for i in range(10**4) %}{{ s.rsplit(none, 10**5)|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "splitlines", source: "{{ ('\\n' * 9999999).splitlines()|length }}", expect: "LimitExceededError" },
  { name: "join of big strings", source: "{{ ','.join(['x' * 10**6] * 100) }}", expect: "LimitExceededError" },
  { name: "join filter of big strings", source: "{{ (['x' * 10**6] * 100)|join }}", expect: "LimitExceededError" },
  { name: "characters of a big string", source: "{{ ('x' * 9999999)|list|length }}", expect: "LimitExceededError" },
  // Filters over sequences.
  { name: "slice into a billion", source: "{{ range(10)|slice(10**9)|list }}", expect: "LimitExceededError" },
  { name: "batch fill", source: "{{ [1]|batch(10**9, 'x')|list }}", expect: "LimitExceededError" },
  {
    name: "unique of 100k, in a loop",
    source: "{% for i in range(1000) %}{{ range(100000)|unique|list|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "sort of 100k, in a loop",
    source: "{% for i in range(1000) %}{{ range(100000)|reverse|sort|first }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "groupby of 100k, in a loop",
    source: "{% for i in range(1000) %}{{ range(100000)|map('string')|groupby(0)|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  { name: "striptags of open comments", source: "{{ ('<!--' * 10**6)|striptags|length }}", expect: "rendered" },
  {
    name: "striptags in a loop",
    source: "{% set s = '<!--<' * 10**5 %}{% for i in range(10**4) %}{{ s|striptags|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "|string of a big list in a loop",
    source: "{% set l = range(100000)|list %}{% for i in range(10**4) %}{{ l|string|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "tojson of a big list in a loop",
    source: "{% set l = range(100000)|list %}{% for i in range(10**4) %}{{ l|tojson|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "tojson with a huge indent",
    source: "{{ range(100000)|list|tojson(indent=1000) }}",
    expect: "LimitExceededError",
  },
  { name: "tojson of a shared DAG", source: `${sharedDag(60)}{{ ns.d|tojson }}`, expect: "LimitExceededError" },
  { name: "repr of a shared DAG", source: `${sharedDag(60)}{{ ns.d }}`, expect: "LimitExceededError" },
  {
    name: "equality of two shared DAGs",
    source: `${sharedDag(60, "a")}${sharedDag(60, "b")}{{ a.d == b.d }}`,
    expect: "LimitExceededError",
  },
  {
    name: "items of a shared DAG",
    source: `${sharedDag(40)}{{ ns.d|map('string')|list|length }}`,
    expect: "LimitExceededError",
  },
  // Scans.
  {
    name: "in over a big list, in a loop",
    source: "{% set l = range(100000)|list %}{% for i in range(100000) %}{{ -1 in l }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "in over a big string, in a loop",
    source: "{% set s = 'ab' * 10**6 %}{% for i in range(10**6) %}{{ 'ba' ~ i in s }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "list.count in a loop",
    source: "{% set l = range(100000)|list %}{% for i in range(100000) %}{{ l.count(-1) }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "list.index in a loop",
    source: "{% set l = range(100000)|list %}{% for i in range(100000) %}{{ l.index(99999) }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "strip with a big character set",
    source: "{% set s = 'ab' * 10**6 ~ 'c' %}{{ ('c' * 10**6).strip(s)|length }}",
    expect: "rendered",
  },
  // Calls and recursion.
  { name: "exponential macro", source: `${exponentialMacro}{{ f(60) }}`, expect: "LimitExceededError" },
  {
    name: "exponential macro through caller()",
    source:
      "{% macro twice() %}{{ caller() }}{{ caller() }}{% endmacro %}" +
      "{% macro f(n) %}{% if n %}{% call twice() %}{{ f(n - 1) }}{% endcall %}{% endif %}{% endmacro %}{{ f(60) }}",
    expect: "LimitExceededError",
  },
  {
    name: "caller() recursion",
    source:
      "{% macro m() %}{{ caller() }}{% endmacro %}{% macro r() %}{% call m() %}{{ r() }}{% endcall %}{% endmacro %}{{ r() }}",
    expect: "LimitExceededError",
  },
  {
    name: "infinite macro recursion",
    source: "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}",
    expect: "LimitExceededError",
  },
  {
    name: "exponential recursive loop",
    source: "{% for x in [1, 2] recursive %}{{ loop([1, 2]) }}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "nested loops",
    source: "{% for a in range(10**5) %}{% for b in range(10**5) %}{% endfor %}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "loop with a filter over a big range",
    source: "{% for a in range(10**5) %}{% for b in range(10**5) if b < 0 %}{% endfor %}{% endfor %}",
    expect: "LimitExceededError",
  },
  {
    name: "map over a big range in a loop",
    source: "{% for a in range(10**5) %}{{ range(10**5)|map('string')|list|length }}{% endfor %}",
    expect: "LimitExceededError",
  },
  // Constant expressions are evaluated while compiling: the budget bounds them too.
  // (here in a branch never taken: folding gives up within its budget and the render outputs nothing).
  { name: "constant folding", source: "{% if false %}{{ [[1]*10**6]*10**6 }}{% endif %}", expect: "rendered" },
  // Caller data that is big or deep.
  {
    name: "deeply nested context data, tojson",
    source: "{{ d|tojson }}",
    expect: "TemplateRuntimeError",
    context: deepList,
  },
  { name: "deeply nested context data, printed", source: "{{ d }}", expect: "LimitExceededError", context: deepList },
  {
    name: "deeply nested context data, compared",
    source: "{{ d == e }}",
    expect: "LimitExceededError",
    context: () => ({ ...deepList(), e: deepList().d }),
  },
  {
    name: "big context list, printed in a loop",
    source: "{% for i in range(1000) %}{{ l }}{% endfor %}",
    expect: "LimitExceededError",
    context: () => ({ l: Array.from({ length: 1_000_000 }, (_, i) => i) }),
  },
];
