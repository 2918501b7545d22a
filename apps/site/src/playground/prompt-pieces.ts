// The rendered prompt cut into pieces the output view can mark: special tokens, and the whitespace a
// template so easily gets wrong. Pieces always concatenate back to the prompt.

export type PromptPieceKind = "text" | "token" | "space" | "tab" | "newline";
export interface PromptPiece {
  kind: PromptPieceKind;
  text: string;
}

// Token shapes common to chat formats, besides the tokenizer's own special tokens.
const KNOWN_TOKENS = String.raw`<\|[^|\s<>]{1,64}\|>|<\/?s>|\[\/?INST\]|<(?:start|end)_of_turn>|<(?:bos|eos|pad|unk)>`;
/** A tokenizer's special token longer than this is not worth looking for. */
const MAX_TOKEN_LENGTH = 200;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function tokenPattern(specialTokens: readonly string[]): RegExp {
  const own = [...new Set(specialTokens)]
    .filter((token) => token !== "" && token.length <= MAX_TOKEN_LENGTH)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp([...own, KNOWN_TOKENS, " ", "\\t", "\\n"].join("|"), "g");
}

export function promptPieces(prompt: string, specialTokens: readonly string[]): PromptPiece[] {
  const pieces: PromptPiece[] = [];
  let position = 0;
  for (const match of prompt.matchAll(tokenPattern(specialTokens))) {
    if (match.index > position) pieces.push({ kind: "text", text: prompt.slice(position, match.index) });
    const text = match[0];
    const kind: PromptPieceKind = text === "\n" ? "newline" : text === "\t" ? "tab" : text === " " ? "space" : "token";
    pieces.push({ kind, text });
    position = match.index + text.length;
  }
  if (position < prompt.length) pieces.push({ kind: "text", text: prompt.slice(position) });
  return pieces;
}
