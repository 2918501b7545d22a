// Every snippet of the full matrix parses: Python with `ast`, JavaScript with the TypeScript parser,
// shell with `bash -n`.
import { describe, expect, it } from "vitest";
import { checkBash, parseJavaScript, parsePythonBatch } from "../../../../scripts/test-utils/parse-code";
import { snippetMatrix } from "../test-support/snippet-matrix";
import { SnippetInputError } from "./errors";
import { getInferenceSnippets } from "./generate";
import type { InferenceSnippet } from "./types";

interface Generated {
  label: string;
  snippet: InferenceSnippet;
}

function generateMatrix(): { generated: Generated[]; rejected: number; cases: number } {
  const generated: Generated[] = [];
  let rejected = 0;
  const cases = snippetMatrix();
  for (const { model, provider, mapping, options } of cases) {
    try {
      for (const snippet of getInferenceSnippets(model, provider, mapping, options))
        generated.push({ label: `${model.pipeline_tag} ${provider} ${JSON.stringify(options)}`, snippet });
    } catch (error) {
      // Only the closed provider reached through the router may refuse.
      expect(error).toBeInstanceOf(SnippetInputError);
      expect(provider).toBe("openai");
      rejected++;
    }
  }
  return { generated, rejected, cases: cases.length };
}

describe("snippet parse matrix", () => {
  const { generated, rejected, cases } = generateMatrix();
  const byLanguage = (language: string) => {
    // Identical snippets (options that do not change a client's code) are checked once.
    const unique = new Map<string, string>();
    for (const { label, snippet } of generated)
      if (snippet.language === language && !unique.has(snippet.content))
        unique.set(snippet.content, `${snippet.client} ${label}`);
    return [...unique.entries()];
  };

  it("covers every task, provider and option combination", () => {
    const counts: Record<string, number> = {};
    for (const { snippet } of generated)
      counts[`${snippet.language}/${snippet.client}`] = (counts[`${snippet.language}/${snippet.client}`] ?? 0) + 1;
    console.log(
      `snippet matrix: ${cases} cases (${rejected} refused: openai through the router), ${generated.length} snippets`,
      counts,
    );
    expect(generated.length).toBeGreaterThan(cases);
    for (const client of [
      "huggingface_hub",
      "fal_client",
      "requests",
      "openai",
      "fetch",
      "huggingface.js",
      "inferkit",
      "curl",
    ])
      expect(
        Object.keys(counts).some((key) => key.endsWith(`/${client}`)),
        client,
      ).toBe(true);
  });

  /** Checks each distinct snippet of `language`, prints the count and expects no failure. */
  const expectAllValid = (language: string, results: (string | null)[], what: string) => {
    const sources = byLanguage(language);
    const failures = sources.flatMap(([content, label], i) =>
      results[i] ? [`${label}: ${results[i]}\n${content}`] : [],
    );
    console.log(`${language}: ${sources.length - failures.length}/${sources.length} distinct snippets ${what}`);
    expect(failures).toEqual([]);
  };

  it("every Python snippet parses with ast", async () => {
    const results = await parsePythonBatch(byLanguage("python").map(([content]) => content));
    expectAllValid("python", results, "parse with ast");
  });

  it("every JavaScript snippet parses", () => {
    expectAllValid(
      "js",
      byLanguage("js").map(([content]) => parseJavaScript(content)),
      "parse",
    );
  });

  it("every shell snippet passes bash -n", () => {
    expectAllValid(
      "sh",
      byLanguage("sh").map(([content]) => checkBash(content)),
      "pass bash -n",
    );
  });
});
