// Compiler: AST → tree of JavaScript closures. Rendering runs the closures; the AST is not walked
// again and no source text is ever evaluated as code.
import type { Arguments, Expression, FilterExpression, For, Parameter, Program, Statement, Target } from "./ast";
import { LimitExceededError, locate, TemplateRuntimeError, TemplateSyntaxError, withLocation } from "./errors";
import { FILTERS } from "./runtime/filters";
import { LoopContext } from "./runtime/loop";
import { callMethod, callValue, getAttribute, getItem } from "./runtime/methods";
import {
  add,
  contains,
  divide,
  floorDivide,
  modulo,
  multiply,
  negate,
  plus,
  power,
  sliceSequence,
  subtract,
} from "./runtime/operators";
import { TESTS } from "./runtime/tests";
import {
  compare,
  equals,
  isDict,
  iterate,
  type Kwargs,
  makeDict,
  makeTuple,
  Namespace,
  PyFloat,
  PyFunction,
  setDictItem,
  str,
  truthy,
  typeName,
  Undefined,
} from "./runtime/values";

/** Limits that keep hostile templates from hanging or exhausting the host. */
export interface RenderLimits {
  /** Maximum length of the rendered output and of any string built by the template. */
  maxOutputLength: number;
  /** Maximum number of loop iterations in one render, all loops together. */
  maxLoopIterations: number;
  /** Maximum nesting of macro calls (and recursive loops). */
  maxRecursionDepth: number;
  /** Maximum number of items `range()` may produce. */
  maxRange: number;
}

export const DEFAULT_LIMITS: RenderLimits = {
  maxOutputLength: 10_000_000,
  maxLoopIterations: 1_000_000,
  maxRecursionDepth: 200,
  maxRange: 100_000,
};

type Scope = Record<string, unknown>;

/** Mutable state of one render. */
export interface Frame {
  scope: Scope;
  out: string;
  iterations: number;
  depth: number;
  limits: RenderLimits;
}

type Expr = (f: Frame) => unknown;
/** Runs a statement, appending to `f.out`; returns a loop signal. */
type Stmt = (f: Frame) => Signal;
enum Signal {
  Normal = 0,
  Break = 1,
  Continue = 2,
}

export type CompiledTemplate = (f: Frame) => void;

/** Compiles a parsed program. `source` is the normalised text, for error locations. */
export function compile(program: Program, source: string): CompiledTemplate {
  const body = new Compiler(source).block(program.body, false);
  return (f) => {
    body(f);
  };
}

function checkOutput(f: Frame): void {
  if (f.out.length > f.limits.maxOutputLength) {
    throw new LimitExceededError(`Output exceeds the limit of ${f.limits.maxOutputLength} characters`);
  }
}

/** Runs `body` with a fresh output buffer and returns what it wrote. */
function capture(f: Frame, body: Stmt): string {
  const saved = f.out;
  f.out = "";
  try {
    body(f);
    return f.out;
  } finally {
    f.out = saved;
  }
}

function mentions(nodes: unknown, name: string): boolean {
  if (Array.isArray(nodes)) return nodes.some((n) => mentions(n, name));
  if (nodes === null || typeof nodes !== "object") return false;
  const node = nodes as { kind?: string; name?: string };
  if (node.kind === "Name" && node.name === name) return true;
  return Object.values(nodes).some((v) => typeof v === "object" && mentions(v, name));
}

class Compiler {
  /** Inside if/conditional: unknown filters and tests fail only when reached, like Jinja2. */
  private soft = false;
  constructor(private readonly source: string) {}

  private fail(reason: string, offset: number): never {
    throw new TemplateSyntaxError(reason, this.source, offset);
  }

  /** Wraps a closure so errors it raises carry the node's position. */
  private located<T extends (f: Frame) => unknown>(offset: number, fn: T): T {
    const source = this.source;
    return ((f: Frame) => {
      try {
        return fn(f);
      } catch (e) {
        throw withLocation(e, locate(source, offset));
      }
    }) as T;
  }

