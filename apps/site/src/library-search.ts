// Ranks libraries against a search query by how well they match, best first. Pure: the libraries
// page calls it on every keystroke, and its tests pin the order users see. The ranking itself is
// search-ranking.ts, shared with the site's other searches.
import { rankByMatch } from "./search-ranking";

export { normalizeSearchText } from "./search-ranking";

/** What a library is searched by. */
export interface SearchableLibrary {
  id: string;
  label: string;
  repoName: string;
  /** Task ids and names, file types and model tags the library is known by. */
  terms: string[];
  /** Free text about the library, when there is some. */
  summary: string;
  /** Libraries the Hub offers as a model filter come first among equal matches… */
  filter: boolean;
  /** …then those more models of this site use. */
  siteModels: number;
}

/**
 * The libraries that match `query`, best match first: exact id or name, then names that start with
 * the query, then names with a word that does, then names containing it; then the same for tasks,
 * tags and file types; then the summary. Ties go to Hub-filter libraries, then to those more models
 * of this site use, then by name.
 * An empty query keeps every library, in the given order.
 */
export function rankLibraries<T extends SearchableLibrary>(libraries: readonly T[], rawQuery: string): T[] {
  return rankByMatch(
    libraries,
    rawQuery,
    (library) => ({
      names: [library.id, library.label, library.repoName],
      terms: library.terms,
      summary: library.summary,
    }),
    (a, b) =>
      Number(b.filter) - Number(a.filter) || b.siteModels - a.siteModels || a.label.localeCompare(b.label, "en"),
  );
}
