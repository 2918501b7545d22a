// The Template class: parse and compile once, render many times.
import type { Program } from "./ast";
import { type CompiledTemplate, compile } from "./compiler";
import { asTemplateError, TemplateError, TemplateRuntimeError, withTemplateErrors } from "./errors";
import { type FormatOptions, format } from "./format";
import type { Frame } from "./frame";
import { normalizeSource } from "./lexer";
import { Budget, type RenderLimits, resolveLimits, spending } from "./limits";
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
    if (typeof source !== "string") {
      throw new TemplateError(`A template must be a string, not ${source === null ? "null" : typeof source}`);
    }
    if (typeof options !== "object" || options === null) throw new TemplateError("Template options must be an object");
    const { now = () => new Date(), ...limits } = options;
    if (typeof now !== "function") throw new TemplateError("Invalid option now: expected a function returning a Date");
    this.limits = resolveLimits(limits);
    const text = normalizeSource(source);
    const parsed = withTemplateErrors("Cannot parse the template", () => parseNormalized(text));
    this.parsed = parsed.program;
    this.compiled = withTemplateErrors("Cannot compile the template", () => compile(parsed, text, this.limits));
    this.globals = createGlobals({ maxRange: this.limits.maxRange, now });
  }

  /** Renders with `context` variables (own enumerable data properties only). */
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
    try {
      spending(new Budget(this.limits), () => this.compiled.run(frame));
    } catch (e) {
      throw asTemplateError(e, "Cannot render the template");
    }
    return frame.out;
  }

  /** Pretty-prints the template as equivalent Jinja source. */
  format(options: FormatOptions = {}): string {
    return format(this.parsed, options);
  }
}