  private withSoft<T>(soft: boolean, fn: () => T): T {
    const saved = this.soft;
    this.soft = soft;
    try {
      return fn();
    } finally {
      this.soft = saved;
    }
  }

  // ── statements ──
  block(statements: Statement[], soft: boolean): Stmt {
    return this.withSoft(soft, () => {
      const parts = statements.map((s) => this.statement(s));
      if (parts.length === 0) return () => Signal.Normal;
      if (parts.length === 1) return parts[0] as Stmt;
      const n = parts.length;
      return (f) => {
        for (let i = 0; i < n; i++) {
          const signal = (parts[i] as Stmt)(f);
          if (signal !== Signal.Normal) return signal;
        }
        return Signal.Normal;
      };
    });
  }

  private statement(node: Statement): Stmt {
    switch (node.kind) {
      case "Text": {
        const text = node.value;
        return (f) => {
          f.out += text;
          if (f.out.length > f.limits.maxOutputLength) checkOutput(f);
          return Signal.Normal;
        };
      }
      case "Print": {
        const value = this.expression(node.value);
        return this.located(node.offset, (f: Frame) => {
          const v = value(f);
          f.out += typeof v === "string" ? v : str(v);
          if (f.out.length > f.limits.maxOutputLength) checkOutput(f);
          return Signal.Normal;
        });
      }
      case "If": {
        const [test, body, otherwise] = this.withSoft(true, () => [
          this.expression(node.test),
          this.block(node.body, true),
          this.block(node.otherwise, true),
        ]);
        return (f) => (truthy(test(f)) ? body(f) : otherwise(f));
      }
      case "For":
        return this.forLoop(node);
      case "Set": {
        const value = this.expression(node.value);
        const assign = this.assigner(node.target);
        return this.located(node.offset, (f: Frame) => {
          assign(f, value(f));
          return Signal.Normal;
        });
      }
      case "SetBlock": {
        const body = this.block(node.body, false);
        const filter = node.filter ? this.filterChain(node.filter) : null;
        const assign = this.assigner(node.target);
        return this.located(node.offset, (f: Frame) => {
          const text = capture(f, body);
          assign(f, filter ? filter(f, text) : text);
          return Signal.Normal;
        });
      }
      case "Macro": {
        const make = this.macro(node.name, node.params, node.body);
        const name = node.name;
        return (f) => {
          f.scope[name] = make(f.scope);
          return Signal.Normal;
        };
      }
      case "CallBlock": {
        const make = this.macro("caller", node.params, node.body);
        const call = this.call(node.call, (f) => make(f.scope));
        return this.located(node.offset, (f: Frame) => {
          const v = call(f);
          f.out += str(v);
          checkOutput(f);
          return Signal.Normal;
        });
      }
      case "FilterBlock": {
        const body = this.block(node.body, false);
        const filter = this.filterChain(node.filter);
        return this.located(node.offset, (f: Frame) => {
          f.out += str(filter(f, capture(f, body)));
          checkOutput(f);
          return Signal.Normal;
        });
      }
      case "With": {
        const values = node.assignments.map(([, e]) => this.expression(e));
        const assigns = node.assignments.map(([t]) => this.assigner(t));
        const body = this.block(node.body, false);
        return (f) => {
          const outer = f.scope;
          const results = values.map((v) => v(f));
          f.scope = Object.create(outer);
          try {
            for (let i = 0; i < results.length; i++) (assigns[i] as (f: Frame, v: unknown) => void)(f, results[i]);
            return body(f);
          } finally {
            f.scope = outer;
          }
        };
      }
      case "Break":
        return () => Signal.Break;
      case "Continue":
        return () => Signal.Continue;
      case "Generation":
        return this.block(node.body, this.soft);
    }
  }

