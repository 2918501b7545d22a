// Error classes of the engine. Every error carries where it happened so users can fix their template.

/** A position in the template source (1-based line and column, 0-based offset). */
export interface SourceLocation {
  line: number;
  column: number;
  offset: number;
}

/** Base class of every error raised by the engine. */
export class TemplateError extends Error {
  override name = "TemplateError";
  /** Where the failure happened, when known. */
  location: SourceLocation | undefined;
  constructor(message: string, location?: SourceLocation) {
    super(message);
    this.location = location;
  }
}

/** The template text is not valid Jinja: carries line, column and an excerpt of the offending line. */
export class TemplateSyntaxError extends TemplateError {
  override name = "TemplateSyntaxError";
  readonly line: number;
  readonly column: number;
  readonly excerpt: string;
  readonly reason: string;
  constructor(reason: string, source: string, offset: number) {
    const location = locate(source, offset);
    const excerpt = excerptAt(source, location);
    super(`${reason} (line ${location.line}, column ${location.column})\n${excerpt}`, location);
    this.reason = reason;
    this.line = location.line;
    this.column = location.column;
    this.excerpt = excerpt;
  }
}

/** A failure while rendering (bad operation, unknown filter or test, raise_exception, limits). */
export class TemplateRuntimeError extends TemplateError {
  override name = "TemplateRuntimeError";
}

/** An operation on an undefined value, like Jinja2's UndefinedError. */
export class UndefinedValueError extends TemplateRuntimeError {
  override name = "UndefinedValueError";
}

/** The template tried to reach something the sandbox forbids (private attributes, mutation of data). */
export class SecurityError extends TemplateRuntimeError {
  override name = "SecurityError";
}

/** A configured limit (output size, loop iterations, recursion depth, range size) was exceeded. */
export class LimitExceededError extends TemplateRuntimeError {
  override name = "LimitExceededError";
}

/** Raised by the template itself through `raise_exception(message)`. */
export class TemplateRaisedError extends TemplateRuntimeError {
  override name = "TemplateRaisedError";
}

/** Computes the 1-based line and column of `offset` in `source`. */
export function locate(source: string, offset: number): SourceLocation {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, source.length);
  for (let i = 0; i < end; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1, offset };
}

function excerptAt(source: string, { line, column }: SourceLocation): string {
  const text = source.split("\n")[line - 1] ?? "";
  const shown = text.length > 160 ? text.slice(Math.max(0, column - 80), column + 80) : text;
  const caret = text.length > 160 ? Math.min(column - 1, 80) : column - 1;
  return `${String(line).padStart(4)} | ${shown}\n     | ${" ".repeat(Math.max(0, caret))}^`;
}

// JavaScript errors that mean a resource ran out (stack, maximum string or array size), not a bug of the template.
const EXHAUSTION = /call stack|Invalid (string|array|typed array) length|allocation failed/i;

/**
 * Turns a JavaScript error escaping the engine (stack exhaustion on absurd nesting, a host function or
 * Proxy of the context that threw) into a library error; the original is kept as `cause`.
 */
export function asTemplateError(error: unknown, what: string): TemplateError {
  if (error instanceof TemplateError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped =
    error instanceof RangeError && EXHAUSTION.test(message)
      ? new LimitExceededError(`${what}: nesting or size is too large (${message})`)
      : new TemplateRuntimeError(`${what}: ${message}`);
  wrapped.cause = error;
  return wrapped;
}

/** Runs `fn`, reporting any JavaScript error it raises as a TemplateError (see asTemplateError). */
export function withTemplateErrors<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw asTemplateError(e, what);
  }
}

/** Attaches `location` to a runtime error raised without one (the innermost node wins). */
export function withLocation(error: unknown, location: SourceLocation): unknown {
  if (error instanceof TemplateError) {
    if (!error.location) {
      error.location = location;
      error.message += ` (line ${location.line}, column ${location.column})`;
    }
    return error;
  }
  return withLocation(asTemplateError(error, "Cannot render the template"), location);
}
