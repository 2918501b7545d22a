// Deterministic fake outputs derived from the request, so repeated calls answer the same.
import { randomUUID } from "node:crypto";

/** FNV-1a hash of any JSON-able value. */
export function seedOf(value: unknown): number {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Pseudo-random float in [0, 1) for (seed, index). */
export function unit(seed: number, index: number): number {
  return seedOf(`${seed}:${index}`) / 0x1_0000_0000;
}

export function newId(prefix = ""): string {
  return `${prefix}${randomUUID().replaceAll("-", "").slice(0, 24)}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** `labels` with descending scores that sum to at most 1. */
export function scored(labels: readonly string[], seed: number): Array<{ label: string; score: number }> {
  const raw = labels.map((_, i) => 1 + unit(seed, i));
  const total = raw.reduce((a, b) => a + b, 0) * 1.05;
  return labels
    .map((label, i) => ({ label, score: Number(((raw[i] ?? 1) / total).toFixed(4)) }))
    .sort((a, b) => b.score - a.score);
}

/** A small embedding vector for a text. */
export function embedding(text: string, dimensions = 8): number[] {
  const seed = seedOf(text);
  return Array.from({ length: dimensions }, (_, i) => Number((unit(seed, i) * 2 - 1).toFixed(6)));
}

/** Short text that names the input it answers, so tests can see their request went through. */
export function echo(kind: string, input: unknown): string {
  const text = typeof input === "string" ? input : JSON.stringify(input);
  const short = (text ?? "").length > 60 ? `${(text ?? "").slice(0, 57)}...` : (text ?? "");
  return `Emulated ${kind} for: ${short}`;
}

/** Most tokens in one reply, as a model's output limit: streamed replies send a chunk per token. */
const MAX_REPLY_TOKENS = 4_096;
/** Most characters in one reply: a token's log probabilities repeat it, so replies stay small whatever the schema. */
const MAX_REPLY_CHARS = 16_384;

/** Splits text into word-sized tokens (each keeps its leading space) within max_tokens and the reply caps. */
export function splitTokens(text: string, maxTokens: unknown): { parts: string[]; finish: "stop" | "length" } {
  const kept = text.slice(0, MAX_REPLY_CHARS);
  const words = kept.match(/\s*\S+/g) ?? [kept];
  const limit =
    typeof maxTokens === "number" && maxTokens > 0 ? Math.min(maxTokens, MAX_REPLY_TOKENS) : MAX_REPLY_TOKENS;
  const cut = words.length > limit || kept.length < text.length;
  return { parts: words.slice(0, limit), finish: cut ? "length" : "stop" };
}

/** OpenAI-style usage, counting words as tokens. */
export function tokenUsage(prompt: unknown, completionTokens: number) {
  const text = typeof prompt === "string" ? prompt : JSON.stringify(prompt ?? "");
  const promptTokens = Math.max(1, text.split(/\s+/).filter(Boolean).length);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}