  private forLoop(node: For): Stmt {
    const iterable = this.expression(node.iterable);
    const assign = this.assigner(node.target);
    const [filter, body, otherwise] = this.withSoft(false, () => [
      node.filter ? this.expression(node.filter) : null,
      this.block(node.body, false),
      this.block(node.otherwise, false),
    ]);
    const usesLoop = mentions(node.body, "loop") || (node.recursive && mentions(node.body, "loop"));
    const source = this.source;
    const offset = node.offset;

    const run = (f: Frame, value: unknown, depth0: number): void => {
      let items = iterate(value);
      const outer = f.scope;
      if (filter) {
        items = items.filter((item) => {
          f.scope = Object.create(outer);
          assign(f, item);
          const keep = truthy(filter(f));
          f.scope = outer;
          return keep;
        });
      }
      if (items.length === 0) {
        otherwise(f);
        return;
      }
      const recurse = node.recursive
        ? (next: unknown, d: number) => {
            if (++f.depth > f.limits.maxRecursionDepth) throw recursionError(f);
            try {
              const saved = f.scope;
              f.scope = outer;
              try {
                return capture(f, (g) => {
                  run(g, next, d);
                  return Signal.Normal;
                });
              } finally {
                f.scope = saved;
              }
            } finally {
              f.depth--;
            }
          }
        : null;
      const loop = usesLoop ? new LoopContext(items, depth0, recurse) : null;
      try {
        for (let i = 0; i < items.length; i++) {
          if (++f.iterations > f.limits.maxLoopIterations) {
            throw new LimitExceededError(`Loop iterations exceed the limit of ${f.limits.maxLoopIterations}`);
          }
          const scope: Scope = Object.create(outer);
          f.scope = scope;
          if (loop) {
            loop.index0 = i;
            scope.loop = loop;
          }
          assign(f, items[i]);
          if (body(f) === Signal.Break) break;
        }
      } finally {
        f.scope = outer;
      }
    };
    return (f) => {
      let value: unknown;
      try {
        value = iterable(f);
        if (!Array.isArray(value)) iterate(value);
      } catch (e) {
        throw withLocation(e, locate(source, offset));
      }
      run(f, value, 0);
      return Signal.Normal;
    };
  }

  /** Builds a function that creates the macro value, closing over the defining scope. */
  private macro(name: string, params: Parameter[], bodyNodes: Statement[]): (scope: Scope) => PyFunction {
    const body = this.block(bodyNodes, false);
    const defaults = this.withSoft(false, () => params.map((p) => (p.default ? this.expression(p.default) : null)));
    const names = params.map((p) => p.name);
    const takesVarargs = mentions(bodyNodes, "varargs");
    const takesKwargs = mentions(bodyNodes, "kwargs");
    const takesCaller = mentions(bodyNodes, "caller");
    return (definition: Scope) => {
      const invoke = (f: Frame, args: unknown[], kwargs: Kwargs): string => {
        if (args.length > names.length && !takesVarargs) {
          throw new TemplateRuntimeError(`macro '${name}' takes not more than ${names.length} argument(s)`);
        }
        if (++f.depth > f.limits.maxRecursionDepth) throw recursionError(f);
        const outer = f.scope;
        const scope: Scope = Object.create(definition);
        f.scope = scope;
        try {
          const extra = makeDict();
          let caller: unknown = new Undefined("caller");
          if (kwargs) {
            for (const key of Object.keys(kwargs)) {
              if (key === "caller" && takesCaller) caller = kwargs[key];
              else if (names.includes(key)) {
                if (names.indexOf(key) < args.length) {
                  throw new TemplateRuntimeError(`macro '${name}' got multiple values for argument '${key}'`);
                }
              } else if (takesKwargs) extra[key] = kwargs[key];
              else throw new TemplateRuntimeError(`macro '${name}' takes no keyword argument '${key}'`);
            }
          }
          for (let i = 0; i < names.length; i++) {
            const param = names[i] as string;
            if (i < args.length) scope[param] = args[i];
            else if (kwargs && Object.hasOwn(kwargs, param)) scope[param] = kwargs[param];
            else {
              const d = defaults[i];
              scope[param] = d ? d(f) : new Undefined(param, undefined, `parameter '${param}' was not provided`);
            }
          }
          scope.varargs = makeTuple(args.slice(names.length));
          scope.kwargs = extra;
          if (takesCaller) scope.caller = caller;
          return capture(f, body);
        } finally {
          f.scope = outer;
          f.depth--;
        }
      };
      return new MacroFunction(name, invoke);
    };
  }

