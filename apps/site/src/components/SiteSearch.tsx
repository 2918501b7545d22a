import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { readSearchIndex, SEARCH_INDEX_PATH, type SearchKind, type SearchResult, searchSite } from "../site-search";

const KIND_LABEL: Record<SearchKind, string> = { task: "Task", library: "Library", model: "Model" };

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; entries: SearchResult[] };

/** Typing in a field keeps its `/`; anywhere else `/` jumps to the search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The search in every page's header: an ARIA combobox over tasks, libraries and example models, and
 * any Hub model id. Its index is fetched on first focus. Without JavaScript the form is a plain
 * GET to /tasks?q=, the task index's filter.
 */
export function SiteSearch({ navigate = (href: string) => window.location.assign(href) }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [index, setIndex] = useState<IndexState>({ status: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;

  const loadIndex = useCallback(() => {
    if (index.status !== "idle" && index.status !== "failed") return;
    setIndex({ status: "loading" });
    fetch(SEARCH_INDEX_PATH)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((json: unknown) => setIndex({ status: "ready", entries: readSearchIndex(json) }))
      .catch(() => setIndex({ status: "failed" }));
  }, [index.status]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const results = useMemo(() => searchSite(index.status === "ready" ? index.entries : [], query), [index, query]);
  const expanded = open && results.length > 0;

  const status = !query.trim()
    ? ""
    : index.status === "loading"
      ? "Loading the search index…"
      : index.status === "failed"
        ? "The search index could not be loaded."
        : results.length === 0
          ? "No match."
          : `${results.length} result${results.length === 1 ? "" : "s"}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count === 0) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        !expanded || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === "Enter") {
      const chosen = results[active] ?? results[0];
      // With no result the form goes on to the task index's filter.
      if (!chosen) return;
      event.preventDefault();
      navigate(chosen.href);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };

  return (
    <search className="site-search">
      <form action="/tasks" method="get">
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label="Find on Inferkit"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${listId}-status`}
          placeholder="Tasks, libraries, models"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={() => {
            loadIndex();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <span className="site-search-key" aria-hidden="true">
          /
        </span>
      </form>
      <div id={listId} role="listbox" aria-label="Results" className="site-search-results" hidden={!expanded}>
        {expanded &&
          results.map((result, i) => (
            // Options are chosen with the mouse without taking focus from the input (the combobox pattern).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for its options
            <div
              key={result.href}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className="site-search-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => navigate(result.href)}
            >
              <span className="site-search-name">
                <span className="site-search-kind">{KIND_LABEL[result.kind]}</span>
                {result.name}
              </span>
              {result.description && <span className="site-search-description">{result.description}</span>}
            </div>
          ))}
      </div>
      <p id={`${listId}-status`} className="ik-visually-hidden" aria-live="polite">
        {status}
      </p>
    </search>
  );
}
