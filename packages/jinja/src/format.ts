// Pretty-printer: re-emits a parsed template as indented Jinja. Every tag opens with `-` and text is
// printed as string literals, so the layout whitespace never reaches the output: the formatted
// template renders exactly like the original.
import type { Arguments, Expression, FilterExpression, Parameter, Program, Statement, Target } from "./ast";
import { floatRepr } from "./runtime/values";

export interface FormatOptions {
  /** Indentation per nesting level: a number of spaces or a string (default 4 spaces). */
  indent?: string | number;
}

export function format(program: Program, options: FormatOptions = {}): string {
  const unit = typeof options.indent === "string" ? options.indent : " ".repeat(options.indent ?? 4);
  const lines: string[] = [];
  const emit = (depth: number, text: string) => lines.push(unit.repeat(depth) + text);

  const block = (statements: Statement[], depth: number) => {
    for (const s of statements) statement(s, depth);
  };

  const statement = (node: Statement, depth: number): void => {
    switch (node.kind) {
      case "Text":
        emit(depth, `{{- ${stringLiteral(node.value)} }}`);
        return;
      case "Print":
        emit(depth, `{{- ${expression(node.value, TOP)} }}`);
        return;
      case "If": {
        emit(depth, `{%- if ${expression(node.test, OR)} %}`);
        block(node.body, depth + 1);
        let rest = node.otherwise;
        while (rest.length === 1 && rest[0]?.kind === "If" && rest[0].elif) {
          const elif = rest[0];
          emit(depth, `{%- elif ${expression(elif.test, OR)} %}`);
          block(elif.body, depth + 1);
          rest = elif.otherwise;
        }
        if (rest.length) {
          emit(depth, "{%- else %}");
          block(rest, depth + 1);
        }
        emit(depth, "{%- endif %}");
        return;
      }
      case "For": {
        let head = `{%- for ${target(node.target)} in ${expression(node.iterable, OR)}`;
        if (node.filter) head += ` if ${expression(node.filter, TOP)}`;
        if (node.recursive) head += " recursive";
        emit(depth, `${head} %}`);
        block(node.body, depth + 1);
        if (node.otherwise.length) {
          emit(depth, "{%- else %}");
          block(node.otherwise, depth + 1);
        }
        emit(depth, "{%- endfor %}");
        return;
      }
      case "Set":
        emit(depth, `{%- set ${target(node.target)} = ${expression(node.value, TOP)} %}`);
        return;
      case "SetBlock":
        emit(depth, `{%- set ${target(node.target)}${node.filter ? ` | ${filterChain(node.filter)}` : ""} %}`);
        block(node.body, depth + 1);
        emit(depth, "{%- endset %}");
        return;
      case "Macro":
        emit(depth, `{%- macro ${node.name}(${parameters(node.params)}) %}`);
        block(node.body, depth + 1);
        emit(depth, "{%- endmacro %}");
        return;
      case "CallBlock":
        emit(
          depth,
          `{%- call${node.params.length ? `(${parameters(node.params)})` : ""} ${expression(node.call, TOP)} %}`,
        );
        block(node.body, depth + 1);
        emit(depth, "{%- endcall %}");
        return;
      case "FilterBlock":
        emit(depth, `{%- filter ${filterChain(node.filter)} %}`);
        block(node.body, depth + 1);
        emit(depth, "{%- endfilter %}");
        return;
      case "With":
        emit(
          depth,
          `{%- with ${node.assignments.map(([t, v]) => `${target(t)} = ${expression(v, TOP)}`).join(", ")} %}`,
        );
        block(node.body, depth + 1);
        emit(depth, "{%- endwith %}");
        return;
      case "Break":
        emit(depth, "{%- break %}");
        return;
      case "Continue":
        emit(depth, "{%- continue %}");
        return;
      case "Generation":
        emit(depth, "{%- generation %}");
        block(node.body, depth + 1);
        emit(depth, "{%- endgeneration %}");
        return;
    }
  };

  block(program.body, 0);
  return lines.join("\n");
}

// Binding strength, following Jinja2's parser (higher binds tighter).
const TOP = 1;
const OR = 2;
const AND = 3;
const NOT = 4;
const COMPARE = 5;
const ADD = 6;
const CONCAT = 7;
const MULTIPLY = 8;
const POWER = 9;
const UNARY = 10;
const ATOM = 12;

const BINARY_LEVEL: Record<string, number> = {
  "+": ADD,
  "-": ADD,
  "*": MULTIPLY,
  "/": MULTIPLY,
  "//": MULTIPLY,
  "%": MULTIPLY,
  "**": POWER,
};

function levelOf(node: Expression): number {
  switch (node.kind) {
    case "Conditional":
      return TOP;
    case "Logical":
      return node.operator === "or" ? OR : AND;
    case "Unary":
      return node.operator === "not" ? NOT : UNARY;
    case "Compare":
      return COMPARE;
    case "Binary":
      return BINARY_LEVEL[node.operator] ?? ADD;
    case "Concat":
      return CONCAT;
    case "Filter":
    case "Test":
      return UNARY;
    default:
      return ATOM;
  }
}

