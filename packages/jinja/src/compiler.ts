// Compiler: AST → tree of JavaScript closures. Rendering runs the closures; the AST is not walked
// again and no source text is ever evaluated as code.
import type { Arguments, Expression, FilterExpression, For, Parameter, Statement, Target } from "./ast";
import { callMember, MacroFunction } from "./calls";
import { LimitExceededError, locate, TemplateRuntimeError, TemplateSyntaxError, withLocation } from "./errors";
import { hasSafeRepr, isConstant, NOT_CONSTANT, NOT_FOLDED } from "./folding";
import {
  binaryAt,
  capture,
  checkOutput,
  type Expr,
  type Frame,
  lookupGlobal,
  outputError,
  recursionError,
  Signal,
  type Stmt,
} from "./frame";
import { Budget, chargeConcat, chargeSteps, type RenderLimits, STEP_COST, spending } from "./limits";
import { copyData } from "./own-data";
import type { ParseResult } from "./parser";
import { applyFilter, FILTERS } from "./runtime/filters";
import { LoopContext } from "./runtime/loop";
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
  type PyFunction,
  setDictItem,
  str,
  truthy,
  typeName,
  Undefined,
} from "./runtime/values";
import { callValue, getAttribute, getItem, RESERVED_DICT_ATTRIBUTES, tableEntry } from "./sandbox";
import { EMPTY, Env, StaticScope } from "./scope";

/** Runs a compiled template in a frame whose `env` is created by `createEnv`. */
export interface CompiledTemplate {
  createEnv: () => Env;
  run: (f: Frame) => void;
}

/**
 * Compiles a parsed program. `source` is the normalised text, for error locations; `limits` bound the
 * constant expressions evaluated at compile time (all of them together).
 */
export function compile(
  { program, specialNames }: ParseResult,
  source: string,
  limits: RenderLimits,
): CompiledTemplate {
  const root = new StaticScope(null);
  root.declareAssigned(program.body);
  const body = new Compiler(source, root, specialNames, limits).block(program.body, false);
  return {
    createEnv: () => new Env(root.size, null),
    run: (f) => {
      body(f);
    },
  };
}

class Compiler {
  /** Inside if/conditional: unknown filters and tests fail only when reached, like Jinja2. */
  private soft = false;
  /**
   * Evaluating a constant expression at compile time, as Jinja2's optimizer does: there, slicing a
   * non-sequence yields undefined instead of raising.
   */
  private folding = false;
  constructor(
    private readonly source: string,
    private scope: StaticScope,
    private readonly specialNames: WeakMap<object, Set<string>>,
    private readonly limits: RenderLimits,
  ) {
    this.foldingBudget = new Budget(limits);
  }
  private readonly foldingBudget: Budget;

  /** Whether the body of a loop, macro or call block uses `name` (noted by the parser). */
  private uses(node: object, name: string): boolean {
    return this.specialNames.get(node)?.has(name) ?? false;
  }

  /** Compiles `fn` inside a new static scope declaring `names` and what `body` assigns. */
  private inScope<T>(names: string[], body: Statement[], fn: (scope: StaticScope) => T): T {
    const saved = this.scope;
    const scope = new StaticScope(saved);
    for (const n of names) scope.declare(n);
    scope.declareAssigned(body);
    this.scope = scope;
    try {
      return fn(scope);
    } finally {
      this.scope = saved;
    }
  }

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

