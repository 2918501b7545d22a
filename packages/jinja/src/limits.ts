// Limits of one render, and the work budget that enforces them. Operations that loop or allocate
// charge the budget in bulk (per loop iteration, per call, per item a filter walks, per character a
// string operation builds), so a hostile template stops with a LimitExceededError long before it
// could hang the host or exhaust its heap, while ordinary renders pay a few subtractions.
import { LimitExceededError, TemplateError } from "./errors";

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
  /** Work one render may do, in steps (a step is about 10 ns: see STEP_COST). */
  maxSteps: number;
  /** Memory one render may allocate in total, estimated in bytes (1 per character, 8 per list item). */
  maxBytes: number;
}

export const DEFAULT_LIMITS: Readonly<RenderLimits> = Object.freeze({
  maxOutputLength: 10_000_000,
  maxLoopIterations: 1_000_000,
  maxRecursionDepth: 200,
  maxRange: 100_000,
  maxSteps: 50_000_000,
  maxBytes: 64_000_000,
});

/** Steps charged per operation, scaled to what each costs on V8 relative to comparing two items. */
export const STEP_COST = Object.freeze({
  /** One iteration of a for loop (assignment, scope, loop variable). */
  iteration: 20,
  /** One call of a macro, of `caller()`, or of a recursive `loop()`. */
  call: 40,
  /** One call of a filter, method or test, besides the work on its input. */
  filter: 5,
  /** Printing one item of a list or dict (`{{ x }}`, `string`, `tojson`, `pprint`). */
  printItem: 40,
  /** Comparing one item in a scan (`in`, `index`, `count`) or one container in a deep comparison. */
  compareItem: 2,
  /** Computing the key of one item and placing it (`unique`, `sort`, `groupby`), or one sort comparison. */
  keyedItem: 20,
  /** One match a string operation replaces. */
  match: 10,
  /** Characters a string operation scans per step. */
  charsPerStep: 4,
});

/** Longest string a concatenation builds without charging the budget (see chargeConcat). */
const FREE_CONCAT_CHARS = 4096;

/** Bytes charged per list item or dict entry a template materialises. */
export const ITEM_BYTES = 16;

/** Validates limit options: each a non-negative integer, or Infinity for none. */
export function resolveLimits(options: Partial<RenderLimits>): RenderLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof RenderLimits)[]) {
    const value = options[name];
    if (value === undefined) continue;
    if (typeof value !== "number" || !(value === Infinity || (Number.isInteger(value) && value >= 0))) {
      // A symbol cannot be written into a message: the type is named instead of any non-number.
      const got = typeof value === "number" ? value : typeof value;
      throw new TemplateError(`Invalid option ${name}: expected a non-negative integer or Infinity, got ${got}`);
    }
    limits[name] = value;
  }
  return limits;
}

/** What one render (or one compilation) may still spend. */
export class Budget {
  steps: number;
  bytes: number;
  /** Concatenations up to this length skip the checks (see chargeConcat). */
  readonly freeConcatChars: number;
  constructor(readonly limits: RenderLimits) {
    this.steps = limits.maxSteps;
    this.bytes = limits.maxBytes;
    this.freeConcatChars = Math.min(FREE_CONCAT_CHARS, limits.maxOutputLength);
  }
}

// Renders are synchronous, so the budget being spent is a module variable: filters and methods deep
// in the runtime charge it without every signature carrying the frame. Outside renders nothing is counted.
const IDLE = new Budget({ ...DEFAULT_LIMITS, maxSteps: Infinity, maxBytes: Infinity });
let active = IDLE;

/** Runs `fn` charging `budget` (nested renders keep their own). */
export function spending<T>(budget: Budget, fn: () => T): T {
  const saved = active;
  active = budget;
  try {
    return fn();
  } finally {
    active = saved;
  }
}

export function chargeSteps(steps: number): void {
  active.steps -= steps;
  if (active.steps < 0) throw stepsExceeded();
}

export function chargeBytes(bytes: number): void {
  active.bytes -= bytes;
  if (active.bytes < 0) throw bytesExceeded();
}

/** Charges a scan over `chars` characters of text. */
export function chargeScan(chars: number): void {
  chargeSteps(1 + chars / STEP_COST.charsPerStep);
}

/** Charges building a list of `count` items. */
export function chargeItems(count: number): void {
  chargeSteps(count);
  chargeBytes(count * ITEM_BYTES);
}

/** Charges comparing `count` items (a membership scan, a deep comparison). */
export function chargeComparisons(count: number): void {
  chargeSteps(count * STEP_COST.compareItem);
}

/** Charges a call of a filter, method or test on `input`: the call, plus a scan of its items or text. */
export function chargeCall(input: unknown): void {
  if (typeof input === "string") chargeSteps(STEP_COST.filter + input.length / STEP_COST.charsPerStep);
  else chargeSteps(STEP_COST.filter + (Array.isArray(input) ? input.length : 0));
}

/**
 * Charges the string or list an operation returned; operations whose result is bounded by their input
 * are charged after the fact. Returning the input itself allocates nothing.
 */
export function chargeResult(result: unknown, input: unknown): void {
  if (result === input) return;
  if (typeof result === "string") {
    if (result.length > active.limits.maxOutputLength) throw lengthExceeded();
    chargeBytes(result.length);
  } else if (Array.isArray(result)) chargeBytes(result.length * ITEM_BYTES);
}

/** Charges a string of `length` characters about to be built; refuses it beyond maxOutputLength. */
export function reserveChars(length: number): void {
  if (length > active.limits.maxOutputLength) throw lengthExceeded();
  chargeBytes(length);
  chargeScan(length);
}

/**
 * Charges `left ~ right`: refused beyond maxOutputLength; V8 shares both operands in the result, so
 * only the shorter one counts as allocated (doubling a string costs what it adds).
 */
export function chargeConcat(left: number, right: number): void {
  // Short results are free: a template keeps only as many strings as it has variables, and building
  // many short ones takes loop iterations or calls, which are charged.
  if (left + right <= active.freeConcatChars) return;
  if (left + right > active.limits.maxOutputLength) throw lengthExceeded();
  chargeBytes(Math.min(left, right));
}

/** Charges a list of `count` items about to be built (`*`, `+`); refused beyond maxOutputLength items. */
export function reserveItems(count: number): void {
  if (count > active.limits.maxOutputLength) {
    throw new LimitExceededError(`List length exceeds the limit of ${active.limits.maxOutputLength} items`);
  }
  chargeItems(count);
}

/** Reserves the string joining `parts` (the strings among them) with `separator` would build. */
export function reserveJoin(parts: readonly unknown[], separator: string): void {
  let total = separator.length * Math.max(0, parts.length - 1);
  for (const part of parts) if (typeof part === "string") total += part.length;
  chargeSteps(parts.length);
  reserveChars(total);
}

function lengthExceeded(): LimitExceededError {
  return new LimitExceededError(`String length exceeds the limit of ${active.limits.maxOutputLength} characters`);
}

function stepsExceeded(): LimitExceededError {
  active.steps = -1;
  return new LimitExceededError(`Render exceeds its budget of ${active.limits.maxSteps} steps (maxSteps)`);
}

function bytesExceeded(): LimitExceededError {
  active.bytes = -1;
  return new LimitExceededError(`Render exceeds its budget of ${active.limits.maxBytes} bytes (maxBytes)`);
}
