// Jinja2 evaluates constant expressions at compile time; a few results differ from runtime ones
// (slicing a non-sequence yields undefined instead of raising), so the compiler does the same.
import type { Expression } from "./ast";
import { chargeComparisons } from "./limits";
import { isDict, iteratorType, Markup, PyFloat } from "./runtime/values";

export const NOT_FOLDED: unique symbol = Symbol("not folded");
/** Thrown when folding reaches a variable (a branch of a conditional that is not constant). */
export const NOT_CONSTANT = new Error("not constant");

/** Jinja2's has_safe_repr: values it inlines into compiled code. Shared containers are checked once. */
export function hasSafeRepr(value: unknown, checked = new Set<unknown>()): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number")
    return true;
  if (value instanceof PyFloat || value instanceof Markup) return true;
  if (!Array.isArray(value) && !isDict(value)) return false;
  if (checked.has(value)) return true;
  checked.add(value);
  const items = Array.isArray(value) ? value : Object.values(value);
  chargeComparisons(items.length);
  return iteratorType(value) === undefined && items.every((item) => hasSafeRepr(item, checked));
}

// Filters Jinja2 never folds at compile time (they take the render context).
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

/** Whether Jinja2 can evaluate `node` at compile time (it affects a few error cases). */
export function isConstant(node: Expression | null): boolean {
  if (node === null) return true;
  switch (node.kind) {
    case "Literal":
      return true;
    case "Tuple":
    case "List":
      return node.items.every(isConstant);
    case "Dict":
      return node.entries.every(([k, v]) => isConstant(k) && isConstant(v));
    case "Unary":
      return isConstant(node.operand);
    case "Binary":
    case "Logical":
      return isConstant(node.left) && isConstant(node.right);
    case "Concat":
      return node.parts.every(isConstant);
    case "Compare":
      return isConstant(node.first) && node.rest.every(([, e]) => isConstant(e));
    case "Conditional":
      // Only the branch the constant test picks needs to be constant (folding checks it).
      return isConstant(node.test) && (isConstant(node.whenTrue) || isConstant(node.otherwise));
    case "GetAttr":
      return isConstant(node.object);
    case "GetItem":
      return isConstant(node.object) && isConstant(node.key);
    case "Slice":
      return isConstant(node.start) && isConstant(node.stop) && isConstant(node.step);
    case "Filter":
    case "Test":
      return (
        (node.kind === "Test" || !CONTEXT_FILTERS.has(node.name)) &&
        isConstant(node.value) &&
        node.args.every(isConstant) &&
        node.kwargs.every(([, e]) => isConstant(e)) &&
        node.starArgs === null &&
        node.starKwargs === null
      );
    default:
      return false;
  }
}
