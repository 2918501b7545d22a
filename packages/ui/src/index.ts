// Public entry of @inferkit/ui. Styles: `import "@inferkit/ui/styles.css"`.
export { CodeBlock, type CodeBlockProps } from "./CodeBlock";
export { CodeTokens } from "./CodeTokens";
export { COPIED_TOOLTIP_MS, CopyButton, type CopyButtonProps, type CopyState } from "./CopyButton";
export { copyText } from "./copy-text";
export { GitHubLink, type GitHubLinkProps } from "./GitHubLink";
export { Heading, type HeadingLevel, type HeadingProps, textOf } from "./Heading";
export { type CodeLanguage, highlight, normalizeLanguage, type Token, type TokenKind } from "./highlight";
export { slugify } from "./slug";
