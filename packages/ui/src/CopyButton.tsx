import { useEffect, useRef, useState } from "react";
import { copyText } from "./copy-text";

/** How long the 'Copied' tooltip stays after a click (the spec's 1000 ms). */
export const COPIED_TOOLTIP_MS = 1000;

export type CopyState = "idle" | "copied" | "failed";

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name of the button. */
  label?: string;
  className?: string;
  /** Called after a successful copy. */
  onCopy?: (text: string) => void;
}

/**
 * A button that copies `text`. After a click it shows a 'Copied' tooltip for exactly
 * 1000 ms (a second click restarts the delay) and announces it through a live region.
 */
export function CopyButton({ text, label = "Copy to clipboard", className, onCopy }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showFor = (next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState("idle"), COPIED_TOOLTIP_MS);
  };

  const onClick = async () => {
    try {
      await copyText(text);
      showFor("copied");
      onCopy?.(text);
    } catch {
      showFor("failed");
    }
  };

  const message = state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "";
  return (
    <span className={["ik-copy", className].filter(Boolean).join(" ")} data-state={state}>
      <button type="button" className="ik-copy-button" aria-label={label} onClick={onClick}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          {state === "copied" ? (
            <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1L13.4 4.4z" fill="currentColor" />
          ) : (
            <path
              d="M5 1h8a1 1 0 0 1 1 1v9h-1.5V2.5H5zM2 4h8a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm.5 1.5v8h7v-8z"
              fill="currentColor"
            />
          )}
        </svg>
      </button>
      {message && (
        <span className="ik-copy-tooltip" role="tooltip">
          {message}
        </span>
      )}
      <span className="ik-visually-hidden" role="status" aria-live="polite">
        {message}
      </span>
    </span>
  );
}
