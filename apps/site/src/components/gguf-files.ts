// The GGUF files of a model record, for the quantisation picker of the local apps.
import { GGUF_QUANT_ORDER, ggufFileTypeOfLabel, type ModelData, parseGGUFQuantLabel } from "@inferkit/tasks";
import { isRecord } from "../unknown-values";

export interface GgufFile {
  path: string;
  /** The quant label in the file name (`Q4_K_M`), when it has one. */
  quant: string | undefined;
}

// A record is untrusted: a repository listing thousands of files still gives a picker of readable size.
const MAX_FILES = 200;
const MAX_PATH_CHARS = 300;
// Later parts of a split file (`…-00002-of-00003.gguf`) are loaded through the first one.
const LATER_SPLIT_PART = /-(?!0+1-)\d{5}-of-\d{5}\.gguf$/i;
// Vision projectors sit beside the weights but are not a model to run on their own.
const PROJECTOR = /(^|\/)mmproj/i;

function rank(quant: string | undefined): number {
  const type = quant === undefined ? undefined : ggufFileTypeOfLabel(quant);
  const index = type === undefined ? -1 : GGUF_QUANT_ORDER.indexOf(type);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** The runnable GGUF files the record lists (its `siblings`), in the catalogue's quant order. */
export function ggufFilesOf(model: ModelData): GgufFile[] {
  const siblings: unknown = model.siblings;
  if (!Array.isArray(siblings)) return [];
  const files: GgufFile[] = [];
  for (const sibling of siblings) {
    const path = isRecord(sibling) ? sibling.rfilename : undefined;
    if (typeof path !== "string" || path.length > MAX_PATH_CHARS || !path.toLowerCase().endsWith(".gguf")) continue;
    if (LATER_SPLIT_PART.test(path) || PROJECTOR.test(path)) continue;
    files.push({ path, quant: parseGGUFQuantLabel(path.split("/").at(-1) ?? path) });
    if (files.length === MAX_FILES) break;
  }
  return files.sort((a, b) => rank(a.quant) - rank(b.quant));
}

/** The file offered first: a Q4_K_M when there is one (the usual size/quality balance), else the first. */
export function defaultGgufFile(files: GgufFile[]): GgufFile | undefined {
  return files.find((file) => file.quant === "Q4_K_M") ?? files[0];
}
