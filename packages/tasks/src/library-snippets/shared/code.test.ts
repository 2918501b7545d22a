import { describe, expect, it } from "vitest";
import { parseJavaScript } from "../../../../../scripts/test-utils/parse-code";
import { fileWithExtension, isPythonIdentifier, jsNoticeSnippet, ownEntry, slashComment } from "./code";
import { modelRecord } from "./test-records";

describe("isPythonIdentifier", () => {
  it("accepts identifiers only", () => {
    for (const name of ["AutoModel", "_private", "en_core_web_sm", "x1"]) expect(isPythonIdentifier(name)).toBe(true);
    for (const name of ["", "1x", "en-core", "a.b", "os.system('x')", "a b", undefined, 42, null]) {
      expect(isPythonIdentifier(name)).toBe(false);
    }
  });

  it("rejects Python keywords, which cannot name a class or module", () => {
    for (const name of ["None", "True", "class", "import", "lambda", "async"])
      expect(isPythonIdentifier(name)).toBe(false);
    // Soft keywords stay usable as names.
    for (const name of ["match", "case", "type"]) expect(isPythonIdentifier(name)).toBe(true);
  });
});

describe("slashComment", () => {
  it("comments every line so the text cannot escape into code", () => {
    const comment = slashComment("first\nsecond\r\nthird\u2028fourth");
    expect(comment).toBe("// first\n// second\n// third\n// fourth");
    expect(parseJavaScript(`${comment}\nconst ok = 1;`)).toBeNull();
  });

  it("makes one-comment notices", () => {
    expect(jsNoticeSnippet("Unknown pipeline tag")).toEqual(["// ⚠️ Unknown pipeline tag"]);
  });
});

describe("fileWithExtension", () => {
  it("returns the first listed file with one of the extensions", () => {
    const model = modelRecord("a/b", {
      siblings: [{ rfilename: "README.md" }, { rfilename: "x.onnx" }, { rfilename: "y.onnx" }],
    });
    expect(fileWithExtension(model, [".onnx"])).toBe("x.onnx");
    expect(fileWithExtension(model, [".gguf", ".md"])).toBe("README.md");
    expect(fileWithExtension(model, [".bin"])).toBeUndefined();
    expect(fileWithExtension(modelRecord("a/b"), [".onnx"])).toBeUndefined();
  });
});

describe("ownEntry", () => {
  const table: Record<string, number> = { one: 1 };

  it("finds own entries only", () => {
    expect(ownEntry(table, "one")).toBe(1);
    for (const key of ["two", "constructor", "__proto__", "toString", undefined, 1, null]) {
      expect(ownEntry(table, key)).toBeUndefined();
    }
  });
});
