// Model records for snippet tests and the parse matrix.
import type { ModelData } from "../../model-data";

/**
 * An id no hub would accept but a generator must still survive: quotes, a backslash, a newline,
 * a dollar brace and a line separator would each break a naively interpolated snippet.
 */
export const HOSTILE_ID = "org/we'ird\"na\\me\n\u0024{x}`\u2028end";

/** A model record with `id`, no tags, plus `fields`. */
export function modelRecord(id: string, fields: Partial<ModelData> = {}): ModelData {
  return { id, tags: [], ...fields };
}

/** The same record for a plain id and for {@link HOSTILE_ID}. */
export function withHostileTwin(record: ModelData): ModelData[] {
  return [record, { ...record, id: HOSTILE_ID }];
}
