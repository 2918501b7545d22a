// Parser: tokens → AST, following the grammar and precedence of Jinja2's parser.py.
import type {
  Arguments,
  BinaryOperator,
  Call,
  CompareOperator,
  Expression,
  FilterExpression,
  For,
  If,
  Parameter,
  Program,
  Statement,
  Target,
} from "./ast";
import { TemplateSyntaxError, withTemplateErrors } from "./errors";
import { normalizeSource, type Token, tokenizeNormalized } from "./lexer";

const COMPARE_OPERATORS = new Set(["==", "!=", "<", "<=", ">", ">="]);
const TEST_ARGUMENT_STARTS = new Set(["name", "string", "integer", "float"]);

/** Parses template text into a Program. Throws TemplateSyntaxError with line, column and excerpt. */
export function parse(source: string): Program {
  return withTemplateErrors("Cannot parse the template", () => parseNormalized(normalizeSource(source)).program);
}

// Names whose use changes how a scope compiles; "#Macro" marks a nested macro definition.
const SPECIAL_NAMES = new Set(["loop", "varargs", "kwargs", "caller"]);

export interface ParseResult {
  program: Program;
  /** For each For, Macro and CallBlock node: the special names used inside it (nested bodies included). */
  specialNames: WeakMap<object, Set<string>>;
}

/** Parses text already passed through normalizeSource, noting special names for the compiler. */
export function parseNormalized(text: string): ParseResult {
  const parser = new Parser(text, tokenizeNormalized(text));
  return { program: parser.parseProgram(), specialNames: parser.specialNames };
}

class Parser {
  private i = 0;
  readonly specialNames = new WeakMap<object, Set<string>>();
  private readonly openScopes: Set<string>[] = [];

  private note(name: string): void {
    for (const set of this.openScopes) set.add(name);
  }

  /** Runs `parse` collecting the special names used, then records them for `node`. */
  private scoped<T extends object>(parse: () => T): T {
    const names = new Set<string>();
    this.openScopes.push(names);
    try {
      const node = parse();
      this.specialNames.set(node, names);
      return node;
    } finally {
      this.openScopes.pop();
    }
  }
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  parseProgram(): Program {
    const body = this.subparse(null);
    return { kind: "Program", body };
  }

  // ── token stream ──
  private get current(): Token {
    return this.tokens[this.i] as Token;
  }
  private peek(ahead = 1): Token {
    return (this.tokens[this.i + ahead] ?? this.tokens[this.tokens.length - 1]) as Token;
  }
  private next(): Token {
    const token = this.current;
    if (token.type !== "eof") this.i++;
    return token;
  }
  private fail(reason: string, token: Token = this.current): never {
    throw new TemplateSyntaxError(reason, this.source, token.offset);
  }
  private isOp(value: string, token = this.current): boolean {
    return token.type === "operator" && token.value === value;
  }
  private isName(value: string, token = this.current): boolean {
    return token.type === "name" && token.value === value;
  }
  private skipOp(value: string): boolean {
    if (!this.isOp(value)) return false;
    this.i++;
    return true;
  }
  private skipName(value: string): boolean {
    if (!this.isName(value)) return false;
    this.i++;
    return true;
  }
  private expectOp(value: string): Token {
    if (!this.isOp(value)) this.fail(`expected '${value}', got ${describe(this.current)}`);
    return this.next();
  }
  private expectName(value?: string): Token {
    const token = this.current;
    if (token.type !== "name" || (value !== undefined && token.value !== value)) {
      this.fail(`expected ${value ? `'${value}'` : "a name"}, got ${describe(token)}`);
    }
    return this.next();
  }
  private expectType(type: Token["type"]): Token {
    if (this.current.type !== type) this.fail(`expected ${type.replace("_", " ")}, got ${describe(this.current)}`);
    return this.next();
  }

  // ── statements ──
  /** Parses statements until a block tag whose name is in `endTags` (left as current token). */
  private subparse(endTags: string[] | null): Statement[] {
    const body: Statement[] = [];
    for (;;) {
      const token = this.current;
      if (token.type === "eof") {
        if (endTags) this.fail(`Unexpected end of template. Jinja was looking for: ${endTags.join(", ")}`);
        return body;
      }
      if (token.type === "data") {
        body.push({ kind: "Text", value: token.value, offset: token.offset });
        this.next();
      } else if (token.type === "variable_begin") {
        this.next();
        body.push({ kind: "Print", value: this.parseTuple(), offset: token.offset });
        this.expectType("variable_end");
      } else if (token.type === "block_begin") {
        this.next();
        if (endTags && this.current.type === "name" && endTags.includes(this.current.value)) return body;
        body.push(this.parseStatement());
        this.expectType("block_end");
      } else {
        this.fail(`unexpected ${describe(token)}`);
      }
    }
  }

