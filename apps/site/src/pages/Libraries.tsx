import { Heading } from "@inferkit/ui";
import { useEffect, useId, useMemo, useState } from "react";
import { Checkbox } from "../components/Checkbox";

export interface LibraryRow {
  id: string;
  label: string;
  repoName: string;
  repoUrl: string;
  docsUrl: string | null;
  filter: boolean;
  hasSnippets: boolean;
  tasks: Array<{ id: string; label: string; hasPage: boolean }>;
}

export interface LibrariesProps {
  libraries: LibraryRow[];
}

export function filterLibraries(rows: LibraryRow[], query: string, task: string, withSnippets: boolean): LibraryRow[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!q || `${row.id} ${row.label} ${row.repoName}`.toLowerCase().includes(q)) &&
      (!task || row.tasks.some((t) => t.id === task)) &&
      (!withSnippets || row.hasSnippets),
  );
}

export default function LibrariesPage({ libraries }: LibrariesProps) {
  const [query, setQuery] = useState("");
  const [task, setTask] = useState("");
  const [withSnippets, setWithSnippets] = useState(false);
  const ids = { query: useId(), task: useId() };

  // `/libraries?q=timm` (links from task pages and search) pre-fills the search box.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q");
    if (q) setQuery(q);
  }, []);

  const taskOptions = useMemo(() => {
    const all = new Map<string, string>();
    for (const row of libraries) for (const t of row.tasks) all.set(t.id, t.label);
    return [...all].sort((a, b) => a[1].localeCompare(b[1]));
  }, [libraries]);
  const rows = useMemo(
    () => filterLibraries(libraries, query, task, withSnippets),
    [libraries, query, task, withSnippets],
  );

  return (
    <>
      <Heading level={1} id="top">
        Libraries
      </Heading>
      <p className="lead">
        {libraries.length} model libraries: where their code lives, their documentation, and the tasks their models do.
        Libraries with "use this model" code show it on every model page.
      </p>
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={ids.query}>Search</label>
          <input id={ids.query} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div>
          <label htmlFor={ids.task}>Task</label>
          <select id={ids.task} value={task} onChange={(e) => setTask(e.target.value)}>
            <option value="">Any task</option>
            {taskOptions.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Checkbox label="Only libraries with code snippets" checked={withSnippets} onChange={setWithSnippets} />
      </form>
      <p className="search-status" aria-live="polite">
        {rows.length === libraries.length
          ? `All ${rows.length} libraries`
          : `${rows.length} of ${libraries.length} libraries`}
      </p>
      <div className="table-scroll">
        <table className="library-table">
          <caption className="ik-visually-hidden">Model libraries</caption>
          <thead>
            <tr>
              <th scope="col">Library</th>
              <th scope="col">Links</th>
              <th scope="col">Tasks</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} id={`library-${row.id}`}>
                <th scope="row">
                  <span className="library-name">{row.label}</span>
                  <code>{row.id}</code>
                  {row.hasSnippets && <span className="badge badge-library">snippets</span>}
                </th>
                <td>
                  <a href={row.repoUrl} rel="noopener noreferrer">
                    {row.repoName}
                  </a>
                  {row.docsUrl && (
                    <>
                      {" · "}
                      <a href={row.docsUrl} rel="noopener noreferrer">
                        Docs
                      </a>
                    </>
                  )}
                </td>
                <td>
                  {row.tasks.length ? (
                    <ul className="chip-list">
                      {row.tasks.map((t) => (
                        <li key={t.id}>{t.hasPage ? <a href={`/tasks/${t.id}`}>{t.label}</a> : t.label}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