  /** Returns a function assigning a value to `target` in the current scope. */
  private assigner(target: Target): (f: Frame, value: unknown) => void {
    if (target.kind === "Name") {
      const name = target.name;
      return (f, value) => {
        f.scope[name] = value;
      };
    }
    if (target.kind === "NamespaceRef") {
      const { name, attribute } = target;
      return (f, value) => {
        const ns = f.scope[name];
        if (!(ns instanceof Namespace)) {
          throw new TemplateRuntimeError("cannot assign attribute on non-namespace object");
        }
        ns.values[attribute] = value;
      };
    }
    const parts = target.items.map((t) => this.assigner(t));
    const count = parts.length;
    return (f, value) => {
      const items = iterate(value);
      if (items.length !== count) {
        throw new TemplateRuntimeError(
          items.length > count
            ? `too many values to unpack (expected ${count})`
            : `not enough values to unpack (expected ${count}, got ${items.length})`,
        );
      }
      for (let i = 0; i < count; i++) (parts[i] as (f: Frame, v: unknown) => void)(f, items[i]);
    };
  }

  // ── expressions ──
  expression(node: Expression): Expr {
    switch (node.kind) {
      case "Literal": {
        const value = node.float && Number.isInteger(node.value) ? new PyFloat(node.value as number) : node.value;
        return () => value;
      }
      case "Name": {
        const name = node.name;
        return (f) => {
          const v = f.scope[name];
          return v === undefined ? new Undefined(name) : v;
        };
      }
      case "Tuple": {
        const items = node.items.map((i) => this.expression(i));
        return (f) => makeTuple(items.map((i) => i(f)));
      }
      case "List": {
        const items = node.items.map((i) => this.expression(i));
        return (f) => items.map((i) => i(f));
      }
      case "Dict": {
        const entries = node.entries.map(([k, v]) => [this.expression(k), this.expression(v)] as const);
        return this.located(node.offset, (f: Frame) => {
          const d = makeDict();
          for (const [k, v] of entries) {
            setDictItem(d, k(f), v(f));
          }
          return d;
        });
      }
      case "GetAttr": {
        const object = this.expression(node.object);
        const name = node.name;
        const plainKey = !RESERVED_DICT_ATTRIBUTES.has(name) && !name.startsWith("__");
        return this.located(node.offset, (f: Frame) => {
          const o = object(f);
          if (plainKey && isDict(o) && Object.hasOwn(o, name)) {
            const v = o[name];
            if (v !== undefined && Object.getOwnPropertyDescriptor(o, name)?.get === undefined) return v;
          }
          return getAttribute(o, name);
        });
      }
      case "GetItem": {
        const object = this.expression(node.object);
        if (node.key.kind === "Slice") {
          const { start, stop, step } = node.key;
          const [a, b, c] = [start, stop, step].map((e) => (e ? this.expression(e) : () => null)) as [Expr, Expr, Expr];
          return this.located(node.offset, (f: Frame) => sliceSequence(object(f), a(f), b(f), c(f)));
        }
        const key = this.expression(node.key);
        return this.located(node.offset, (f: Frame) => getItem(object(f), key(f)));
      }
      case "Slice":
        return this.fail("slice outside of a subscript", node.offset);
      case "Call":
        return this.located(node.offset, this.call(node, null));
      case "Filter":
        return this.filterChain(node as FilterExpression) as unknown as Expr;
      case "Test": {
        const test = TESTS[node.name];
        if (!test && !this.soft) this.fail(`Unknown test: ${node.name}`, node.offset);
        const value = this.expression(node.value);
        const args = this.arguments(node);
        const name = node.name;
        return this.located(node.offset, (f: Frame) => {
          const fn = test ?? TESTS[name];
          if (!fn) throw new TemplateRuntimeError(`Unknown test: ${name}`);
          const v = value(f);
          return fn(v, args(f)[0]);
        });
      }
      case "Binary": {
        const left = this.expression(node.left);
        const right = this.expression(node.right);
        const op = node.operator;
        const fn = this.binary(op);
        return this.located(node.offset, (f: Frame) => fn(left(f), right(f), f));
      }
      case "Logical": {
        const left = this.expression(node.left);
        const right = this.expression(node.right);
        if (node.operator === "and") {
          return (f) => {
            const l = left(f);
            return truthy(l) ? right(f) : l;
          };
        }
        return (f) => {
          const l = left(f);
          return truthy(l) ? l : right(f);
        };
      }
      case "Unary": {
        const operand = this.expression(node.operand);
        if (node.operator === "not") return (f) => !truthy(operand(f));
        const fn = node.operator === "-" ? negate : plus;
        return this.located(node.offset, (f: Frame) => fn(operand(f)));
      }
      case "Concat": {
        const parts = node.parts.map((p) => this.expression(p));
        return this.located(node.offset, (f: Frame) => {
          let s = "";
          for (const p of parts) {
            const v = p(f);
            s += typeof v === "string" ? v : str(v);
          }
          if (s.length > f.limits.maxOutputLength) checkLength(s, f);
          return s;
        });
      }
      case "Compare": {
        const first = this.expression(node.first);
        const rest = node.rest.map(([op, e]) => [COMPARATORS[op] as Comparator, this.expression(e)] as const);
        return this.located(node.offset, (f: Frame) => {
          let left = first(f);
          for (const [cmp, e] of rest) {
            const right = e(f);
            if (!cmp(left, right)) return false;
            left = right;
          }
          return true;
        });
      }
      case "Conditional": {
        const [test, then, otherwise] = this.withSoft(true, () => [
          this.expression(node.test),
          this.expression(node.whenTrue),
          node.otherwise ? this.expression(node.otherwise) : null,
        ]);
        const hint = `the inline if-expression evaluated to false and no else section was defined.`;
        return (f) => (truthy(test(f)) ? then(f) : otherwise ? otherwise(f) : new Undefined("", undefined, hint));
      }
    }
  }

