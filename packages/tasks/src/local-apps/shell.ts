// Model ids and file names go into commands the user pastes into a shell, so they are written as data.
import { shellWord } from "../code-literals";
import { parseGGUFQuantLabel } from "../gguf";

/** The placeholders the page fills in when the user has not chosen a file (see LocalApp's `snippet`). */
export const QUANT_TAG_PLACEHOLDER = "{{QUANT_TAG}}";
export const GGUF_FILE_PLACEHOLDER = "{{GGUF_FILE}}";

// Characters no POSIX shell (nor zsh) treats specially inside a word that starts with a letter or digit.
// Hub ids and file names are made of these, so the usual command shows them bare.
const PLAIN_WORD = /^[A-Za-z0-9][A-Za-z0-9._/:@%+=-]*$/;

/**
 * `text` as one shell word: bare when it is plain, else single-quoted. The placeholders pass through
 * (they are replaced by quant labels or file names, which are plain) and do not force quoting.
 */
export function shellArgument(text: string): string {
  const withoutPlaceholders = text.replaceAll(QUANT_TAG_PLACEHOLDER, "Q").replaceAll(GGUF_FILE_PLACEHOLDER, "f");
  return PLAIN_WORD.test(withoutPlaceholders) ? text : shellWord(text);
}

/**
 * The `:LABEL` suffix that picks a quant in `-hf org/model:LABEL` style references: the chosen file's
 * quant label, else the placeholder.
 */
export function quantSuffix(filepath: string | undefined): string {
  const label = typeof filepath === "string" ? parseGGUFQuantLabel(filepath) : undefined;
  return `:${label ?? QUANT_TAG_PLACEHOLDER}`;
}
