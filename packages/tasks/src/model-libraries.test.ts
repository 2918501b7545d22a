import { describe, expect, it } from "vitest";
import {
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
  ALL_MODEL_LIBRARY_KEYS,
  isModelLibraryKey,
  type LibraryUiElement,
  libraryOf,
  MODEL_LIBRARIES_UI_ELEMENTS,
} from "./model-libraries";
import { hasReference, readReference } from "./test-support/reference";

const entries = Object.entries<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS);

// Entries whose label, links or download query the peer changed after the reference sheet was taken:
// they follow the installed peer, which model-libraries.peer.test.ts checks.
const CHANGED_AFTER_REFERENCE = ["PaddleOCR", "chronos-forecasting", "litert-lm", "timesfm"];

interface ReferenceLibrary {
  id: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl: string | null;
  filter: boolean | null;
  countDownloads: string | null;
  hasSnippets: boolean;
}

describe("library registry invariants", () => {
  it("lists every key once, in declaration order, toward 200 libraries", () => {
    expect(ALL_MODEL_LIBRARY_KEYS).toEqual(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS));
    expect(new Set(ALL_MODEL_LIBRARY_KEYS).size).toBe(ALL_MODEL_LIBRARY_KEYS.length);
    expect(ALL_MODEL_LIBRARY_KEYS.length).toBeGreaterThanOrEqual(200);
  });

  it("offers exactly the filter libraries as display keys, in registry order", () => {
    const expected = ALL_MODEL_LIBRARY_KEYS.filter((key) => libraryOf(key)?.filter === true);
    expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it("links every library over https and names it", () => {
    for (const [id, library] of entries) {
      expect(library.prettyLabel.trim(), id).not.toBe("");
      expect(library.repoName.trim(), id).not.toBe("");
      expect(new URL(library.repoUrl).protocol, id).toBe("https:");
      if (library.docsUrl !== undefined) expect(new URL(library.docsUrl).protocol, id).toBe("https:");
      expect(typeof library.filter, id).toBe("boolean");
      if (library.countDownloads !== undefined) expect(library.countDownloads, id).toMatch(/^[\s\S]*path[a-z_]*:"/);
    }
  });

  it("wires a callable generator that returns strings for a bare model", () => {
    for (const [id, library] of entries) {
      if (!library.snippets) continue;
      const snippets = library.snippets({ id: "org/model", tags: [] });
      expect(Array.isArray(snippets), id).toBe(true);
      for (const snippet of snippets) expect(typeof snippet, id).toBe("string");
    }
  });
});

describe("libraryOf", () => {
  it("returns the registry's own entry for every library id", () => {
    for (const id of ALL_MODEL_LIBRARY_KEYS) {
      expect(isModelLibraryKey(id), id).toBe(true);
      expect(libraryOf(id), id).toBe(MODEL_LIBRARIES_UI_ELEMENTS[id]);
    }
    expect(libraryOf("sentence-transformers")?.prettyLabel).toBe("sentence-transformers");
  });

  it("returns undefined for unknown ids, inherited names and near-misses", () => {
    for (const id of [
      "",
      "no-such-library",
      "constructor",
      "toString",
      "__proto__",
      "hasOwnProperty",
      "Transformers",
    ]) {
      expect(libraryOf(id), id).toBeUndefined();
      expect(isModelLibraryKey(id), id).toBe(false);
    }
  });
});

describe.skipIf(!hasReference("library registry coverage"))("library registry against the reference", () => {
  const reference = () =>
    readReference<{ libraries: ReferenceLibrary[]; ALL_DISPLAY_MODEL_LIBRARY_KEYS: string[] }>("libraries.json");

  it("has every reference library with the same facts", () => {
    for (const expected of reference().libraries) {
      const actual = libraryOf(expected.id);
      expect(actual, expected.id).toBeDefined();
      if (!actual || CHANGED_AFTER_REFERENCE.includes(expected.id)) continue;
      expect(
        {
          prettyLabel: actual.prettyLabel,
          repoName: actual.repoName,
          repoUrl: actual.repoUrl,
          docsUrl: actual.docsUrl ?? null,
          filter: actual.filter,
          countDownloads: actual.countDownloads ?? null,
        },
        expected.id,
      ).toEqual({
        prettyLabel: expected.prettyLabel,
        repoName: expected.repoName,
        repoUrl: expected.repoUrl,
        docsUrl: expected.docsUrl,
        filter: expected.filter ?? false,
        countDownloads: expected.countDownloads,
      });
      expect("countDownloads" in actual && actual.countDownloads === undefined, expected.id).toBe(false);
      if (expected.hasSnippets)
        expect(actual.snippets, `${expected.id} needs a snippet generator`).toBeTypeOf("function");
    }
  });

  it("keeps the reference order and display keys", () => {
    const referenceIds = reference().libraries.map((library) => library.id);
    const known = new Set(referenceIds);
    expect(ALL_MODEL_LIBRARY_KEYS.filter((key) => known.has(key))).toEqual(referenceIds);
    const referenceDisplay = reference().ALL_DISPLAY_MODEL_LIBRARY_KEYS;
    expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS.filter((key) => known.has(key))).toEqual(referenceDisplay);
  });
});
