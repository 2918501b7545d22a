// Syntax checks for generated code snippets, shared by the snippet test suites.
// Each checker returns null when the code parses, else the first error as text.
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import ts from "typescript";

const CHECK_TIMEOUT_MS = 15_000;

/** Debian's interpreter when present (the project's Python oracles use it), else the one on PATH. */
export const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

// Reads a JSON list of sources on stdin and prints, for each, null or "line N: message".
const PYTHON_CHECKER = `
import ast, json, sys
results = []
for source in json.load(sys.stdin):
    try:
        ast.parse(source)
        results.append(None)
    except SyntaxError as error:
        results.append(f"line {error.lineno}: {error.msg}")
json.dump(results, sys.stdout)
`;

/** Parses every source with Python's `ast` in one interpreter process. */
export function parsePythonBatch(sources: readonly string[]): Promise<(string | null)[]> {
  if (sources.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile(
      PYTHON,
      ["-c", PYTHON_CHECKER],
      { timeout: CHECK_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`python syntax check failed to run (${PYTHON}): ${stderr || error.message}`));
          return;
        }
        const results = JSON.parse(stdout) as (string | null)[];
        if (results.length !== sources.length) {
          reject(new Error(`python syntax check returned ${results.length} results for ${sources.length} sources`));
          return;
        }
        resolve(results);
      },
    );
    child.stdin?.end(JSON.stringify(sources));
  });
}

/** Parses one Python source; see parsePythonBatch to check many at once. */
export async function parsePython(source: string): Promise<string | null> {
  const [result] = await parsePythonBatch([source]);
  return result ?? null;
}

interface SourceFileWithDiagnostics extends ts.SourceFile {
  // Filled by the parser; not part of the declared API but present on every parsed file.
  parseDiagnostics?: readonly ts.DiagnosticWithLocation[];
}

/** Parses JavaScript (ES module, top-level await allowed) with TypeScript's parser. */
export function parseJavaScript(source: string): string | null {
  const file = ts.createSourceFile("snippet.mjs", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const [first] = (file as SourceFileWithDiagnostics).parseDiagnostics ?? [];
  if (!first) return null;
  const { line } = file.getLineAndCharacterOfPosition(first.start);
  return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, "\n")}`;
}

/** Checks shell syntax with `bash -n` (nothing is executed). */
export function checkBash(source: string): string | null {
  const result = spawnSync("bash", ["-n"], { input: source, encoding: "utf8", timeout: CHECK_TIMEOUT_MS });
  if (result.error) return `bash could not run: ${result.error.message}`;
  return result.status === 0 ? null : result.stderr.trim() || `bash -n exited with ${result.status}`;
}
