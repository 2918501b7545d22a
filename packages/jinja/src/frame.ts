// The state of one render and the helpers compiled closures share.
import { LimitExceededError } from "./errors";
import type { RenderLimits } from "./limits";
import { ownValue } from "./own-data";
import { MISSING, type Undefined } from "./runtime/values";
import type { Env } from "./scope";

/** Mutable state of one render. */
export interface Frame {
  /** Variables of the innermost scope being run. */
  env: Env;
  /** Render context (own properties only) and globals, for names no scope assigns. */
  context: Record<string, unknown>;
  globals: Record<string, unknown>;
  out: string;
  iterations: number;
  depth: number;
  limits: RenderLimits;
}

export type Expr = (f: Frame) => unknown;
/** Runs a statement, appending to `f.out`; returns a loop signal. */
export type Stmt = (f: Frame) => Signal;
export enum Signal {
  Normal = 0,
  Break = 1,
  Continue = 2,
}

/** Looks a name up in the render context, then the globals. */
export function lookupGlobal(f: Frame, name: string, missing: Undefined): unknown {
  const v = ownValue(f.context, name);
  if (v !== MISSING) return v === undefined ? missing : v;
  const g = f.globals[name];
  return g === undefined ? missing : g;
}

export function outputError(f: Frame): LimitExceededError {
  return new LimitExceededError(`Output exceeds the limit of ${f.limits.maxOutputLength} characters`);
}

export function checkOutput(f: Frame): void {
  if (f.out.length > f.limits.maxOutputLength) throw outputError(f);
}

/** Runs `body` with a fresh output buffer and returns what it wrote. */
export function capture(f: Frame, body: Stmt): string {
  const saved = f.out;
  f.out = "";
  try {
    body(f);
    return f.out;
  } finally {
    f.out = saved;
  }
}

/** Evaluates two operands, then `op`; errors of `op` get the node's position. */
export function binaryAt(
  left: Expr,
  right: Expr,
  op: (a: unknown, b: unknown, f: Frame) => unknown,
  at: (error: unknown) => unknown,
): Expr {
  return (f) => {
    const a = left(f);
    const b = right(f);
    try {
      return op(a, b, f);
    } catch (e) {
      throw at(e);
    }
  };
}

export function recursionError(f: Frame): LimitExceededError {
  return new LimitExceededError(`Maximum recursion depth of ${f.limits.maxRecursionDepth} exceeded`);
}
