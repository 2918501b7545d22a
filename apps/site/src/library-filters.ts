// The libraries page's search and filters as URL parameters (`?q=&task=&snippets=1`), so a filtered
// list can be shared, survives a reload and comes back with the browser's Back button.

export interface LibraryFilters {
  query: string;
  task: string;
  withSnippets: boolean;
}

export const NO_LIBRARY_FILTERS: LibraryFilters = { query: "", task: "", withSnippets: false };

/** Longest query kept from a URL: longer text matches no library name anyway. */
const MAX_QUERY_LENGTH = 200;

/** The filters a location's search string (`?q=…`) asks for; unknown or malformed parts are ignored. */
export function readLibraryFilters(search: string): LibraryFilters {
  const params = new URLSearchParams(search);
  const task = params.get("task") ?? "";
  return {
    query: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    task: /^[\w-]{1,80}$/.test(task) ? task : "",
    withSnippets: params.get("snippets") === "1",
  };
}

/** The search string for `filters`: only the parameters that differ from no filter, or "" for none. */
export function libraryFiltersSearch(filters: LibraryFilters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.task) params.set("task", filters.task);
  if (filters.withSnippets) params.set("snippets", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}
