import { Heading } from "@inferkit/ui";
import { useEffect, useId, useMemo, useState } from "react";
import { Checkbox } from "../components/Checkbox";
import { TaskChips, type TaskLink } from "../components/TaskChips";
import { type LibraryFilters, libraryFiltersSearch, NO_LIBRARY_FILTERS, readLibraryFilters } from "../library-filters";
import { libraryPath } from "../library-path";
import { rankLibraries } from "../library-search";

export interface LibraryRow {
  id: string;
  label: string;
  repoName: string;
  repoUrl: string;
  docsUrl: string | null;
  /** Offered as a model filter on the Hub. */
  filter: boolean;
  hasSnippets: boolean;
  tasks: TaskLink[];
  /** Extensions of the files whose downloads the Hub counts for the library. */
  fileTypes: string[];
  /** Model tags that bring the library's code to a model page (e.g. `gguf`). */
  modelTags: string[];
  /** What the library is, or "" where the site has no sentence for it. */
  summary: string;
  /** How many models with a page on this site show its code. */
  siteModels: number;
}

export interface LibrariesProps {
  libraries: LibraryRow[];
}

/** Library ids are letters, digits, `.`, `_` and `-` (checked for the whole registry), so they are path-safe. */

/** Rows passing the task and snippet filters, ranked by how well they match the query. */
export function filterLibraries(rows: LibraryRow[], { query, task, withSnippets }: LibraryFilters): LibraryRow[] {
  const kept = rows.filter(
    (row) => (!task || row.tasks.some((t) => t.id === task)) && (!withSnippets || row.hasSnippets),
  );
  const searchable = kept.map((row) => ({
    ...row,
    terms: [...row.tasks.flatMap((t) => [t.id, t.label]), ...row.fileTypes, ...row.modelTags],
  }));
  return rankLibraries(searchable, query);
}

/** What a library without a pipeline task is known by instead. */
function noTaskNote(row: LibraryRow): string {
  const files = row.fileTypes.map((type) => `.${type}`).join(", ");
  return files ? `No pipeline task · files: ${files}` : "No pipeline task";
}

export default function LibrariesPage({ libraries }: LibrariesProps) {
  const [filters, setFilters] = useState<LibraryFilters>(NO_LIBRARY_FILTERS);
  const ids = { query: useId(), task: useId() };

  // The prerendered page shows every library; the address (a shared link, a reload, Back) then
  // restores the search, and keeps following it through back and forward.
  useEffect(() => {
    const restore = () => setFilters(readLibraryFilters(window.location.search));
    restore();
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, []);

  const update = (change: Partial<LibraryFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${libraryFiltersSearch(next)}${hash}`);
  };

  const taskOptions = useMemo(() => {
    const all = new Map<string, string>();
    for (const row of libraries) for (const t of row.tasks) all.set(t.id, t.label);
    return [...all].sort((a, b) => a[1].localeCompare(b[1], "en"));
  }, [libraries]);
  const rows = useMemo(() => filterLibraries(libraries, filters), [libraries, filters]);

  return (
    <>
      <Heading level={1} id="top">
        Libraries
      </Heading>
      <p className="lead">
        {libraries.length} model libraries: where their code lives, their documentation, and the tasks their models do.
        Libraries with "use this model" code show it on every model page.
      </p>
      <form className="filters library-filters" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={ids.query}>Search names, tasks, file types</label>
          <input
            id={ids.query}
            type="search"
            value={filters.query}
            onChange={(e) => update({ query: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={ids.task}>Task</label>
          <select id={ids.task} value={filters.task} onChange={(e) => update({ task: e.target.value })}>
            <option value="">Any task</option>
            {taskOptions.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Checkbox
          label="Only libraries with code snippets"
          checked={filters.withSnippets}
          onChange={(withSnippets) => update({ withSnippets })}
        />
      </form>
      <p className="search-status" aria-live="polite">
        {rows.length === libraries.length
          ? `All ${rows.length} libraries`
          : `${rows.length} of ${libraries.length} libraries`}
      </p>
      <table className="library-table">
        <caption className="ik-visually-hidden">Model libraries</caption>
        <thead>
          <tr>
            <th scope="col">Library</th>
            <th scope="col">Tasks</th>
            <th scope="col">Links</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`library-${row.id}`}>
              <th scope="row">
                <a className="library-name" href={libraryPath(row.id)}>
                  {row.label}
                </a>{" "}
                <code>{row.id}</code>
                {row.hasSnippets && <span className="badge badge-library">snippets</span>}
                {row.summary && <span className="library-summary">{row.summary}</span>}
              </th>
              <td>
                {row.tasks.length ? (
                  <TaskChips tasks={row.tasks} label={`Tasks of ${row.label}`} />
                ) : (
                  <span className="muted">{noTaskNote(row)}</span>
                )}
              </td>
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
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
