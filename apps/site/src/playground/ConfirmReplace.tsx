import { type KeyboardEvent, useEffect, useId, useRef } from "react";

interface ConfirmReplaceProps {
  /** What would replace the edits, e.g. "the Llama 3 Instruct starter". */
  label: string;
  onAnswer: (replace: boolean) => void;
}

/**
 * Asks before edits are replaced. Inline rather than `window.confirm`: it is read by screen readers as a
 * dialog, takes focus when it appears, gives it back when answered, and Escape keeps the edits.
 */
export function ConfirmReplace({ label, onAnswer }: ConfirmReplaceProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onAnswer(false);
  };

  return (
    <div
      ref={box}
      className="confirm-replace"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <p id={titleId} className="confirm-replace-title">
        Replace your edited template?
      </p>
      <p id={textId}>
        Loading {label} replaces the template and special tokens you changed. To keep them, answer “Keep my edits”, or
        copy a link first.
      </p>
      <div className="confirm-replace-actions">
        <button type="button" className="button" onClick={() => onAnswer(true)}>
          Replace
        </button>
        <button type="button" className="button-secondary" onClick={() => onAnswer(false)}>
          Keep my edits
        </button>
      </div>
    </div>
  );
}
