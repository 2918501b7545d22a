import { useMemo } from "react";
import { promptPieces } from "./prompt-pieces";

/** Past this length the prompt is shown unmarked: one element per space would slow the page down. */
export const MARKED_PROMPT_LIMIT = 100_000;

interface PromptViewProps {
  prompt: string;
  specialTokens: readonly string[];
  /** Shows whitespace (· → ↵) and special tokens. */
  marked: boolean;
}

/**
 * The rendered prompt. Marks are drawn by CSS over the real characters, so the text (as selected,
 * copied or read by tests) is the prompt itself, never the decoration.
 */
export function PromptView({ prompt, specialTokens, marked }: PromptViewProps) {
  const canMark = marked && prompt.length <= MARKED_PROMPT_LIMIT;
  const pieces = useMemo(() => (canMark ? promptPieces(prompt, specialTokens) : []), [canMark, prompt, specialTokens]);
  return (
    <>
      {marked && !canMark && (
        <p className="muted">This prompt is too long to mark whitespace and tokens; it is shown as it is.</p>
      )}
      <pre className={`rendered-prompt${canMark ? " marked" : ""}`} data-testid="rendered-prompt">
        {canMark
          ? pieces.map((piece, index) =>
              piece.kind === "text" ? (
                piece.text
              ) : (
                <span key={index} className={`prompt-${piece.kind}`}>
                  {piece.text}
                </span>
              ),
            )
          : prompt}
      </pre>
    </>
  );
}
