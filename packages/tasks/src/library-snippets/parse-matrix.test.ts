// Runs every registry snippet generator over its model-record matrix (matrix/<library-id>.ts) and checks
// that each snippet parses in its language: Python with `ast`, JavaScript with TypeScript's parser,
// shell with `bash -n`.
import { beforeAll, describe, expect, it } from "vitest";
import { checkBash, parseJavaScript, parsePythonBatch } from "../../../../scripts/test-utils/parse-code";
import { libraryOf } from "../model-libraries";
import { type MatrixLanguage, matrices, matrixOf, withGenerator } from "./shared/matrices";

interface GeneratedSnippet {
  library: string;
  modelId: string;
  language: MatrixLanguage;
  code: string;
}

function generateAll(): GeneratedSnippet[] {
  const generated: GeneratedSnippet[] = [];
  for (const [library, { snippets }] of withGenerator) {
    const matrix = matrixOf(library);
    if (!matrix || !snippets) continue;
    for (const record of matrix.records) {
      for (const code of snippets(record))
        generated.push({ library, modelId: record.id, language: matrix.language, code });
    }
  }
  return generated;
}

describe("snippet parse matrix", () => {
  let generated: GeneratedSnippet[] = [];
  const errors = new Map<GeneratedSnippet, string>();

  beforeAll(async () => {
    generated = generateAll();
    const python = generated.filter((snippet) => snippet.language === "python");
    const results = await parsePythonBatch(python.map((snippet) => snippet.code));
    python.forEach((snippet, index) => {
      const error = results[index];
      if (error) errors.set(snippet, error);
    });
    for (const snippet of generated) {
      const error =
        snippet.language === "js"
          ? parseJavaScript(snippet.code)
          : snippet.language === "bash"
            ? checkBash(snippet.code)
            : null;
      if (error) errors.set(snippet, error);
    }
  }, 60_000);

  it("has a matrix for every library with a generator, each with several records", () => {
    const missing = withGenerator.map(([id]) => id).filter((id) => !matrixOf(id));
    expect(missing).toEqual([]);
    for (const [id, matrix] of matrices) {
      expect(libraryOf(id)?.snippets, `matrix/${id}.ts has no registry generator`).toBeTypeOf("function");
      expect(matrix.records.length, id).toBeGreaterThanOrEqual(2);
      expect(
        matrix.records.some((record) => record.id.includes("\n")),
        `matrix/${id}.ts needs a record with an untrusted id`,
      ).toBe(true);
    }
  });

  it("parses every snippet of every library", () => {
    expect(generated.length).toBeGreaterThan(withGenerator.length);
    const failures = [...errors].map(
      ([snippet, error]) => `${snippet.library} (${JSON.stringify(snippet.modelId)}): ${error}\n${snippet.code}`,
    );
    expect(failures).toEqual([]);
  });

  it("never pastes an id holding quotes and line breaks verbatim", () => {
    const pasted = generated
      .filter((snippet) => /[\n"']/.test(snippet.modelId) && snippet.code.includes(snippet.modelId))
      .map((snippet) => snippet.library);
    expect([...new Set(pasted)]).toEqual([]);
  });

  it("never returns an empty snippet string", () => {
    const empty = generated.filter((snippet) => snippet.code.trim() === "").map((snippet) => snippet.library);
    expect(empty).toEqual([]);
  });
});
