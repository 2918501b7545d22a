import { CodeTokens } from "@inferkit/ui";
import { type KeyboardEvent, type Ref, useId, useImperativeHandle, useMemo, useRef } from "react";
import { highlightJinja } from "./jinja-highlight";

export interface TemplateEditorHandle {
  /** Focuses the editor with line `line` (1-based) selected and scrolled into view. */
  goToLine: (line: number) => void;
}

interface TemplateEditorProps {
  /** The textarea's id, for the label the page puts above it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The line a render error points at, marked in the gutter. */
  errorLine?: number;
  ref?: Ref<TemplateEditorHandle>;
}

const INDENT = "  ";

/** Offsets of the start and end of line `line` (1-based, clamped) in `text`. */
export function lineRange(text: string, line: number): [number, number] {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", start);
    if (next === -1) break;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return [start, end === -1 ? text.length : end];
}

/**
 * A Jinja editor: a transparent textarea over a highlighted copy of its text, in one grid cell so both
 * always have the same size, beside a gutter of line numbers; the whole scrolls as one, so the three
 * layers cannot drift apart. Tab indents; Escape, then Tab, moves focus on (no keyboard trap).
 */
export function TemplateEditor({ id, value, onChange, errorLine, ref }: TemplateEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const tabLeaves = useRef(false);
  const hintId = useId();
  const tokens = useMemo(() => highlightJinja(value), [value]);
  const lineCount = useMemo(() => value.split("\n").length, [value]);

  useImperativeHandle(ref, () => ({
    goToLine(line: number) {
      const area = textarea.current;
      if (!area) return;
      const [start, end] = lineRange(area.value, line);
      area.focus();
      area.setSelectionRange(start, end);
      // The textarea never scrolls itself (it is as tall as its text): its scrolling parent must.
      const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 20;
      if (scroller.current) scroller.current.scrollTop = Math.max(0, (line - 3) * lineHeight);
    },
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      tabLeaves.current = true;
      return;
    }
    const plainTab = event.key === "Tab" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (plainTab && !tabLeaves.current) {
      event.preventDefault();
      // insertText keeps the browser's undo history; setRangeText is the fallback where it is missing.
      const area = event.currentTarget;
      if (!document.execCommand?.("insertText", false, INDENT)) {
        area.setRangeText(INDENT, area.selectionStart, area.selectionEnd, "end");
        onChange(area.value);
      }
      return;
    }
    tabLeaves.current = false;
  };

  return (
    <>
      <div className={`template-editor${errorLine ? " has-error" : ""}`} ref={scroller}>
        <div className="template-editor-gutter" aria-hidden="true" data-testid="line-numbers">
          {Array.from({ length: lineCount }, (_, index) => (
            <span key={index} className={index + 1 === errorLine ? "error" : undefined}>
              {index + 1}
            </span>
          ))}
        </div>
        <div className="template-editor-code">
          <pre aria-hidden="true">
            <CodeTokens tokens={tokens} />
            {/* A final newline would otherwise add no height, and the caret's last line would be hidden. */}
            {"\n"}
          </pre>
          <textarea
            ref={textarea}
            id={id}
            value={value}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={errorLine ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              tabLeaves.current = false;
            }}
          />
        </div>
      </div>
      <p id={hintId} className="muted editor-hint">
        Tab indents. To move on with the keyboard, press Escape, then Tab.
      </p>
    </>
  );
}
