import type { Token } from "./highlight";

/**
 * Highlighted tokens as text and `ik-tok-<kind>` spans (coloured by styles.css): the one rendering of
 * highlighted code, for CodeBlock and for editors that highlight with a tokenizer of their own.
 */
export function CodeTokens({ tokens }: { tokens: readonly Token[] }) {
  return tokens.map((token, index) =>
    token.kind === "text" ? (
      token.text
    ) : (
      // Tokens never reorder, so their index is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className={`ik-tok-${token.kind}`}>
        {token.text}
      </span>
    ),
  );
}