  /** Parses a body after the statement header, ending at one of `endTags`. */
  private parseBody(endTags: string[], dropEnd: boolean): Statement[] {
    this.skipOp(":");
    this.expectType("block_end");
    const body = this.subparse(endTags);
    if (dropEnd) this.next();
    return body;
  }

  private parseStatement(): Statement {
    const token = this.current;
    if (token.type !== "name") this.fail("tag name expected");
    switch (token.value) {
      case "if":
        return this.parseIf();
      case "for":
        return this.scoped(() => this.parseFor());
      case "set":
        return this.parseSet();
      case "macro":
        this.note("#Macro");
        return this.scoped(() => this.parseMacro());
      case "call":
        return this.scoped(() => this.parseCallBlock());
      case "filter":
        return this.parseFilterBlock();
      case "with":
        return this.parseWith();
      case "print":
        this.next();
        return { kind: "Print", value: this.parseTuple(), offset: token.offset };
      case "break":
      case "continue":
        this.next();
        return { kind: token.value === "break" ? "Break" : "Continue", offset: token.offset };
      case "generation":
        this.next();
        return { kind: "Generation", body: this.parseBody(["endgeneration"], true), offset: token.offset };
      case "block":
      case "extends":
      case "include":
      case "import":
      case "from":
      case "autoescape":
        return this.fail(`The '${token.value}' statement is not supported in chat templates`);
      default:
        return this.fail(`Unknown statement '${token.value}'`);
    }
  }

  private parseIf(): If {
    const start = this.next();
    const node: If = { kind: "If", test: this.parseTuple(false), body: [], otherwise: [], offset: start.offset };
    node.body = this.parseBody(["elif", "else", "endif"], false);
    let last = node;
    for (;;) {
      const tag = this.next();
      if (tag.value === "elif") {
        const elif: If = { kind: "If", test: this.parseTuple(false), body: [], otherwise: [], offset: tag.offset };
        elif.elif = true;
        elif.body = this.parseBody(["elif", "else", "endif"], false);
        last.otherwise = [elif];
        last = elif;
      } else if (tag.value === "else") {
        last.otherwise = this.parseBody(["endif"], true);
        return node;
      } else {
        return node;
      }
    }
  }

  private parseFor(): For {
    const start = this.next();
    const target = this.parseAssignTarget(["in"]);
    this.expectName("in");
    const iterable = this.parseTuple(false, ["recursive"]);
    const filter = this.skipName("if") ? this.parseExpression() : null;
    const recursive = this.skipName("recursive");
    const body = this.parseBody(["endfor", "else"], false);
    const otherwise = this.next().value === "else" ? this.parseBody(["endfor"], true) : [];
    return { kind: "For", target, iterable, filter, recursive, body, otherwise, offset: start.offset };
  }

  private parseSet(): Statement {
    const start = this.next();
    const target = this.parseAssignTarget(null, true);
    if (this.skipOp("=")) return { kind: "Set", target, value: this.parseTuple(), offset: start.offset };
    const filter = this.isOp("|") ? this.parseFilters(null) : null;
    const body = this.parseBody(["endset"], true);
    return { kind: "SetBlock", target, filter, body, offset: start.offset };
  }

  private parseMacro(): Statement {
    const start = this.next();
    const name = this.expectName().value;
    const params = this.parseSignature();
    const body = this.parseBody(["endmacro"], true);
    return { kind: "Macro", name, params, body, offset: start.offset };
  }

  private parseCallBlock(): Statement {
    const start = this.next();
    const params = this.isOp("(") ? this.parseSignature() : [];
    const call = this.parseExpression();
    if (call.kind !== "Call") this.fail("expected call", start);
    const body = this.parseBody(["endcall"], true);
    return { kind: "CallBlock", call: call as Call, params, body, offset: start.offset };
  }

  private parseFilterBlock(): Statement {
    const start = this.next();
    const filter = this.parseFilters(null, true);
    const body = this.parseBody(["endfilter"], true);
    return { kind: "FilterBlock", filter, body, offset: start.offset };
  }

  private parseWith(): Statement {
    const start = this.next();
    const assignments: [Target, Expression][] = [];
    while (this.current.type !== "block_end") {
      if (assignments.length) this.expectOp(",");
      const target = this.parseAssignTarget(null);
      this.expectOp("=");
      assignments.push([target, this.parseExpression()]);
    }
    const body = this.parseBody(["endwith"], true);
    return { kind: "With", assignments, body, offset: start.offset };
  }

