// Finds where a marker string lands in generated code, with each language's own tokenizer: Python's
// `tokenize` and `ast`, TypeScript's parser for JavaScript, TypeScript's scanner for C#, a POSIX-quoting
// lexer for shell. Hostile test values carry the marker between their characters, so any character that
// escapes its string literal or comment puts a marker into code, and the scan reports it.
// Used by the hostile-input tests of @inferkit/tasks and of @inferkit/inference's snippets.
import { execFile } from "node:child_process";
import ts from "typescript";
import { checkBash, PYTHON } from "./parse-code";

export type ScannedLanguage = "python" | "js" | "sh" | "csharp";

const SCAN_TIMEOUT_MS = 60_000;

// Reads {sources, marker} on stdin; prints, per source, null or the first problem: a syntax error, a
// marker inside a name of the syntax tree, or a marker outside every string and comment token.
const PYTHON_SCANNER = `
import ast, io, json, re, sys, tokenize

request = json.load(sys.stdin)
marker = re.compile(re.escape(request["marker"]), re.IGNORECASE)
NAME_FIELDS = ("id", "attr", "arg", "name", "asname", "module")

def problem(source):
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError) as error:
        return f"does not parse: {error}"
    for node in ast.walk(tree):
        for field in NAME_FIELDS:
            value = getattr(node, field, None)
            if isinstance(value, str) and marker.search(value):
                return f"marker in a name: {type(node).__name__}.{field} = {value!r}"
    # Offsets of the lines as tokenize reads them (split after each newline only).
    line_starts = [0]
    for line in io.StringIO(source).readlines():
        line_starts.append(line_starts[-1] + len(line))
    offset = lambda position: line_starts[position[0] - 1] + position[1]
    try:
        allowed = [
            (offset(token.start), offset(token.end))
            for token in tokenize.generate_tokens(io.StringIO(source).readline)
            if token.type in (tokenize.STRING, tokenize.COMMENT)
        ]
    except (tokenize.TokenError, SyntaxError) as error:
        return f"does not tokenize: {error}"
    for found in marker.finditer(source):
        if not any(start <= found.start() and found.end() <= end for start, end in allowed):
            line = source.count("\\n", 0, found.start()) + 1
            return f"marker outside strings and comments on line {line}"
    return None

json.dump([problem(source) for source in request["sources"]], sys.stdout)
`;

function scanPython(sources: readonly string[], marker: string): Promise<(string | null)[]> {
  if (sources.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile(
      PYTHON,
      ["-c", PYTHON_SCANNER],
      { timeout: SCAN_TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`python scan failed to run (${PYTHON}): ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as (string | null)[]);
      },
    );
    child.stdin?.end(JSON.stringify({ sources, marker }));
  });
}

type Span = readonly [start: number, end: number];

interface SourceFileWithDiagnostics extends ts.SourceFile {
  parseDiagnostics?: readonly ts.DiagnosticWithLocation[];
}

const STRING_NODES = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** String-literal and comment spans of a JavaScript module, from the parser (templates need its context). */
function javaScriptSpans(source: string): Span[] | string {
  const file = ts.createSourceFile("snippet.mjs", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const [error] = (file as SourceFileWithDiagnostics).parseDiagnostics ?? [];
  if (error) return `does not parse: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`;
  const spans: Span[] = [];
  const visit = (node: ts.Node): void => {
    const comments = [
      ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
    ];
    for (const range of comments) spans.push([range.pos, range.end]);
    if (STRING_NODES.has(node.kind)) spans.push([node.getStart(file), node.end]);
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return spans;
}

/** String-literal and comment tokens of C-family code (C#), from TypeScript's scanner. */
function cFamilySpans(source: string): Span[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  const kept = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.SingleLineCommentTrivia,
    ts.SyntaxKind.MultiLineCommentTrivia,
  ]);
  const spans: Span[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kept.has(kind)) spans.push([scanner.getTokenStart(), scanner.getTokenEnd()]);
  return spans;
}

/**
 * Single-quoted words and comments of a POSIX shell script: the only places where any character is
 * literal. Double quotes do not count (they expand `$` and backquotes).
 */
function shellSpans(source: string): Span[] {
  const spans: Span[] = [];
  let wordStart = true;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === "'") {
      const end = source.indexOf("'", index + 1);
      if (end === -1) break;
      spans.push([index, end + 1]);
      index = end;
      wordStart = false;
    } else if (char === "#" && wordStart) {
      const end = source.indexOf("\n", index);
      spans.push([index, end === -1 ? source.length : end]);
      index = end === -1 ? source.length : end;
      wordStart = true;
    } else if (char === "\\") {
      index++;
      wordStart = false;
    } else if (char === '"') {
      // Skipped (not a literal span); escaped quotes inside stay inside.
      let end = index + 1;
      while (end < source.length && source[end] !== '"') end += source[end] === "\\" ? 2 : 1;
      index = end;
      wordStart = false;
    } else wordStart = /[\s;|&()]/.test(char ?? "");
  }
  return spans;
}

function markerOutside(source: string, spans: readonly Span[], marker: string): string | null {
  const lower = source.toLowerCase();
  const needle = marker.toLowerCase();
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    if (!spans.some(([start, end]) => start <= at && at + needle.length <= end)) {
      const line = source.slice(0, at).split("\n").length;
      return `marker outside strings and comments on line ${line}`;
    }
  }
  return null;
}

function scanOne(language: Exclude<ScannedLanguage, "python">, source: string, marker: string): string | null {
  if (language === "js") {
    const spans = javaScriptSpans(source);
    return typeof spans === "string" ? spans : markerOutside(source, spans, marker);
  }
  if (language === "sh") return markerOutside(source, shellSpans(source), marker);
  return markerOutside(source, cFamilySpans(source), marker);
}

export interface ScannedSnippet {
  language: ScannedLanguage;
  code: string;
}

/**
 * For each snippet, null when every occurrence of `marker` (case-insensitive) sits inside a string
 * literal or a comment and the code parses; else the problem. Identical snippets are scanned once, and
 * Python snippets share one interpreter.
 */
export async function scanForMarker(snippets: readonly ScannedSnippet[], marker: string): Promise<(string | null)[]> {
  const unique = [...new Map(snippets.map((snippet) => [`${snippet.language}\n${snippet.code}`, snippet])).values()];
  const results: (string | null)[] = unique.map(({ language, code }) =>
    language === "python" ? null : scanOne(language, code, marker),
  );
  // One `bash -n` over every shell snippet; each alone only when the whole fails.
  const shell = unique.flatMap((snippet, index) => (snippet.language === "sh" ? [index] : []));
  if (shell.length > 0 && checkBash(shell.map((index) => unique[index]?.code).join("\n\n")) !== null) {
    for (const index of shell) {
      const error = checkBash(unique[index]?.code ?? "");
      if (error) results[index] = `does not parse: ${error}`;
    }
  }
  const python = unique.flatMap((snippet, index) => (snippet.language === "python" ? [index] : []));
  const scanned = await scanPython(
    python.map((index) => unique[index]?.code ?? ""),
    marker,
  );
  python.forEach((index, position) => {
    results[index] = scanned[position] ?? null;
  });
  const byKey = new Map(unique.map((snippet, index) => [`${snippet.language}\n${snippet.code}`, results[index]]));
  return snippets.map((snippet) => byKey.get(`${snippet.language}\n${snippet.code}`) ?? null);
}
