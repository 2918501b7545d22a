// Abstract syntax tree of a template, close to Jinja2's `nodes` module.
// Every node keeps the source offset of the token that started it, for error locations.

interface At {
  offset: number;
}

export type Expression =
  | Literal
  | Name
  | TupleLiteral
  | ListLiteral
  | DictLiteral
  | GetAttr
  | GetItem
  | Slice
  | Call
  | FilterExpression
  | TestExpression
  | BinaryExpression
  | LogicalExpression
  | UnaryExpression
  | Concat
  | Compare
  | Conditional;

/** A literal; `float` marks number literals written with a decimal point or exponent. */
export interface Literal extends At {
  kind: "Literal";
  value: string | number | boolean | null;
  float?: boolean;
}
export interface Name extends At {
  kind: "Name";
  name: string;
}
export interface TupleLiteral extends At {
  kind: "Tuple";
  items: Expression[];
}
export interface ListLiteral extends At {
  kind: "List";
  items: Expression[];
}
export interface DictLiteral extends At {
  kind: "Dict";
  entries: [Expression, Expression][];
}
/** `object.name` (attribute first, then item, like Jinja2's getattr). */
export interface GetAttr extends At {
  kind: "GetAttr";
  object: Expression;
  name: string;
}
/** `object[key]` (item first, then attribute). */
export interface GetItem extends At {
  kind: "GetItem";
  object: Expression;
  key: Expression;
}
export interface Slice extends At {
  kind: "Slice";
  start: Expression | null;
  stop: Expression | null;
  step: Expression | null;
}
export interface Arguments {
  args: Expression[];
  kwargs: [string, Expression][];
  starArgs: Expression | null;
  starKwargs: Expression | null;
}
export interface Call extends At, Arguments {
  kind: "Call";
  callee: Expression;
}
/** `value | name(args)`; `value` is null inside a `{% filter %}` block header. */
export interface FilterExpression extends At, Arguments {
  kind: "Filter";
  value: Expression | null;
  name: string;
}
export interface TestExpression extends At, Arguments {
  kind: "Test";
  value: Expression;
  name: string;
}
export type BinaryOperator = "+" | "-" | "*" | "/" | "//" | "%" | "**";
export interface BinaryExpression extends At {
  kind: "Binary";
  operator: BinaryOperator;
  left: Expression;
  right: Expression;
}
export interface LogicalExpression extends At {
  kind: "Logical";
  operator: "and" | "or";
  left: Expression;
  right: Expression;
}
export interface UnaryExpression extends At {
  kind: "Unary";
  operator: "not" | "-" | "+";
  operand: Expression;
}
/** `a ~ b ~ c`: string concatenation of the printed values. */
export interface Concat extends At {
  kind: "Concat";
  parts: Expression[];
}
export type CompareOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "not in";
/** A comparison chain `a < b <= c`. */
export interface Compare extends At {
  kind: "Compare";
  first: Expression;
  rest: [CompareOperator, Expression][];
}
/** `a if test else b`; without `else` the result is undefined. */
export interface Conditional extends At {
  kind: "Conditional";
  test: Expression;
  whenTrue: Expression;
  otherwise: Expression | null;
}

export type Statement =
  | Text
  | Print
  | If
  | For
  | SetStatement
  | SetBlock
  | Macro
  | CallBlock
  | FilterBlock
  | With
  | LoopControl
  | Generation;

export interface Text extends At {
  kind: "Text";
  value: string;
}
export interface Print extends At {
  kind: "Print";
  value: Expression;
}
export interface If extends At {
  kind: "If";
  test: Expression;
  body: Statement[];
  /** The `else` branch; an `elif` is an If alone in here, marked `elif`. */
  otherwise: Statement[];
  elif?: boolean;
}
/** Assignment target: a name, a tuple of targets, or `namespace.attribute`. */
export type Target = Name | { kind: "Tuple"; items: Target[]; offset: number } | NamespaceRef;
export interface NamespaceRef extends At {
  kind: "NamespaceRef";
  name: string;
  attribute: string;
}
export interface For extends At {
  kind: "For";
  target: Target;
  iterable: Expression;
  filter: Expression | null;
  recursive: boolean;
  body: Statement[];
  otherwise: Statement[];
}
export interface SetStatement extends At {
  kind: "Set";
  target: Target;
  value: Expression;
}
export interface SetBlock extends At {
  kind: "SetBlock";
  target: Target;
  filter: FilterExpression | null;
  body: Statement[];
}
export interface Parameter {
  name: string;
  default: Expression | null;
}
export interface Macro extends At {
  kind: "Macro";
  name: string;
  params: Parameter[];
  body: Statement[];
}
export interface CallBlock extends At {
  kind: "CallBlock";
  call: Call;
  params: Parameter[];
  body: Statement[];
}
export interface FilterBlock extends At {
  kind: "FilterBlock";
  filter: FilterExpression;
  body: Statement[];
}
export interface With extends At {
  kind: "With";
  assignments: [Target, Expression][];
  body: Statement[];
}
export interface LoopControl extends At {
  kind: "Break" | "Continue";
}
/** transformers' `{% generation %}` block: renders its body unchanged. */
export interface Generation extends At {
  kind: "Generation";
  body: Statement[];
}

export interface Program {
  kind: "Program";
  body: Statement[];
}
