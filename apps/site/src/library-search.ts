// Ranks libraries against a search query by how well they match, best first. Pure: the libraries
// page calls it on every keystroke, and its tests pin the order users see.

/** What a library is searched by. */
export interface SearchableLibrary {
  id: string;
  label: string;
  repoName: string;
  /** Task ids and names, file types and model tags the library is known by. */
  terms: string[];
  /** Free text about the library, when there is some. */
  summary: string;
  /** Libraries the Hub offers as a model filter come first among equal matches. */
  filter: boolean;
}

/**
 * Lower case, accents dropped, and runs of separators as one space: `llama.cpp`, `llama-cpp` and
 * `Llama CPP` are the same words, so ids written with dots, dashes or underscores all match.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s._\-/:()[\],+]+/g, " ")
    .trim();
}

/** How `query` (normalized) matches `text` (normalized): 0 exact, 1 prefix, 2 word prefix, 3 substring, or null. */
function matchTier(text: string, query: string): number | null {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  if (` ${text}`.includes(` ${query}`)) return 2;
  if (text.includes(query)) return 3;
  return null;
}

const best = (tiers: Array<number | null>): number | null =>
  tiers.reduce<number | null>((min, tier) => (tier !== null && (min === null || tier < min) ? tier : min), null);

/** Names outrank terms, terms outrank the summary; within each, the tier of `matchTier`. */
const NAME_RANK = 0;
const TERM_RANK = 4;
const SUMMARY_RANK = 8;
/** Every word of a many-word query found somewhere, though not as one phrase. */
const ALL_WORDS_RANK = 12;

function rankOf(library: SearchableLibrary, query: string): number | null {
  const names = best(
    [library.id, library.label, library.repoName].map((name) => matchTier(normalizeSearchText(name), query)),
  );
  if (names !== null) return NAME_RANK + names;
  const terms = best(library.terms.map((term) => matchTier(normalizeSearchText(term), query)));
  if (terms !== null) return TERM_RANK + terms;
  const summary = normalizeSearchText(library.summary);
  const inSummary = matchTier(summary, query);
  if (inSummary !== null) return SUMMARY_RANK + inSummary;
  const words = query.split(" ");
  if (words.length < 2) return null;
  const everything = ` ${normalizeSearchText([library.id, library.label, library.repoName, ...library.terms].join(" "))} ${summary}`;
  return words.every((word) => everything.includes(` ${word}`)) ? ALL_WORDS_RANK : null;
}

/**
 * The libraries that match `query`, best match first: exact id or name, then names that start with
 * the query, then names with a word that does, then names containing it; then the same for tasks,
 * tags and file types; then the summary. Ties keep Hub-filter libraries first, then go by name.
 * An empty query keeps every library, in the given order.
 */
export function rankLibraries<T extends SearchableLibrary>(libraries: readonly T[], rawQuery: string): T[] {
  const query = normalizeSearchText(rawQuery);
  if (!query) return [...libraries];
  return libraries
    .flatMap((library) => {
      const rank = rankOf(library, query);
      return rank === null ? [] : [{ library, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.library.filter) - Number(a.library.filter) ||
        a.library.label.localeCompare(b.library.label, "en"),
    )
    .map(({ library }) => library);
}