  private parseSignature(): Parameter[] {
    const params: Parameter[] = [];
    this.expectOp("(");
    while (!this.isOp(")")) {
      if (params.length) this.expectOp(",");
      const name = this.expectName().value;
      if (this.skipOp("=")) params.push({ name, default: this.parseExpression() });
      else if (params.some((p) => p.default)) this.fail("non-default argument follows default argument");
      else params.push({ name, default: null });
    }
    this.expectOp(")");
    return params;
  }

  private parseAssignTarget(endNames: string[] | null, withNamespace = false): Target {
    const token = this.current;
    if (withNamespace && token.type === "name" && this.isOp(".", this.peek())) {
      this.next();
      this.next();
      const attribute = this.expectName().value;
      return { kind: "NamespaceRef", name: token.value, attribute, offset: token.offset };
    }
    const items: Target[] = [];
    let isTuple = false;
    for (;;) {
      if (items.length) this.expectOp(",");
      if (this.isTupleEnd(endNames)) break;
      items.push(this.parseTargetPrimary());
      if (this.isOp(",")) isTuple = true;
      else break;
    }
    if (!isTuple && items.length === 1) return items[0] as Target;
    if (!isTuple && items.length === 0) this.fail(`Expected an expression, got ${describe(this.current)}`);
    return { kind: "Tuple", items, offset: token.offset };
  }

  private parseTargetPrimary(): Target {
    const token = this.current;
    if (token.type === "name") {
      if (/^(true|false|none|True|False|None)$/.test(token.value)) this.fail("can't assign to const");
      this.next();
      return { kind: "Name", name: token.value, offset: token.offset };
    }
    if (this.skipOp("(")) {
      const inner = this.parseAssignTarget(null);
      this.expectOp(")");
      return inner;
    }
    return this.fail(`can't assign to ${describe(token)}`);
  }

  // ── expressions ──
  private isTupleEnd(endNames: string[] | null): boolean {
    const t = this.current;
    if (t.type === "variable_end" || t.type === "block_end" || this.isOp(")")) return true;
    return endNames !== null && t.type === "name" && endNames.includes(t.value);
  }

  /** A comma-separated list of expressions becomes a tuple. */
  private parseTuple(withConditional = true, endNames: string[] | null = null, parenthesised = false): Expression {
    const start = this.current;
    const items: Expression[] = [];
    let isTuple = false;
    for (;;) {
      if (items.length) this.expectOp(",");
      if (this.isTupleEnd(endNames)) break;
      items.push(withConditional ? this.parseExpression() : this.parseOr());
      if (this.isOp(",")) isTuple = true;
      else break;
    }
    if (!isTuple) {
      if (items.length) return items[0] as Expression;
      if (!parenthesised) this.fail(`Expected an expression, got ${describe(this.current)}`);
    }
    return { kind: "Tuple", items, offset: start.offset };
  }

  parseExpression(): Expression {
    const start = this.current;
    let expr = this.parseOr();
    while (this.skipName("if")) {
      const test = this.parseOr();
      const otherwise = this.skipName("else") ? this.parseExpression() : null;
      expr = { kind: "Conditional", test, whenTrue: expr, otherwise, offset: start.offset };
    }
    return expr;
  }

  private parseOr(): Expression {
    let left = this.parseAnd();
    while (this.isName("or")) {
      const op = this.next();
      left = { kind: "Logical", operator: "or", left, right: this.parseAnd(), offset: op.offset };
    }
    return left;
  }

  private parseAnd(): Expression {
    let left = this.parseNot();
    while (this.isName("and")) {
      const op = this.next();
      left = { kind: "Logical", operator: "and", left, right: this.parseNot(), offset: op.offset };
    }
    return left;
  }

  private parseNot(): Expression {
    if (this.isName("not")) {
      const op = this.next();
      return { kind: "Unary", operator: "not", operand: this.parseNot(), offset: op.offset };
    }
    return this.parseCompare();
  }

  private parseCompare(): Expression {
    const start = this.current;
    const first = this.parseMath1();
    const rest: [CompareOperator, Expression][] = [];
    for (;;) {
      const t = this.current;
      if (t.type === "operator" && COMPARE_OPERATORS.has(t.value)) {
        this.next();
        rest.push([t.value as CompareOperator, this.parseMath1()]);
      } else if (this.skipName("in")) {
        rest.push(["in", this.parseMath1()]);
      } else if (this.isName("not") && this.isName("in", this.peek())) {
        this.i += 2;
        rest.push(["not in", this.parseMath1()]);
      } else break;
    }
    return rest.length ? { kind: "Compare", first, rest, offset: start.offset } : first;
  }

