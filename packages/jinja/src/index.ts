// Public entry of @inferkit/jinja.
export type * from "./ast";
export {
  ChatTemplateError,
  type NamedChatTemplate,
  type RenderChatTemplateOptions,
  renderChatTemplate,
  type SpecialToken,
  selectChatTemplate,
  specialTokenVariables,
  type TokenizerConfig,
} from "./chat";
export {
  LimitExceededError,
  SecurityError,
  type SourceLocation,
  TemplateError,
  TemplateRaisedError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  UndefinedValueError,
} from "./errors";
export type { FormatOptions } from "./format";
export { format } from "./format";
export { type Token, type TokenType, tokenize } from "./lexer";
export { DEFAULT_LIMITS, type RenderLimits } from "./limits";
export { parse } from "./parser";
export { Template, type TemplateOptions } from "./template";
