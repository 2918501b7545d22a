// How well a query matches a searchable item: the one ranking of the site's searches (the libraries
// table, the task index filter, the header search), so they order results the same way.

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

/** What an item is searched by, strongest first. */
export interface SearchFields {
  /** Ids and names. */
  names: readonly string[];
  /** Related words: tasks, tags, file types. */
  terms: readonly string[];
  /** Free text about the item, or "". */
  summary: string;
}

/** Names outrank terms, terms outrank the summary; within each, the tier of `matchTier`. */
const NAME_RANK = 0;
const TERM_RANK = 4;
const SUMMARY_RANK = 8;
/** Every word of a many-word query found somewhere, though not as one phrase. */
const ALL_WORDS_RANK = 12;

/**
 * The rank of an item for a normalized query (lower is better), or null when it does not match:
 * exact name, name prefix, name word prefix, name substring, then the same for terms, then summary.
 */
export function matchRank(fields: SearchFields, query: string): number | null {
  const names = best(fields.names.map((name) => matchTier(normalizeSearchText(name), query)));
  if (names !== null) return NAME_RANK + names;
  const terms = best(fields.terms.map((term) => matchTier(normalizeSearchText(term), query)));
  if (terms !== null) return TERM_RANK + terms;
  const summary = normalizeSearchText(fields.summary);
  const inSummary = matchTier(summary, query);
  if (inSummary !== null) return SUMMARY_RANK + inSummary;
  const words = query.split(" ");
  if (words.length < 2) return null;
  const everything = ` ${normalizeSearchText([...fields.names, ...fields.terms].join(" "))} ${summary}`;
  return words.every((word) => everything.includes(` ${word}`)) ? ALL_WORDS_RANK : null;
}

/**
 * The items matching `rawQuery`, best first; `tieBreak` orders equal ranks. An empty query keeps
 * every item in the given order.
 */
export function rankByMatch<T>(
  items: readonly T[],
  rawQuery: string,
  fieldsOf: (item: T) => SearchFields,
  tieBreak: (a: T, b: T) => number,
): T[] {
  const query = normalizeSearchText(rawQuery);
  if (!query) return [...items];
  return items
    .flatMap((item) => {
      const rank = matchRank(fieldsOf(item), query);
      return rank === null ? [] : [{ item, rank }];
    })
    .sort((a, b) => a.rank - b.rank || tieBreak(a.item, b.item))
    .map(({ item }) => item);
}