/** Prints `node`, parenthesised unless it binds at least as tightly as `minimum`. */
function expression(node: Expression, minimum: number): string {
  const text = bare(node);
  return levelOf(node) >= minimum ? text : `(${text})`;
}

function bare(node: Expression): string {
  switch (node.kind) {
    case "Literal":
      return literal(node.value, node.float === true);
    case "Name":
      return node.name;
    case "Tuple":
      return node.items.length === 1
        ? `(${expression(node.items[0] as Expression, TOP)},)`
        : `(${node.items.map((i) => expression(i, TOP)).join(", ")})`;
    case "List":
      return `[${node.items.map((i) => expression(i, TOP)).join(", ")}]`;
    case "Dict":
      return `{${node.entries.map(([k, v]) => `${expression(k, TOP)}: ${expression(v, TOP)}`).join(", ")}}`;
    case "GetAttr":
      return `${expression(node.object, ATOM)}.${node.name}`;
    case "GetItem": {
      const key = node.key;
      if (key.kind === "Slice") {
        const part = (e: Expression | null) => (e ? expression(e, TOP) : "");
        const step = key.step ? `:${part(key.step)}` : "";
        return `${expression(node.object, ATOM)}[${part(key.start)}:${part(key.stop)}${step}]`;
      }
      return `${expression(node.object, ATOM)}[${expression(key, TOP)}]`;
    }
    case "Slice":
      return "";
    case "Call":
      return `${expression(node.callee, ATOM)}(${callArguments(node)})`;
    case "Filter":
      return filterChain(node);
    case "Test": {
      const args = hasArguments(node) ? `(${callArguments(node)})` : "";
      return `${expression(node.value, UNARY)} is ${node.name}${args}`;
    }
    case "Binary":
      if (node.operator === "**") return `${expression(node.left, UNARY)} ** ${expression(node.right, UNARY)}`;
      return `${expression(node.left, levelOf(node))} ${node.operator} ${expression(node.right, levelOf(node) + 1)}`;
    case "Logical": {
      const level = levelOf(node);
      return `${expression(node.left, level)} ${node.operator} ${expression(node.right, level + 1)}`;
    }
    case "Unary":
      if (node.operator === "not") return `not ${expression(node.operand, NOT)}`;
      // The operand of unary minus is parsed without filters or tests.
      return `${node.operator}${isFilterOrTest(node.operand) ? `(${bare(node.operand)})` : expression(node.operand, UNARY)}`;
    case "Concat":
      return node.parts.map((p) => expression(p, MULTIPLY)).join(" ~ ");
    case "Compare":
      return [expression(node.first, ADD), ...node.rest.map(([op, e]) => `${op} ${expression(e, ADD)}`)].join(" ");
    case "Conditional": {
      const otherwise = node.otherwise ? ` else ${expression(node.otherwise, TOP)}` : "";
      return `${expression(node.whenTrue, OR)} if ${expression(node.test, OR)}${otherwise}`;
    }
  }
}

const isFilterOrTest = (node: Expression) => node.kind === "Filter" || node.kind === "Test";

function filterChain(node: FilterExpression): string {
  const args = hasArguments(node) ? `(${callArguments(node)})` : "";
  const own = `${node.name}${args}`;
  if (node.value === null) return own;
  if (node.value.kind === "Filter") return `${filterChain(node.value)} | ${own}`;
  return `${expression(node.value, UNARY)} | ${own}`;
}

function hasArguments(node: Arguments): boolean {
  return node.args.length > 0 || node.kwargs.length > 0 || node.starArgs !== null || node.starKwargs !== null;
}

function callArguments(node: Arguments): string {
  const parts = node.args.map((a) => expression(a, TOP));
  for (const [k, v] of node.kwargs) parts.push(`${k}=${expression(v, TOP)}`);
  if (node.starArgs) parts.push(`*${expression(node.starArgs, TOP)}`);
  if (node.starKwargs) parts.push(`**${expression(node.starKwargs, TOP)}`);
  return parts.join(", ");
}

function parameters(params: Parameter[]): string {
  return params.map((p) => (p.default ? `${p.name}=${expression(p.default, TOP)}` : p.name)).join(", ");
}

function target(node: Target): string {
  if (node.kind === "Name") return node.name;
  if (node.kind === "NamespaceRef") return `${node.name}.${node.attribute}`;
  return node.items.length === 1 ? `(${target(node.items[0] as Target)},)` : `(${node.items.map(target).join(", ")})`;
}

function literal(value: string | number | boolean | null, float: boolean): string {
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return float ? floatRepr(value) : String(value);
  return stringLiteral(value);
}

/** A single-quoted literal the lexer decodes back to `text` exactly. */
function stringLiteral(text: string): string {
  const body = text.replace(/[\\'\p{Cc}\u2028\u2029]/gu, (c) => {
    if (c === "\\") return "\\\\";
    if (c === "'") return "\\'";
    if (c === "\n") return "\\n";
    if (c === "\t") return "\\t";
    if (c === "\r") return "\\r";
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
  return `'${body}'`;
}
