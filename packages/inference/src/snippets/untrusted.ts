// Everything a caller passes (model record, provider mapping, options) is checked here, once, before any
// template runs: text fields must be strings, one-line fields hold no control character, and `inputs` and
// `messages` become plain data. Templates then write all of it as quoted literals (values.ts).
import { SnippetInputError } from "./errors";
import type { InferenceProviderMappingEntry, SnippetModel, SnippetOptions } from "./types";
import type { Value } from "./values";

// C0 and C1 controls, DEL and the Unicode line and paragraph separators: none belongs in an id, a URL,
// a header value or a token, and each could end a line of code or of a header.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Any object, its fields still unchecked (the snippets load none of the client, so not lib/shape's). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Deeper data is refused rather than risking the stack. */
const MAX_DEPTH = 64;

function fail(what: string, rule: string): never {
  // The value itself is never quoted: it may be a token.
  throw new SnippetInputError(`${what} ${rule}`);
}

/** A one-line string (ids, URLs, tokens, organisation names, file paths). */
export function oneLine(value: unknown, what: string): string {
  if (typeof value !== "string") fail(what, "must be a string");
  if (CONTROL.test(value)) fail(what, "must be one line of text without control characters");
  return value;
}

function optionalOneLine(value: unknown, what: string): string | undefined {
  return value === undefined || value === null ? undefined : oneLine(value, what);
}

function httpUrl(value: unknown, what: string): string | undefined {
  const text = optionalOneLine(value, what);
  if (text === undefined || text === "") return undefined;
  const protocol = URL.canParse(text) ? new URL(text).protocol : "";
  if (protocol !== "http:" && protocol !== "https:") fail(what, "must be an http or https URL");
  return text;
}

function optionalNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) fail(what, "must be a finite number");
  return value;
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** JSON-like data (strings, finite numbers, booleans, null, arrays, plain objects), copied. */
export function plainData(value: unknown, what: string, depth = 0): Value {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return optionalNumber(value, what) ?? null;
  if (typeof value !== "object") fail(what, `must be JSON-like data, not ${typeof value}`);
  if (depth >= MAX_DEPTH) fail(what, `is nested more than ${MAX_DEPTH} levels deep`);
  if (Array.isArray(value)) return Array.from(value, (item) => plainData(item ?? null, what, depth + 1));
  if (!isPlainObject(value)) fail(what, "must hold only plain objects, arrays and scalars");
  // No prototype: a `__proto__` key stays an ordinary entry.
  const copy: Record<string, Value> = Object.create(null);
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (!descriptor || !("value" in descriptor)) fail(what, "must not hold getters");
    if (descriptor.value !== undefined) copy[key] = plainData(descriptor.value, what, depth + 1);
  }
  return copy;
}

export interface CheckedArguments {
  model: SnippetModel;
  provider: string;
  mapping?: InferenceProviderMappingEntry;
  options: Omit<SnippetOptions, "inputs" | "messages"> & { inputs?: Value; messages?: Value };
}

function checkedModel(model: unknown): SnippetModel {
  if (!isRecord(model)) fail("model", "must be an object");
  const tags = Array.isArray(model.tags) ? model.tags.filter((tag) => typeof tag === "string") : [];
  // Only the fields read as text are checked; the rest is passed on as the caller's model record.
  return { ...(model as unknown as SnippetModel), id: oneLine(model.id, "model.id"), tags };
}

function checkedMapping(mapping: unknown): InferenceProviderMappingEntry | undefined {
  if (mapping === undefined || mapping === null) return undefined;
  if (!isRecord(mapping)) fail("inferenceProviderMapping", "must be an object");
  return {
    ...(mapping as unknown as InferenceProviderMappingEntry),
    providerId: oneLine(mapping.providerId, "inferenceProviderMapping.providerId"),
    hfModelId: optionalOneLine(mapping.hfModelId, "inferenceProviderMapping.hfModelId"),
    adapterWeightsPath: optionalOneLine(mapping.adapterWeightsPath, "inferenceProviderMapping.adapterWeightsPath"),
  };
}

function checkedOptions(options: unknown): CheckedArguments["options"] {
  if (options === undefined) return {};
  if (!isRecord(options)) fail("options", "must be an object");
  return {
    streaming: options.streaming === true,
    directRequest: Boolean(options.directRequest),
    billTo: optionalOneLine(options.billTo, "options.billTo") || undefined,
    accessToken: optionalOneLine(options.accessToken, "options.accessToken"),
    endpointUrl: httpUrl(options.endpointUrl, "options.endpointUrl"),
    inputs: options.inputs === undefined ? undefined : plainData(options.inputs, "options.inputs"),
    messages: options.messages === undefined ? undefined : plainData(options.messages, "options.messages"),
    temperature: optionalNumber(options.temperature, "options.temperature"),
    max_tokens: optionalNumber(options.max_tokens, "options.max_tokens"),
    top_p: optionalNumber(options.top_p, "options.top_p"),
  };
}

/** The caller's arguments, checked; throws SnippetInputError naming the first field that cannot be used. */
export function checkedArguments(
  model: unknown,
  provider: unknown,
  mapping: unknown,
  options: unknown,
): CheckedArguments {
  return {
    model: checkedModel(model),
    // Only a known provider's name is ever written out, so any other value just matches none.
    provider: typeof provider === "string" ? provider : "",
    mapping: checkedMapping(mapping),
    options: checkedOptions(options),
  };
}
