// Every snippet of the full matrix parses: Python with `ast`, JavaScript with the TypeScript parser,
// shell with `bash -n`.
import { describe, expect, it } from "vitest";
import { checkBash, parseJavaScript, parsePythonBatch } from "../../../../scripts/test-utils/parse-code";
import { SnippetInputError } from "./errors";
import { getInferenceSnippets } from "./generate";
import { snippetMatrix } from "./test-support";
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

  it("every Python snippet parses with ast", async () => {
    const python = byLanguage("python");
    const results = await parsePythonBatch(python.map(([content]) => content));
    const failures = python.flatMap(([content, label], i) =>
      results[i] ? [`${label}: ${results[i]}\n${content}`] : [],
    );
    console.log(`python: ${python.length - failures.length}/${python.length} distinct snippets parse`);
    expect(failures).toEqual([]);
  });

  it("every JavaScript snippet parses", () => {
    const js = byLanguage("js");
    const failures = js.flatMap(([content, label]) => {
      const error = parseJavaScript(content);
      return error ? [`${label}: ${error}\n${content}`] : [];
    });
    console.log(`js: ${js.length - failures.length}/${js.length} distinct snippets parse`);
    expect(failures).toEqual([]);
  });

  it("every shell snippet passes bash -n", () => {
    const sh = byLanguage("sh");
    const failures = sh.flatMap(([content, label]) => {
      const error = checkBash(content);
      return error ? [`${label}: ${error}\n${content}`] : [];
    });
    console.log(`sh: ${sh.length - failures.length}/${sh.length} distinct snippets pass bash -n`);
    expect(failures).toEqual([]);
  });
});