  private binary(op: string): (a: unknown, b: unknown, f: Frame) => unknown {
    switch (op) {
      case "+":
        return (a, b, f) => {
          const r = add(a, b);
          if (typeof r === "string" && r.length > f.limits.maxOutputLength) checkLength(r, f);
          return r;
        };
      case "-":
        return subtract;
      case "*":
        return (a, b, f) => multiply(a, b, f.limits.maxOutputLength);
      case "/":
        return divide;
      case "//":
        return floorDivide;
      case "%":
        return modulo;
      default:
        return power;
    }
  }

  /** Compiles call arguments into a function returning `[args, kwargs]`. */
  private arguments(node: Arguments): (f: Frame) => [unknown[], Kwargs] {
    const args = node.args.map((a) => this.expression(a));
    const kwargs = node.kwargs.map(([k, v]) => [k, this.expression(v)] as const);
    const star = node.starArgs ? this.expression(node.starArgs) : null;
    const starKw = node.starKwargs ? this.expression(node.starKwargs) : null;
    if (!star && !starKw && kwargs.length === 0) {
      if (args.length === 0) return () => [EMPTY, null];
      return (f) => [args.map((a) => a(f)), null];
    }
    return (f) => {
      const positional = args.map((a) => a(f));
      if (star) positional.push(...iterate(star(f)));
      let named: Kwargs = null;
      if (kwargs.length || starKw) {
        named = makeDict();
        for (const [k, v] of kwargs) named[k] = v(f);
        if (starKw) {
          const extra = starKw(f);
          if (!isDict(extra))
            throw new TemplateRuntimeError(`argument after ** must be a mapping, not ${typeName(extra)}`);
          Object.assign(named, extra);
        }
      }
      return [positional, named];
    };
  }

