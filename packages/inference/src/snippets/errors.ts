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

/** Options that cannot produce a working snippet, e.g. a closed provider reached through the router. */
export class SnippetInputError extends SnippetError {
  override name = "SnippetInputError";
}