  private parseBinary(operators: string[], operand: () => Expression): Expression {
    let left = operand();
    while (this.current.type === "operator" && operators.includes(this.current.value)) {
      const op = this.next();
      const right = operand();
      left = { kind: "Binary", operator: op.value as BinaryOperator, left, right, offset: op.offset };
    }
    return left;
  }

  private parseMath1(): Expression {
    return this.parseBinary(["+", "-"], () => this.parseConcat());
  }

  private parseConcat(): Expression {
    const start = this.current;
    const parts = [this.parseMath2()];
    while (this.skipOp("~")) parts.push(this.parseMath2());
    return parts.length === 1 ? (parts[0] as Expression) : { kind: "Concat", parts, offset: start.offset };
  }

  private parseMath2(): Expression {
    return this.parseBinary(["*", "/", "//", "%"], () => this.parsePow());
  }

  private parsePow(): Expression {
    return this.parseBinary(["**"], () => this.parseUnary(true));
  }

  private parseUnary(withFilter: boolean): Expression {
    const t = this.current;
    let node: Expression;
    if (this.isOp("-") || this.isOp("+")) {
      this.next();
      node = { kind: "Unary", operator: t.value as "-" | "+", operand: this.parseUnary(false), offset: t.offset };
    } else {
      node = this.parsePrimary();
    }
    node = this.parsePostfix(node);
    return withFilter ? this.parseFilterExpression(node) : node;
  }

  private parsePrimary(): Expression {
    const t = this.current;
    switch (t.type) {
      case "name": {
        this.next();
        if (t.value === "true" || t.value === "True") return { kind: "Literal", value: true, offset: t.offset };
        if (t.value === "false" || t.value === "False") return { kind: "Literal", value: false, offset: t.offset };
        if (t.value === "none" || t.value === "None") return { kind: "Literal", value: null, offset: t.offset };
        if (SPECIAL_NAMES.has(t.value)) this.note(t.value);
        return { kind: "Name", name: t.value, offset: t.offset };
      }
      case "string": {
        let value = this.next().value;
        while (this.current.type === "string") value += this.next().value;
        return { kind: "Literal", value, offset: t.offset };
      }
      case "integer":
        this.next();
        return { kind: "Literal", value: parseInteger(t.value), offset: t.offset };
      case "float":
        this.next();
        return { kind: "Literal", value: Number(t.value), float: true, offset: t.offset };
      case "operator":
        if (t.value === "(") {
          this.next();
          const inner = this.parseTuple(true, null, true);
          this.expectOp(")");
          return inner;
        }
        if (t.value === "[") return this.parseList();
        if (t.value === "{") return this.parseDict();
        break;
    }
    return this.fail(`unexpected ${describe(t)}`);
  }

  private parseList(): Expression {
    const start = this.expectOp("[");
    const items: Expression[] = [];
    while (!this.isOp("]")) {
      if (items.length) this.expectOp(",");
      if (this.isOp("]")) break;
      items.push(this.parseExpression());
    }
    this.expectOp("]");
    return { kind: "List", items, offset: start.offset };
  }

  private parseDict(): Expression {
    const start = this.expectOp("{");
    const entries: [Expression, Expression][] = [];
    while (!this.isOp("}")) {
      if (entries.length) this.expectOp(",");
      if (this.isOp("}")) break;
      const key = this.parseExpression();
      this.expectOp(":");
      entries.push([key, this.parseExpression()]);
    }
    this.expectOp("}");
    return { kind: "Dict", entries, offset: start.offset };
  }

  private parsePostfix(node: Expression): Expression {
    for (;;) {
      if (this.isOp(".") || this.isOp("[")) node = this.parseSubscript(node);
      else if (this.isOp("(")) node = this.parseCall(node);
      else return node;
    }
  }

  private parseFilterExpression(node: Expression): Expression {
    for (;;) {
      if (this.isOp("|")) node = this.parseFilters(node);
      else if (this.isName("is")) node = this.parseTest(node);
      else if (this.isOp("(")) node = this.parseCall(node);
      else return node;
    }
  }

