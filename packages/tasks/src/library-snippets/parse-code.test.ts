// Tests of the syntax-check helpers in scripts/test-utils (scripts/ has no Vitest project of its own).
import { describe, expect, it } from "vitest";
import { checkBash, parseJavaScript, parsePython, parsePythonBatch } from "../../../../scripts/test-utils/parse-code";

describe("parsePythonBatch", () => {
  it("reports each source separately, in order", async () => {
    const results = await parsePythonBatch(["import os\nprint(os.sep)", "def f(:\n  pass", 'x = "ok"']);
    expect(results[0]).toBeNull();
    expect(results[1]).toMatch(/^line 1:/);
    expect(results[2]).toBeNull();
  });

  it("handles an empty batch and unicode", async () => {
    expect(await parsePythonBatch([])).toEqual([]);
    expect(await parsePython('print("é 🚀")')).toBeNull();
    expect(await parsePython('x = "unterminated')).not.toBeNull();
  });
});

describe("parseJavaScript", () => {
  it("accepts modules with top-level await", () => {
    expect(parseJavaScript('import { a } from "b";\nconst x = await a();\nconsole.log(x);')).toBeNull();
  });

  it("reports a syntax error with its line", () => {
    expect(parseJavaScript("const a = 1;\nconst = 2;")).toMatch(/^line 2:/);
  });
});

describe("checkBash", () => {
  it("accepts valid shell and rejects broken quoting", () => {
    expect(checkBash("pip install -U foo\nhf download 'org/name'")).toBeNull();
    expect(checkBash("echo 'unterminated")).not.toBeNull();
  });
});
