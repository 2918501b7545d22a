// Jinja2's built-in tests (`value is name(args)`).
import { TemplateRuntimeError } from "../errors";
import { contains } from "./operators";
import {
  compare,
  equals,
  isDict,
  isFloat,
  isInteger,
  isNumber,
  isUndefined,
  Markup,
  PyFunction,
  toNumber,
  Undefined,
} from "./values";

export type TestFunction = (value: unknown, args: unknown[]) => boolean;

// Undefined counts as callable: Jinja2's Undefined defines __call__ (to raise when called).
const isCallable = (v: unknown) =>
  typeof v === "function" || v === undefined || v instanceof PyFunction || v instanceof Undefined;
const isString = (v: unknown): v is string => typeof v === "string";
const isText = (v: unknown) => typeof v === "string" || v instanceof Markup;
const needArg = (args: unknown[]): unknown => {
  if (args.length === 0) throw new TemplateRuntimeError("test requires an argument");
  return args[0];
};

/** `value % 2` with Python's sign rule. */
function pyMod2(v: unknown): number {
  const r = toNumber(v) % 2;
  return r < 0 ? r + 2 : r;
}

export const TESTS: Record<string, TestFunction> = {
  defined: (v) => !isUndefined(v),
  undefined: (v) => isUndefined(v),
  none: (v) => v === null,
  boolean: (v) => typeof v === "boolean",
  false: (v) => v === false,
  true: (v) => v === true,
  integer: (v) => isInteger(v),
  float: (v) => isFloat(v),
  number: (v) => isNumber(v),
  string: isText,
  mapping: (v) => isDict(v),
  // Undefined has __len__ and __getitem__, so Jinja2 calls it a sequence.
  sequence: (v) => isText(v) || Array.isArray(v) || isDict(v) || isUndefined(v),
  iterable: (v) => isString(v) || Array.isArray(v) || isDict(v) || isUndefined(v),
  callable: isCallable,
  odd: (v) => pyMod2(v) === 1,
  even: (v) => pyMod2(v) === 0,
  divisibleby: (v, a) => toNumber(v) % toNumber(needArg(a)) === 0,
  lower: (v) => isString(v) && v === v.toLowerCase() && v !== v.toUpperCase(),
  upper: (v) => isString(v) && v === v.toUpperCase() && v !== v.toLowerCase(),
  eq: (v, a) => equals(v, needArg(a)),
  ne: (v, a) => !equals(v, needArg(a)),
  lt: (v, a) => compare(v, needArg(a)) < 0,
  le: (v, a) => compare(v, needArg(a)) <= 0,
  gt: (v, a) => compare(v, needArg(a)) > 0,
  ge: (v, a) => compare(v, needArg(a)) >= 0,
  in: (v, a) => contains(needArg(a), v),
  sameas: (v, a) => v === needArg(a) || (v === undefined && a[0] === undefined),
  escaped: (v) => v instanceof Markup,
};
TESTS.equalto = TESTS.eq as TestFunction;
TESTS["=="] = TESTS.eq as TestFunction;
TESTS["!="] = TESTS.ne as TestFunction;
TESTS.lessthan = TESTS.lt as TestFunction;
TESTS["<"] = TESTS.lt as TestFunction;
TESTS["<="] = TESTS.le as TestFunction;
TESTS.greaterthan = TESTS.gt as TestFunction;
TESTS[">"] = TESTS.gt as TestFunction;
TESTS[">="] = TESTS.ge as TestFunction;
