import { useMemo } from "react";
import { CodeTokens } from "./CodeTokens";
import { CopyButton } from "./CopyButton";
import { highlight, normalizeLanguage } from "./highlight";

export interface CodeBlockProps {
  code: string;
  /** "js", "ts", "python", "bash", "json"…; anything else renders as plain text. */
  language?: string;
  /** Accessible name of the copy button. */
  copyLabel?: string;
  className?: string;
}

/**
 * Highlighted code with a copy button that stays hidden until the block is hovered or
 * anything inside it has keyboard focus (the scrollable code area itself is focusable).
 */
export function CodeBlock({ code, language, copyLabel = "Copy code", className }: CodeBlockProps) {
  const normalized = normalizeLanguage(language);
  const tokens = useMemo(() => highlight(code, normalized), [code, normalized]);
  return (
    <div className={["ik-codeblock", className].filter(Boolean).join(" ")} data-language={normalized}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre className="ik-codeblock-pre" tabIndex={0}>
        <code>
          <CodeTokens tokens={tokens} />
        </code>
      </pre>
      <CopyButton text={code} label={copyLabel} className="ik-codeblock-copy" />
    </div>
  );
}
