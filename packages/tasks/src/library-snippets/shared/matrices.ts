// The model-record matrices of the snippet tests (matrix/<library-id>.ts): records each library's
// generator is run on, and the language its snippets are written in.
import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ModelData } from "../../model-data";
import { type LibraryUiElement, libraryOf, MODEL_LIBRARIES_UI_ELEMENTS } from "../../model-libraries";

export type MatrixLanguage = "python" | "bash" | "js" | "swift" | "csharp" | "text";

export interface MatrixFile {
  records: ModelData[];
  language: MatrixLanguage;
}

const matrixDir = join(dirname(fileURLToPath(import.meta.url)), "..", "matrix");

/** Every matrix file, by library id. */
export const matrices = new Map<string, MatrixFile>();
for (const file of readdirSync(matrixDir).filter((name) => name.endsWith(".ts"))) {
  matrices.set(basename(file, ".ts"), (await import(pathToFileURL(join(matrixDir, file)).href)) as MatrixFile);
}

/** Registry entries that have a snippet generator. */
export const withGenerator = Object.entries<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS).filter(
  ([, library]) => library.snippets !== undefined,
);

/** A library whose generator another library already uses (yolov10 → ultralytics) may share its matrix. */
export function matrixOf(id: string): MatrixFile | undefined {
  const own = matrices.get(id);
  if (own) return own;
  const generator = libraryOf(id)?.snippets;
  const sibling = withGenerator.find(([other, library]) => other !== id && library.snippets === generator);
  return sibling ? matrices.get(sibling[0]) : undefined;
}
