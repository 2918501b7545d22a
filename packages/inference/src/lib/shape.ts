// Small structural checks for provider outputs.
export type Check = (value: unknown) => boolean;

export const isString: Check = (v) => typeof v === "string";
export const isNumber: Check = (v) => typeof v === "number";
export const isOptionalNumber: Check = (v) => v === undefined || typeof v === "number";
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** An object whose listed fields pass their checks (other fields are allowed). */
export function hasFields(fields: Record<string, Check>): Check {
  const entries = Object.entries(fields);
  return (v) => isObject(v) && entries.every(([key, check]) => check(v[key]));
}

export function arrayOf(check: Check): Check {
  return (v) => Array.isArray(v) && v.every(check);
}

export const isLabelScore = hasFields({ label: isString, score: isNumber });
export const isLabelScoreArray = arrayOf(isLabelScore);
