// Everything a visitor sets in the playground, as one value: what a share link carries and what a
// reload restores. Links and storage are untrusted, so reading checks every field.
import { isRecord } from "../unknown-values";
import { type PlaygroundInput, SPECIAL_TOKEN_NAMES, type SpecialTokens } from "./render";

export interface PlaygroundState extends PlaygroundInput {
  /** The output view marks whitespace and special tokens. */
  showMarks: boolean;
}

/** Where the editor's template came from: a starter, a model's repo, or the visitor (a link, or edits kept). */
export type TemplateOrigin = { kind: "starter"; id: string } | { kind: "model" } | { kind: "own" };

export function readTemplateOrigin(value: unknown): TemplateOrigin | null {
  if (!isRecord(value)) return null;
  if (value.kind === "starter" && typeof value.id === "string") return { kind: "starter", id: value.id };
  return value.kind === "model" || value.kind === "own" ? { kind: value.kind } : null;
}

/** The part a starter or a model replaces, and so the part whose edits must not be lost silently. */
export type TemplateSource = Pick<PlaygroundState, "template" | "specialTokens">;

export function sameSource(a: TemplateSource, b: TemplateSource): boolean {
  return (
    a.template === b.template && SPECIAL_TOKEN_NAMES.every((name) => a.specialTokens[name] === b.specialTokens[name])
  );
}

function readSpecialTokens(value: unknown): SpecialTokens | null {
  if (!isRecord(value)) return null;
  const tokens = {} as SpecialTokens;
  for (const name of SPECIAL_TOKEN_NAMES) {
    const token = value[name] ?? "";
    if (typeof token !== "string") return null;
    tokens[name] = token;
  }
  return tokens;
}

/** A template and its tokens from untrusted data, or null when either is missing or of the wrong type. */
export function readTemplateSource(value: unknown): TemplateSource | null {
  if (!isRecord(value) || typeof value.template !== "string") return null;
  const specialTokens = readSpecialTokens(value.specialTokens);
  return specialTokens ? { template: value.template, specialTokens } : null;
}

/** A playground state from untrusted data, or null when any field is missing or of the wrong type. */
export function readPlaygroundState(value: unknown): PlaygroundState | null {
  const source = readTemplateSource(value);
  if (!source || !isRecord(value)) return null;
  const { messages, tools, addGenerationPrompt, showMarks } = value;
  if (typeof messages !== "string" || typeof tools !== "string") return null;
  if (typeof addGenerationPrompt !== "boolean" || typeof showMarks !== "boolean") return null;
  return { ...source, messages, tools, addGenerationPrompt, showMarks };
}
