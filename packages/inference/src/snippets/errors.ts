// Errors of the snippet generator. Messages name what to change; none carries a token.

export class SnippetError extends Error {
  override name = "SnippetError";
}

/** A (language, client, template) combination the generator has no template for. */
export class TemplateNotFoundError extends SnippetError {
  override name = "TemplateNotFoundError";
  constructor(
    readonly language: string,
    readonly client: string,
    readonly template: string,
  ) {
    super(`Template not found: ${language}/${client}/${template}`);
  }
}

/**
 * Arguments that cannot produce a safe, working snippet: a closed provider reached through the router, or
 * a value that cannot be written as a literal (a multi-line id, a function in `inputs`...). The message
 * names the field, never its value.
 */
export class SnippetInputError extends SnippetError {
  override name = "SnippetInputError";
}
