// The header search: its index (a static JSON asset written at prerender time and fetched on first
// focus, so no page carries it in its props) and the ranking of its results.

import { libraryPath } from "./library-path";
import { isModelId, typedModelId } from "./model-record";
import { rankByMatch } from "./search-ranking";
import { isRecord } from "./unknown-values";

/** Where the prerender step writes the index. */
export const SEARCH_INDEX_PATH = "/search-index.json";

/** The index as stored: short tuples, since every visitor who searches downloads it. */
export interface SearchIndex {
  /** `[id, name, summary]` of each task with a page. */
  tasks: Array<[string, string, string]>;
  /** `[id, name, what it is]` of each registry library. */
  libraries: Array<[string, string, string]>;
  /** `[id, what it is]` of each example model. */
  models: Array<[string, string]>;
}

export type SearchKind = "task" | "library" | "model";

export interface SearchResult {
  kind: SearchKind;
  name: string;
  href: string;
  description: string;
}

/** Entries beyond this, or longer strings, are not ours: the index is read as untrusted text all the same. */
const MAX_ENTRIES = 5_000;
const MAX_TEXT = 400;
/** Results shown at once: more is a list to scroll, not a choice. */
export const MAX_RESULTS = 10;

/** The well-formed tuples of `width` strings in `value`, strings cut to MAX_TEXT. */
function tuples(value: unknown, width: number): string[][] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_ENTRIES)
    .flatMap((item: unknown) =>
      Array.isArray(item) && item.length === width && item.every((v) => typeof v === "string")
        ? [item.map((v: string) => v.slice(0, MAX_TEXT))]
        : [],
    );
}

/** Task and library ids are one path segment of letters, digits, `.`, `_` and `-`. */
const isSegment = (id: string) => /^[\w.-]{1,96}$/.test(id);

/** The results an index asset holds; malformed parts are left out, a malformed asset gives none. */
export function readSearchIndex(json: unknown): SearchResult[] {
  if (!isRecord(json)) return [];
  const tasks = tuples(json.tasks, 3).flatMap(([id = "", name = "", description = ""]) =>
    isSegment(id) ? [{ kind: "task" as const, name, href: `/tasks/${id}`, description }] : [],
  );
  const libraries = tuples(json.libraries, 3).flatMap(([id = "", name = "", description = ""]) =>
    isSegment(id) ? [{ kind: "library" as const, name, href: libraryPath(id), description }] : [],
  );
  const models = tuples(json.models, 2).flatMap(([id = "", description = ""]) =>
    isModelId(id) ? [{ kind: "model" as const, name: id, href: `/models/${id}`, description }] : [],
  );
  return [...tasks, ...libraries, ...models];
}

const KIND_ORDER: Record<SearchKind, number> = { task: 0, library: 1, model: 2 };

/**
 * The best `MAX_RESULTS` results for `query`: names before descriptions, exact before prefix before
 * word prefix before substring; among equals tasks, then libraries, then models, each in the index's
 * order (the catalogue's, which lists common tasks first). A query shaped like
 * a Hub model id (`org/name`) first offers that model's page, which the site renders for any id.
 */
export function searchSite(index: readonly SearchResult[], query: string): SearchResult[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const ranked = rankByMatch(
    index,
    trimmed,
    (entry) => ({ names: [entry.name], terms: [], summary: entry.description }),
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  // An "org/name" id, or a pasted Hub address: the model's page, unless a result is that model already.
  const id = typedModelId(trimmed);
  const byId =
    id?.includes("/") && !ranked.some((r) => r.kind === "model" && r.name === id)
      ? [{ kind: "model" as const, name: `Open ${id}`, href: `/models/${id}`, description: "Model on the Hub" }]
      : [];
  return [...byId, ...ranked].slice(0, MAX_RESULTS);
}
