// Edits survive a reload: the playground keeps its state in sessionStorage (this tab only, gone when
// the tab closes), with what it was loaded from and the address it was at.
import { isRecord } from "../unknown-values";
import {
  type PlaygroundState,
  readPlaygroundState,
  readTemplateOrigin,
  readTemplateSource,
  type TemplateOrigin,
  type TemplateSource,
} from "./playground-state";

const KEY = "inferkit.playground.draft";

export interface Draft {
  state: PlaygroundState;
  /** The starter or model template the edits started from. */
  source: TemplateSource;
  origin: TemplateOrigin;
  /** The page's address when saved: a reload of the same address restores the draft. */
  address: string;
}

export function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the page works on, only a reload would lose the edits.
  }
}

export function loadDraft(): Draft | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.address !== "string") return null;
  const state = readPlaygroundState(value.state);
  const source = readTemplateSource(value.source);
  const origin = readTemplateOrigin(value.origin);
  if (!state || !source || !origin) return null;
  return { state, source, origin, address: value.address };
}