  /** A call; `caller` supplies the `caller` keyword of call blocks. */
  private call(node: Extract<Expression, { kind: "Call" }>, caller: Expr | null): Expr {
    const args = this.arguments(node);
    const withCaller = caller
      ? (f: Frame): [unknown[], Kwargs] => {
          const [a, k] = args(f);
          const named = k ?? makeDict();
          named.caller = caller(f);
          return [a, named];
        }
      : args;
    const callee = node.callee;
    if (callee.kind === "GetAttr") {
      const object = this.expression(callee.object);
      const name = callee.name;
      return (f) => {
        const o = object(f);
        const [a, k] = withCaller(f);
        return invoke(f, o, name, a, k);
      };
    }
    const fn = this.expression(callee);
    return (f) => {
      const target = fn(f);
      const [a, k] = withCaller(f);
      if (target instanceof MacroFunction) return target.invoke(f, a, k);
      return callValue(target, a, k);
    };
  }

  /** A filter (possibly a chain): returns `(frame, blockContent) => value`. */
  private filterChain(node: FilterExpression): (f: Frame, content: unknown) => unknown {
    const filter = FILTERS[node.name];
    if (!filter && !this.soft) this.fail(`Unknown filter: ${node.name}`, node.offset);
    const name = node.name;
    const inner = node.value
      ? node.value.kind === "Filter"
        ? this.filterChain(node.value)
        : (
            (e: Expr) => (f: Frame) =>
              e(f)
          )(this.expression(node.value))
      : (_f: Frame, content: unknown) => content;
    const args = this.arguments(node);
    const source = this.source;
    const offset = node.offset;
    return (f: Frame, content: unknown) => {
      const value = inner(f, content);
      try {
        const fn = filter ?? FILTERS[name];
        if (!fn) throw new TemplateRuntimeError(`Unknown filter: ${name}`);
        const [a, k] = args(f);
        const result = fn(value, a, k);
        if (typeof result === "string" && result.length > f.limits.maxOutputLength) checkLength(result, f);
        return result;
      } catch (e) {
        throw withLocation(e, locate(source, offset));
      }
    };
  }
}

const EMPTY: unknown[] = [];

// Dict keys that Jinja2 resolves to methods rather than items on `obj.name`.
const RESERVED_DICT_ATTRIBUTES = new Set([
  "get",
  "items",
  "keys",
  "values",
  "copy",
  "update",
  "pop",
  "popitem",
  "setdefault",
  "clear",
  "fromkeys",
]);

type Comparator = (a: unknown, b: unknown) => boolean;
const COMPARATORS: Record<string, Comparator> = {
  "==": equals,
  "!=": (a, b) => !equals(a, b),
  "<": (a, b) => compare(a, b) < 0,
  "<=": (a, b) => compare(a, b) <= 0,
  ">": (a, b) => compare(a, b) > 0,
  ">=": (a, b) => compare(a, b) >= 0,
  in: (a, b) => contains(b, a),
  "not in": (a, b) => !contains(b, a),
};

/** A template macro: called with the render frame so it shares limits and output capture. */
export class MacroFunction extends PyFunction {
  constructor(
    name: string,
    readonly invoke: (f: Frame, args: unknown[], kwargs: Kwargs) => string,
  ) {
    super(
      name,
      () => {
        throw new TemplateRuntimeError(`macro '${name}' cannot be called from here`);
      },
      "macro",
    );
  }
}

function invoke(f: Frame, object: unknown, name: string, args: unknown[], kwargs: Kwargs): unknown {
  if (object instanceof Namespace || isDict(object)) {
    const member =
      isDict(object) && !RESERVED_DICT_ATTRIBUTES.has(name) && Object.hasOwn(object, name) ? object[name] : null;
    if (member instanceof MacroFunction) return member.invoke(f, args, kwargs);
  }
  const member = object instanceof Namespace ? object.attr(name) : null;
  if (member instanceof MacroFunction) return member.invoke(f, args, kwargs);
  return callMethod(object, name, args, kwargs);
}

function checkLength(s: string, f: Frame): void {
  if (s.length > f.limits.maxOutputLength) {
    throw new LimitExceededError(`String length exceeds the limit of ${f.limits.maxOutputLength} characters`);
  }
}

function recursionError(f: Frame): LimitExceededError {
  return new LimitExceededError(`Maximum recursion depth of ${f.limits.maxRecursionDepth} exceeded`);
}
