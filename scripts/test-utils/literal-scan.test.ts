import { describe, expect, it } from "vitest";
import { ATTACKS, MARKER, markerLaden } from "./hostile-values";
import { type ScannedLanguage, scanForMarker } from "./literal-scan";

const M = MARKER;

async function scan(language: ScannedLanguage, code: string): Promise<string | null> {
  const [result] = await scanForMarker([{ language, code }], M);
  return result ?? null;
}

describe("markerLaden", () => {
  it("puts the marker around and between pieces, keeping multi-character attacks whole", () => {
    expect(markerLaden("a$(b")).toBe(`${M}a${M}$(${M}b${M}`);
    expect(markerLaden('"""')).toBe(`${M}"""${M}`);
    expect(markerLaden("")).toBe(`${M}${M}`);
    for (const attack of ATTACKS) expect(markerLaden(attack).split(M).join("")).toBe(attack);
  });
});

describe("scanForMarker", () => {
  it("accepts markers inside strings and comments", async () => {
    expect(await scan("python", `x = "${M}"  # ${M}\nf(**{"${M}": 1})\ny = f"{x}${M}"`)).toBeNull();
    expect(await scan("js", `const a = "${M}"; // ${M}\nconst b = \`${M}\${a}${M}\`;\n/* ${M} */`)).toBeNull();
    expect(await scan("sh", `echo '${M}' 'it'\\''s ${M}' # ${M}\n`)).toBeNull();
    expect(await scan("csharp", `var a = "${M}"; // ${M}`)).toBeNull();
  });

  it("reports a marker in code, in a name, or after a comment's line break", async () => {
    expect(await scan("python", `x = 1 ${M} 2`)).toMatch(/outside/);
    expect(await scan("python", `# a\n1 ${M} 2`)).toMatch(/outside/);
    expect(await scan("js", `const a = \`\${1 ${M} 2}\`;`)).toMatch(/outside/);
    expect(await scan("js", `// a\n1 ${M} 2;`)).toMatch(/outside/);
    expect(await scan("sh", `echo "${M}"`)).toMatch(/outside/);
    expect(await scan("sh", `echo ${M}`)).toMatch(/outside/);
    expect(await scan("sh", `echo a#${M}`)).toMatch(/outside/);
    expect(await scan("csharp", `var a = 1 ${M} 2;`)).toMatch(/outside/);
  });

  it("reports markers in Python names and code that does not parse", async () => {
    const names = ["import os as a_Zq_b", 'x = f"{a_Zq_b}"', "a_Zq_b = 1"];
    const scanned = await scanForMarker(
      names.map((code) => ({ language: "python" as const, code })),
      "_zq_",
    );
    for (const result of scanned) expect(result).toMatch(/name/);
    expect(await scan("python", 'x = "\0"')).toMatch(/parse/);
    expect(await scan("js", "const = 1;")).toMatch(/parse/);
    expect(await scan("sh", "echo 'open")).toMatch(/parse/);
  });
});
