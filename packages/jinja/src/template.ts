// The Template class: parse and compile once, render many times.
import type { Program } from "./ast";
import { type CompiledTemplate, compile } from "./compiler";
import { guardDepth, TemplateRuntimeError } from "./errors";
import { type FormatOptions, format } from "./format";
import { DEFAULT_LIMITS, type Frame, type RenderLimits } from "./frame";
import { normalizeSource } from "./lexer";
import { parseNormalized } from "./parser";
import { createGlobals } from "./runtime/globals";
import { isDict } from "./runtime/values";

export interface TemplateOptions extends Partial<RenderLimits> {
  /** Clock of `strftime_now` (default: the current time). */
  now?: () => Date;
}

export class Template {
  /** The parsed program (Jinja2's AST, see the `ast` types). */
  readonly parsed: Program;
  private readonly compiled: CompiledTemplate;
  private readonly limits: RenderLimits;
  private readonly globals: Record<string, unknown>;

  /** Parses and compiles `source`; throws TemplateSyntaxError on invalid templates. */
  constructor(source: string, options: TemplateOptions = {}) {
    const text = normalizeSource(source);
    const parsed = guardDepth("Cannot parse the template", () => parseNormalized(text));
    this.parsed = parsed.program;
    this.compiled = guardDepth("Cannot compile the template", () => compile(parsed, text));
    const { now = () => new Date(), ...limits } = options;
    this.limits = { ...DEFAULT_LIMITS, ...definedOnly(limits) };
    this.globals = createGlobals({ maxRange: this.limits.maxRange, now });
  }

  /** Renders with `context` variables (own enumerable properties only). */
  render(context: Record<string, unknown> = {}): string {
    if (!isDict(context)) throw new TemplateRuntimeError("render() expects an object of variables");
    const frame: Frame = {
      env: this.compiled.createEnv(),
      context,
      globals: this.globals,
      out: "",
      iterations: 0,
      depth: 0,
      limits: this.limits,
    };
    guardDepth("Cannot render the template", () => this.compiled.run(frame));
    return frame.out;
  }

  /** Pretty-prints the template as equivalent Jinja source. */
  format(options: FormatOptions = {}): string {
    return format(this.parsed, options);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
