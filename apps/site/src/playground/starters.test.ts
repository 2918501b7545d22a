// A starter named after a model family must render what the family's real template renders: each is compared,
// byte for byte, with the family's templates from ../shared/corpus rendered by Python Jinja2.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasJinja2, runOracle } from "../../../../scripts/test-utils/jinja2-oracle";
import { hasShared, sharedPath } from "../../../../scripts/test-utils/shared-dir";
import { renderPlayground } from "./render";
import { STARTERS, type StarterTemplate } from "./starters";

/** Corpus templates each family starter must match (file names without `.jinja`). */
const FAMILY_TEMPLATES: Record<string, string[]> = {
  llama3: ["meta-llama-Meta-Llama-3-8B-Instruct"],
  mixtral: ["mistralai-Mixtral-8x7B-Instruct-v0.1", "mistralai-tokenizer-v1"],
  gemma2: ["google-gemma-2-2b-it"],
  // Not a family's, but exactly the ChatML transformers used as its default: checked all the same.
  chatml: ["chatml-transformers-default"],
};

/** The starter's conversation, its first turn alone, and all but its last turn; each with and without the prompt. */
function conversations(starter: StarterTemplate): Array<{ messages: unknown[]; addGenerationPrompt: boolean }> {
  const messages = JSON.parse(starter.messages) as unknown[];
  const firstUser = messages.findIndex((m) => (m as { role: string }).role === "user");
  const variants = [messages, messages.slice(0, firstUser + 1), messages.slice(0, -1)];
  return variants.flatMap((variant) =>
    [true, false].map((addGenerationPrompt) => ({ messages: variant, addGenerationPrompt })),
  );
}

describe("starter names", () => {
  it("name a model family only when the starter is checked against its real templates", () => {
    for (const { id, label } of STARTERS) {
      const isExample = / example\b/.test(label);
      expect(isExample || id in FAMILY_TEMPLATES, `${id}: "${label}"`).toBe(true);
    }
  });
});

const withCorpus = hasShared("starter templates against the corpus", "corpus", "chat-templates");
const ready = withCorpus && hasJinja2();
if (withCorpus && !ready)
  console.warn("skipping starter templates against the corpus: /usr/bin/python3 with jinja2 not found");

describe.skipIf(!ready)("family starters render byte for byte what the family's template renders in Jinja2", () => {
  const cases = Object.entries(FAMILY_TEMPLATES).flatMap(([id, files]) => files.map((file) => [id, file] as const));

  it.each(cases)("%s = %s", (id, file) => {
    const starter = STARTERS.find((s) => s.id === id);
    if (!starter) throw new Error(`no starter ${id}`);
    const real = readFileSync(sharedPath("corpus", "chat-templates", `${file}.jinja`), "utf8");
    const tokens = Object.fromEntries(Object.entries(starter.specialTokens).filter(([, text]) => text !== ""));
    const runs = conversations(starter);
    const expected = runOracle(
      runs.map(({ messages, addGenerationPrompt }) => ({
        template: real,
        context: { ...tokens, messages, add_generation_prompt: addGenerationPrompt },
      })),
    );
    runs.forEach(({ messages, addGenerationPrompt }, i) => {
      const ours = renderPlayground({
        template: starter.template,
        messages: JSON.stringify(messages),
        tools: "",
        addGenerationPrompt,
        specialTokens: starter.specialTokens,
      });
      const run = `${messages.length} messages, add_generation_prompt=${addGenerationPrompt}`;
      expect(expected[i], run).toHaveProperty("output");
      expect(ours, run).toEqual({
        ok: true,
        output: (expected[i] as { output: string }).output,
        formatted: expect.any(String),
      });
    });
  });
});