  /** Returns a function that attaches this node's position to an error (used in inline catch blocks). */
  private at(offset: number): (error: unknown) => unknown {
    const source = this.source;
    return (error) => withLocation(error, locate(source, offset));
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
        // A constant `{{ }}` is printed as Jinja2 computes it at compile time, undefined included.
        const folded = isConstant(node.value) ? this.fold(node.value) : NOT_FOLDED;
        const text = folded === NOT_FOLDED ? NOT_FOLDED : this.withinFoldingBudget(() => str(folded));
        if (text !== NOT_FOLDED) {
          return (f) => {
            f.out += text;
            if (f.out.length > f.limits.maxOutputLength) checkOutput(f);
            return Signal.Normal;
          };
        }
        const value = this.expression(node.value);
        const at = this.at(node.offset);
        return (f) => {
          const v = value(f);
          try {
            f.out += typeof v === "string" ? v : str(v);
          } catch (e) {
            throw at(e);
          }
          if (f.out.length > f.limits.maxOutputLength) throw at(outputError(f));
          return Signal.Normal;
        };
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
        const at = this.at(node.offset);
        return (f) => {
          const v = value(f);
          try {
            assign(f, v);
          } catch (e) {
            throw at(e);
          }
          return Signal.Normal;
        };
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
        const make = this.macro(node, node.name, node.params, node.body);
        const slot = this.scope.declare(node.name);
        return (f) => {
          f.env.slots[slot] = make(f.env);
          return Signal.Normal;
        };
      }
      case "CallBlock": {
        const make = this.macro(node, "caller", node.params, node.body);
        const call = this.call(node.call, (f) => make(f.env));
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
        const [assigns, body, scope] = this.inScope([], node.body, (scope) => {
          for (const [t] of node.assignments) scope.declareTarget(t);
          return [node.assignments.map(([t]) => this.assigner(t)), this.block(node.body, false), scope] as const;
        });
        return (f) => {
          const outer = f.env;
          const results = values.map((v) => v(f));
          f.env = new Env(scope.size, outer);
          try {
            for (let i = 0; i < results.length; i++) (assigns[i] as (f: Frame, v: unknown) => void)(f, results[i]);
            return body(f);
          } finally {
            f.env = outer;
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
    const otherwise = this.block(node.otherwise, false);
    const usesLoop = this.uses(node, "loop");
    const [assign, filter, body, scope, loopSlot] = this.inScope(usesLoop ? ["loop"] : [], node.body, (scope) => {
      scope.declareTarget(node.target);
      const loopSlot = usesLoop ? scope.declare("loop") : -1;
      return this.withSoft(
        false,
        () =>
          [
            this.assigner(node.target),
            node.filter ? this.expression(node.filter) : null,
            this.block(node.body, false),
            scope,
            loopSlot,
          ] as const,
      );
    });
    // Macros defined in the body capture their iteration's variables, so those need fresh storage.
    const freshEnvEachIteration = this.uses(node, "#Macro");
    const source = this.source;
    const offset = node.offset;

    const run = (f: Frame, value: unknown, depth0: number): void => {
      let items = iterate(value);
      const outer = f.env;
      if (filter) {
        chargeSteps(items.length * STEP_COST.iteration);
        items = items.filter((item) => {
          f.env = new Env(scope.size, outer);
          try {
            assign(f, item);
            return truthy(filter(f));
          } finally {
            f.env = outer;
          }
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
              chargeSteps(STEP_COST.call);
              const saved = f.env;
              f.env = outer;
              try {
                return capture(f, (g) => {
                  run(g, next, d);
                  return Signal.Normal;
                });
              } finally {
                f.env = saved;
              }
            } finally {
              f.depth--;
            }
          }
        : null;
      // Charged for every item up front, once per loop: cheaper than per iteration, and a `break`
      // leaves at most one loop's worth unused.
      chargeSteps(items.length * STEP_COST.iteration);
      const loop = usesLoop ? new LoopContext(items, depth0, recurse) : null;
      let env = new Env(scope.size, outer);
      try {
        for (let i = 0; i < items.length; i++) {
          if (++f.iterations > f.limits.maxLoopIterations) {
            throw new LimitExceededError(`Loop iterations exceed the limit of ${f.limits.maxLoopIterations}`);
          }
          if (i > 0) {
            if (freshEnvEachIteration) env = new Env(scope.size, outer);
            else env.slots.fill(EMPTY);
          }
          f.env = env;
          if (loop) {
            loop.index0 = i;
            env.slots[loopSlot] = loop;
          }
          assign(f, items[i]);
          if (body(f) === Signal.Break) break;
        }
      } finally {
        f.env = outer;
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
  private macro(
    node: object,
    name: string,
    params: Parameter[],
    bodyNodes: Statement[],
  ): (definition: Env) => PyFunction {
    const names = params.map((p) => p.name);
    const takesVarargs = this.uses(node, "varargs");
    const takesKwargs = this.uses(node, "kwargs");
    const takesCaller = this.uses(node, "caller");
    const special = ["varargs", "kwargs", ...(takesCaller ? ["caller"] : [])];
    const [body, defaults, scope] = this.inScope(
      [...names, ...special],
      bodyNodes,
      (scope) =>
        [
          this.block(bodyNodes, false),
          this.withSoft(false, () => params.map((p) => (p.default ? this.expression(p.default) : null))),
          scope,
        ] as const,
    );
    const paramSlots = names.map((n) => scope.declare(n));
    const [varargsSlot, kwargsSlot, callerSlot] = special.map((n) => scope.declare(n));
    return (definition: Env) => {
      const invoke = (f: Frame, args: unknown[], kwargs: Kwargs): string => {
        if (args.length > names.length && !takesVarargs) {
          throw new TemplateRuntimeError(`macro '${name}' takes not more than ${names.length} argument(s)`);
        }
        if (++f.depth > f.limits.maxRecursionDepth) throw recursionError(f);
        chargeSteps(STEP_COST.call);
        const outer = f.env;
        const env = new Env(scope.size, definition);
        const slots = env.slots;
        f.env = env;
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
            const slot = paramSlots[i] as number;
            if (i < args.length) slots[slot] = args[i];
            else if (kwargs && Object.hasOwn(kwargs, param)) slots[slot] = kwargs[param];
            else {
              const d = defaults[i];
              slots[slot] = d ? d(f) : new Undefined(param, undefined, `parameter '${param}' was not provided`);
            }
          }
          slots[varargsSlot as number] = makeTuple(args.slice(names.length));
          slots[kwargsSlot as number] = extra;
          if (callerSlot !== undefined) slots[callerSlot] = caller;
          return capture(f, body);
        } finally {
          f.env = outer;
          f.depth--;
        }
      };
      return new MacroFunction(name, invoke);
    };
  }

  /** Returns a function assigning a value to `target` in the current scope. */
  private assigner(target: Target): (f: Frame, value: unknown) => void {
    if (target.kind === "Name") {
      const slot = this.scope.declare(target.name);
      return (f, value) => {
        f.env.slots[slot] = value;
      };
    }
    if (target.kind === "NamespaceRef") {
      const { attribute } = target;
      const read = this.name(target.name);
      return (f, value) => {
        const ns = read(f);
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
  /** Compiles an expression, folding constant subexpressions whose value Jinja2 would inline. */
  expression(node: Expression): Expr {
    if (node.kind !== "Literal" && !this.folding && isConstant(node)) {
      const value = this.fold(node);
      if (value !== NOT_FOLDED && this.withinFoldingBudget(() => hasSafeRepr(value)) === true) return () => value;
    }
    return this.compileExpression(node);
  }

  /** Evaluates a constant expression now; NOT_FOLDED when that fails. */
  private fold(node: Expression): unknown {
    const saved = this.folding;
    this.folding = true;
    try {
      const evaluate = this.compileExpression(node);
      const frame: Frame = {
        env: new Env(0, null),
        context: makeDict(),
        globals: makeDict(),
        out: "",
        iterations: 0,
        depth: 0,
        limits: this.limits,
      };
      return this.withinFoldingBudget(() => evaluate(frame));
    } finally {
      this.folding = saved;
    }
  }

  /** Compile-time work on constants, charged to the compilation's budget; NOT_FOLDED when it fails. */
  private withinFoldingBudget<T>(work: () => T): T | typeof NOT_FOLDED {
    try {
      return spending(this.foldingBudget, work);
    } catch (e) {
      if (e instanceof TemplateSyntaxError) throw e;
      return NOT_FOLDED;
    }
  }

  private compileExpression(node: Expression): Expr {
    switch (node.kind) {
      case "Literal": {
        const value = node.float && Number.isInteger(node.value) ? new PyFloat(node.value as number) : node.value;
        return () => value;
      }
      case "Name":
        if (this.folding) {
          return () => {
            throw NOT_CONSTANT;
          };
        }
        return this.name(node.name);
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
        const at = this.at(node.offset);
        return (f) => {
          try {
            const d = makeDict();
            for (const [k, v] of entries) setDictItem(d, k(f), v(f));
            return d;
          } catch (e) {
            throw at(e);
          }
        };
      }
      case "GetAttr": {
        const object = this.expression(node.object);
        const name = node.name;
        const plainKey = !RESERVED_DICT_ATTRIBUTES.has(name) && !name.startsWith("__");
        const at = this.at(node.offset);
        return (f) => {
          const o = object(f);
          try {
            if (plainKey && isDict(o)) {
              // Read through the descriptor: accessors of caller objects are never invoked.
              const own = Object.getOwnPropertyDescriptor(o, name);
              if (own?.enumerable && own.value !== undefined) return own.value;
            }
            return getAttribute(o, name);
          } catch (e) {
            throw at(e);
          }
        };
      }
      case "GetItem": {
        const object = this.expression(node.object);
        if (node.key.kind === "Slice") {
          const { start, stop, step } = node.key;
          const [a, b, c] = [start, stop, step].map((e) => (e ? this.expression(e) : () => null)) as [Expr, Expr, Expr];
          const at = this.at(node.offset);
          const constant = this.folding;
          return (f) => {
            const o = object(f);
            try {
              return sliceSequence(o, a(f), b(f), c(f), constant);
            } catch (e) {
              throw at(e);
            }
          };
        }
        return binaryAt(object, this.expression(node.key), getItem, this.at(node.offset));
      }
      case "Slice":
        return this.fail("slice outside of a subscript", node.offset);
      case "Call":
        return this.call(node, null);
      case "Filter":
        return this.filterChain(node as FilterExpression) as unknown as Expr;
      case "Test": {
        const test = tableEntry(TESTS, node.name);
        if (!test && !this.soft) this.fail(`Unknown test: ${node.name}`, node.offset);
        const value = this.expression(node.value);
        const args = this.arguments(node);
        const name = node.name;
        const at = this.at(node.offset);
        return (f) => {
          const v = value(f);
          const a = args(f)[0];
          try {
            const fn = test ?? tableEntry(TESTS, name);
            if (!fn) throw new TemplateRuntimeError(`Unknown test: ${name}`);
            return fn(v, a);
          } catch (e) {
            throw at(e);
          }
        };
      }
      case "Binary": {
        const left = this.expression(node.left);
        const right = this.expression(node.right);
        return binaryAt(left, right, this.binary(node.operator), this.at(node.offset));
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
        const at = this.at(node.offset);
        return (f) => {
          const v = operand(f);
          try {
            return fn(v);
          } catch (e) {
            throw at(e);
          }
        };
      }
      case "Concat": {
        const parts = node.parts.map((p) => this.expression(p));
        const at = this.at(node.offset);
        return (f) => {
          let s = "";
          for (let i = 0; i < parts.length; i++) {
            const v = (parts[i] as Expr)(f);
            const text = typeof v === "string" ? v : str(v);
            try {
              chargeConcat(s.length, text.length);
            } catch (e) {
              throw at(e);
            }
            s += text;
          }
          return s;
        };
      }
      case "Compare": {
        const first = this.expression(node.first);
        const rest = node.rest.map(([op, e]) => [COMPARATORS[op] as Comparator, this.expression(e)] as const);
        const at = this.at(node.offset);
        if (rest.length === 1) {
          const [cmp, second] = rest[0] as (typeof rest)[number];
          return binaryAt(first, second, cmp, at);
        }
        return (f) => {
          let left = first(f);
          for (const [cmp, e] of rest) {
            const right = e(f);
            try {
              if (!cmp(left, right)) return false;
            } catch (e) {
              throw at(e);
            }
            left = right;
          }
          return true;
        };
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

  /** Reads a variable: the scopes that assign it, innermost first, then context and globals. */
  private name(name: string): Expr {
    const missing = new Undefined(name);
    const places = this.scope.resolve(name);
    if (places.length === 0) return (f) => lookupGlobal(f, name, missing);
    if (places.length === 1) {
      const [hops, slot] = places[0] as [number, number];
      if (hops === 0) {
        return (f) => {
          const v = f.env.slots[slot];
          return v !== EMPTY ? v : lookupGlobal(f, name, missing);
        };
      }
      return (f) => {
        let env = f.env;
        for (let i = 0; i < hops; i++) env = env.parent as Env;
        const v = env.slots[slot];
        return v !== EMPTY ? v : lookupGlobal(f, name, missing);
      };
    }
    return (f) => {
      let env = f.env;
      let depth = 0;
      for (const [hops, slot] of places) {
        while (depth < hops) {
          env = env.parent as Env;
          depth++;
        }
        const v = env.slots[slot];
        if (v !== EMPTY) return v;
      }
      return lookupGlobal(f, name, missing);
    };
  }

  private binary(op: string): (a: unknown, b: unknown, f: Frame) => unknown {
    switch (op) {
      case "+":
        return add;
      case "-":
        return subtract;
      case "*":
        return multiply;
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
      if (args.length === 0) return () => [NO_ARGS, null];
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
          copyData(named, extra);
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
    const at = this.at(node.offset);
    if (callee.kind === "GetAttr") {
      const object = this.expression(callee.object);
      const name = callee.name;
      return (f) => {
        const o = object(f);
        const [a, k] = withCaller(f);
        try {
          return callMember(f, o, name, a, k);
        } catch (e) {
          throw at(e);
        }
      };
    }
    const fn = this.expression(callee);
    return (f) => {
      const target = fn(f);
      const [a, k] = withCaller(f);
      try {
        if (target instanceof MacroFunction) return target.invoke(f, a, k);
        return callValue(target, a, k);
      } catch (e) {
        throw at(e);
      }
    };
  }

  /** A filter (possibly a chain): returns `(frame, blockContent) => value`. */
  private filterChain(node: FilterExpression): (f: Frame, content: unknown) => unknown {
    const filter = tableEntry(FILTERS, node.name);
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
        const fn = filter ?? tableEntry(FILTERS, name);
        if (!fn) throw new TemplateRuntimeError(`Unknown filter: ${name}`);
        const [a, k] = args(f);
        return applyFilter(fn, value, a, k);
      } catch (e) {
        throw withLocation(e, locate(source, offset));
      }
    };
  }
}

const NO_ARGS: unknown[] = [];

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
