// A model record from the Hub's model API (or pasted by a visitor) is untrusted: this checks the fields the
// pages and snippet generators read and bounds the lists they render; other fields pass through.
import type { ModelData } from "@inferkit/tasks";
import { isRecord, messageOf } from "./unknown-values";

/** Records longer than this (as JSON text) are refused: real ones with a long chat template stay far below. */
export const MAX_RECORD_CHARS = 4_000_000;
const MAX_TAGS = 100;
const MAX_TAG_CHARS = 200;
const MAX_MAPPING_ENTRIES = 100;
const MAX_SIBLINGS = 5_000;

/** The fields a model page needs, as `expand[]` names them on the Hub's model API. */
export const MODEL_RECORD_FIELDS = [
  "pipeline_tag",
  "tags",
  "library_name",
  "config",
  "cardData",
  "widgetData",
  "transformersInfo",
  "gguf",
  "safetensors",
  "siblings",
  "gated",
  "private",
  "inferenceProviderMapping",
] as const;

/** "org/name" or a bare "name", in the Hub's repository-name alphabet. */
export function isModelId(text: string): boolean {
  return /^[\w.-]{1,96}(\/[\w.-]{1,96})?$/.test(text) && !/(^|\/)\.\.?($|\/)/.test(text);
}

/** An address on a Hub (any host with a scheme, or huggingface.co and hf.co without): its path, to `?` or `#`. */
const HUB_ADDRESS = /^(?:https?:\/\/[^/]+|(?:www\.)?(?:huggingface|hf)\.co)\/([^?#]*)/i;

/** The tabs of a model's page on the Hub, which follow its id in an address (`org/name/tree/main`). */
const PAGE_TABS = new Set(["tree", "blob", "resolve", "raw", "commit", "commits", "discussions", "edit"]);

/** The Hub's own pages whose addresses look like a model's (`/datasets/org/name`, `/docs/hub`). */
const NOT_MODEL_PAGES = new Set(["datasets", "spaces", "collections", "papers", "docs", "api", "models", "settings"]);

/**
 * The model id a visitor typed or pasted: an id, or the address of a model's page on a Hub
 * (`https://huggingface.co/org/name/tree/main?x#y` gives `org/name`). Undefined when it names no model.
 */
export function typedModelId(text: string): string | undefined {
  const trimmed = text.trim();
  const address = HUB_ADDRESS.exec(trimmed);
  if (!address) {
    const id = trimmed.endsWith("/") ? trimmed.slice(0, -1) : trimmed;
    return isModelId(id) ? id : undefined;
  }
  const [owner = "", name] = (address[1] ?? "").split("/").filter(Boolean);
  if (NOT_MODEL_PAGES.has(owner)) return undefined;
  const id = name === undefined || PAGE_TABS.has(name) ? owner : `${owner}/${name}`;
  return isModelId(id) ? id : undefined;
}

/** The model API URL of `id` on the Hub at `hub`, asking for the fields a model page needs. */
export function modelRecordUrl(hub: string, id: string): string {
  const expand = MODEL_RECORD_FIELDS.map((field) => `expand[]=${field}`).join("&");
  return `${hub}/api/models/${id}?${expand}`;
}

/** The page people read about `id` on the Hub at `hub` (the API URL above is for the site's own reads). */
export function modelHubPageUrl(hub: string, id: string): string {
  return `${hub}/${id}`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** `value` when `keep` accepts it, otherwise nothing (the field is dropped). */
const only = <T>(value: unknown, keep: (v: unknown) => v is T): T | undefined => (keep(value) ? value : undefined);

const isSafetensors = (v: unknown): v is ModelData["safetensors"] =>
  isRecord(v) &&
  typeof v.total === "number" &&
  isRecord(v.parameters) &&
  Object.values(v.parameters).every((n) => typeof n === "number");
const isGguf = (v: unknown): v is ModelData["gguf"] => isRecord(v) && typeof v.total === "number";
const isGated = (v: unknown): v is ModelData["gated"] => v === false || v === "auto" || v === "manual";

function boundedMapping(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.slice(0, MAX_MAPPING_ENTRIES);
  if (isRecord(raw)) return Object.fromEntries(Object.entries(raw).slice(0, MAX_MAPPING_ENTRIES));
  return undefined;
}

/** The record as the site uses it, or a message saying what is wrong with it. */
export function modelRecordFrom(value: unknown): ModelData | string {
  if (!isRecord(value)) return "The record must be a JSON object.";
  const { id, tags = [], pipeline_tag } = value;
  if (typeof id !== "string" || !isModelId(id)) return 'The record needs an "id" like "org/name".';
  if (!isStringList(tags)) return '"tags" must be a list of strings.';
  if (pipeline_tag !== undefined && typeof pipeline_tag !== "string") return '"pipeline_tag" must be a string.';
  const checked: Partial<ModelData> & Record<string, unknown> = {
    library_name: only(value.library_name, (v): v is string => typeof v === "string"),
    private: only(value.private, (v): v is boolean => typeof v === "boolean"),
    gated: only(value.gated, isGated),
    config: only(value.config, isRecord),
    cardData: only(value.cardData, isRecord),
    transformersInfo: only(value.transformersInfo, isRecord) as ModelData["transformersInfo"],
    widgetData: only(value.widgetData, Array.isArray),
    safetensors: only(value.safetensors, isSafetensors),
    gguf: only(value.gguf, isGguf),
    siblings: Array.isArray(value.siblings)
      ? value.siblings
          .filter((s): s is { rfilename: string } => isRecord(s) && typeof s.rfilename === "string")
          .slice(0, MAX_SIBLINGS)
      : undefined,
    inferenceProviderMapping: boundedMapping(value.inferenceProviderMapping),
  };
  const record: Record<string, unknown> = {
    ...value,
    id,
    tags: tags.slice(0, MAX_TAGS).map((t) => t.slice(0, MAX_TAG_CHARS)),
  };
  for (const [field, kept] of Object.entries(checked)) {
    if (kept === undefined) delete record[field];
    else record[field] = kept;
  }
  return record as unknown as ModelData;
}

/** Parses JSON text (bounded) into a record, or a message saying what is wrong with it. */
export function parseModelRecord(text: string): ModelData | string {
  if (text.length > MAX_RECORD_CHARS) return `The record is longer than ${MAX_RECORD_CHARS} characters.`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `This is not valid JSON: ${messageOf(error)}`;
  }
  return modelRecordFrom(value);
}
