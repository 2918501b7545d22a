import { Heading } from "@inferkit/ui";
import { useId, useMemo, useState } from "react";

export interface SearchEntry {
  kind: "task" | "library" | "model";
  label: string;
  href: string;
  detail: string;
}

export interface HomeProps {
  entries: SearchEntry[];
  counts: { tasks: number; libraries: number; models: number };
}

const KIND_LABEL: Record<SearchEntry["kind"], string> = { task: "Task", library: "Library", model: "Model" };
const MAX_RESULTS = 30;

/** Entries whose label, id or detail contain every word of the query, best (label prefix) first. */
export function searchEntries(entries: SearchEntry[], query: string): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<[number, SearchEntry]> = [];
  for (const entry of entries) {
    const haystack = `${entry.label} ${entry.href} ${entry.detail}`.toLowerCase();
    if (!words.every((w) => haystack.includes(w))) continue;
    const label = entry.label.toLowerCase();
    scored.push([label.startsWith(words[0] as string) ? 0 : label.includes(words[0] as string) ? 1 : 2, entry]);
  }
  return scored.sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
}

export default function HomePage({ entries, counts }: HomeProps) {
  const [query, setQuery] = useState("");
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const inputId = useId();
  return (
    <>
      <section className="hero">
        <Heading level={1} id="top">
          Find, understand and call machine-learning models
        </Heading>
        <p className="lead">
          Inferkit is an open toolkit: a catalogue of {counts.tasks} tasks, a registry of {counts.libraries} model
          libraries with copy-ready code, one typed client for the inference router and every hosted provider, and a
          Jinja engine that renders chat templates exactly like Python.
        </p>
        <search>
          <form className="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId}>Search tasks, libraries and models</label>
            <input
              id={inputId}
              type="search"
              value={query}
              placeholder="e.g. speech, diffusers, Llama"
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </search>
        <p className="search-status" aria-live="polite">
          {query.trim()
            ? `${results.length} result${results.length === 1 ? "" : "s"}${results.length > MAX_RESULTS ? `, showing ${MAX_RESULTS}` : ""}`
            : ""}
        </p>
        {results.length > 0 && (
          <ul className="search-results">
            {results.slice(0, MAX_RESULTS).map((entry) => (
              <li key={`${entry.kind}:${entry.href}`}>
                <span className={`badge badge-${entry.kind}`}>{KIND_LABEL[entry.kind]}</span>
                <a href={entry.href}>{entry.label}</a>
                <span className="search-detail">{entry.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="explore">
        <Heading level={2} id="explore">
          Explore
        </Heading>
        <ul className="card-grid">
          <li className="card">
            <a className="card-title" href="/tasks">
              {counts.tasks} tasks
            </a>
            <p>What each task does, a demo, and the models, datasets and metrics to start from.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/libraries">
              {counts.libraries} libraries
            </a>
            <p>The registry of model libraries: links, supported tasks and "use this model" code.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/models">
              {counts.models} example models
            </a>
            <p>Model pages with library snippets and inference-provider code in JavaScript, Python and cURL.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/playground">
              Chat-template playground
            </a>
            <p>Edit a chat template and messages, and see the exact prompt a model receives.</p>
          </li>
        </ul>
      </section>
    </>
  );
}
