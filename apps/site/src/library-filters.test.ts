import { describe, expect, it } from "vitest";
import { libraryFiltersSearch, NO_LIBRARY_FILTERS, readLibraryFilters } from "./library-filters";

describe("library filters in the URL", () => {
  it("round-trips every filter, special characters included", () => {
    const filters = { query: "llama.cpp & co?", task: "text-generation", withSnippets: true };
    const search = libraryFiltersSearch(filters);
    expect(search).toBe("?q=llama.cpp+%26+co%3F&task=text-generation&snippets=1");
    expect(readLibraryFilters(search)).toEqual(filters);
  });

  it("writes nothing for no filter, and reads nothing from an empty search", () => {
    expect(libraryFiltersSearch(NO_LIBRARY_FILTERS)).toBe("");
    expect(readLibraryFilters("")).toEqual(NO_LIBRARY_FILTERS);
    expect(libraryFiltersSearch({ ...NO_LIBRARY_FILTERS, task: "timm" })).toBe("?task=timm");
  });

  it("ignores malformed values instead of failing", () => {
    expect(readLibraryFilters("?task=<script>&snippets=yes&q=%E0%A4%A")).toEqual({
      query: "\uFFFD%A",
      task: "",
      withSnippets: false,
    });
    expect(readLibraryFilters(`?q=${"a".repeat(5000)}`).query).toHaveLength(200);
  });
});
