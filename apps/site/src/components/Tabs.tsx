import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem {
  id: string;
  label: string;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys/Home/End move and select, the panel follows. A single option
 * is no choice, so it renders as a caption over its panel instead of a one-tab strip.
 */
export function Tabs({ label, items, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onSelect(item.id);
    refs.current[next]?.focus();
  };

  const only = items.length === 1 ? items[0] : undefined;
  if (only) {
    return (
      <div className="tabs">
        <p className="tab-caption">
          <span className="muted">{label}:</span> {only.label}
        </p>
        {children}
      </div>
    );
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={index === current}
            aria-controls={`${base}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${items[current]?.id}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