  private parseSubscript(object: Expression): Expression {
    const t = this.next();
    if (t.value === ".") {
      const attr = this.next();
      if (attr.type === "name") return { kind: "GetAttr", object, name: attr.value, offset: t.offset };
      if (attr.type !== "integer") this.fail("expected name or number", attr);
      const key: Expression = { kind: "Literal", value: parseInteger(attr.value), offset: attr.offset };
      return { kind: "GetItem", object, key, offset: t.offset };
    }
    const keys: Expression[] = [];
    while (!this.isOp("]")) {
      if (keys.length) this.expectOp(",");
      keys.push(this.parseSubscribed());
    }
    this.expectOp("]");
    const key: Expression =
      keys.length === 1 ? (keys[0] as Expression) : { kind: "Tuple", items: keys, offset: t.offset };
    return { kind: "GetItem", object, key, offset: t.offset };
  }

  private parseSubscribed(): Expression {
    const start = this.current;
    let first: Expression | null = null;
    if (!this.isOp(":")) {
      first = this.parseExpression();
      if (!this.isOp(":")) return first;
    }
    this.next();
    const endOfPart = () => this.isOp(":") || this.isOp("]") || this.isOp(",");
    const stop = endOfPart() ? null : this.parseExpression();
    let step: Expression | null = null;
    if (this.skipOp(":") && !(this.isOp("]") || this.isOp(","))) step = this.parseExpression();
    return { kind: "Slice", start: first, stop, step, offset: start.offset };
  }

  private parseCall(callee: Expression): Call {
    const start = this.current;
    return { kind: "Call", callee, ...this.parseArguments(), offset: start.offset };
  }

  private parseArguments(): Arguments {
    const open = this.expectOp("(");
    const result: Arguments = { args: [], kwargs: [], starArgs: null, starKwargs: null };
    const ensure = (ok: boolean) => {
      if (!ok) this.fail("invalid syntax for function call expression", open);
    };
    let needComma = false;
    while (!this.isOp(")")) {
      if (needComma) {
        this.expectOp(",");
        if (this.isOp(")")) break;
      }
      if (this.skipOp("*")) {
        ensure(!result.starArgs && !result.starKwargs);
        result.starArgs = this.parseExpression();
      } else if (this.skipOp("**")) {
        ensure(!result.starKwargs);
        result.starKwargs = this.parseExpression();
      } else if (this.current.type === "name" && this.isOp("=", this.peek())) {
        ensure(!result.starKwargs);
        const key = this.next().value;
        this.next();
        result.kwargs.push([key, this.parseExpression()]);
      } else {
        ensure(!result.starArgs && !result.starKwargs && result.kwargs.length === 0);
        result.args.push(this.parseExpression());
      }
      needComma = true;
    }
    this.expectOp(")");
    return result;
  }

  /** Parses `| name(args) | name2 ...`; with `inline` the first filter has no leading pipe. */
  private parseFilters(value: Expression | null, inline = false): FilterExpression {
    let node: Expression | null = value;
    while (this.isOp("|") || inline) {
      if (!inline) this.next();
      inline = false;
      const nameToken = this.expectName();
      let name = nameToken.value;
      while (this.skipOp(".")) name += `.${this.expectName().value}`;
      const args = this.isOp("(") ? this.parseArguments() : { args: [], kwargs: [], starArgs: null, starKwargs: null };
      node = { kind: "Filter", value: node, name, ...args, offset: nameToken.offset };
    }
    return node as FilterExpression;
  }

  private parseTest(value: Expression): Expression {
    const isToken = this.next();
    const negated = this.skipName("not");
    let name = this.expectName().value;
    while (this.skipOp(".")) name += `.${this.expectName().value}`;
    let args: Arguments = { args: [], kwargs: [], starArgs: null, starKwargs: null };
    const t = this.current;
    if (this.isOp("(")) args = this.parseArguments();
    else if (
      (TEST_ARGUMENT_STARTS.has(t.type) || this.isOp("[") || this.isOp("{")) &&
      !(t.type === "name" && (t.value === "else" || t.value === "or" || t.value === "and"))
    ) {
      if (this.isName("is")) this.fail("You cannot chain multiple tests with is");
      args.args = [this.parsePostfix(this.parsePrimary())];
    }
    const test: Expression = { kind: "Test", value, name, ...args, offset: isToken.offset };
    return negated ? { kind: "Unary", operator: "not", operand: test, offset: isToken.offset } : test;
  }
}

function parseInteger(digits: string): number {
  const lower = digits.toLowerCase();
  if (lower.startsWith("0b")) return Number.parseInt(lower.slice(2), 2);
  if (lower.startsWith("0o")) return Number.parseInt(lower.slice(2), 8);
  return Number(lower);
}

function describe(token: Token): string {
  if (token.type === "eof") return "end of template";
  if (token.type === "operator" || token.type === "name") return `'${token.value}'`;
  return token.type.replace("_", " ");
}
