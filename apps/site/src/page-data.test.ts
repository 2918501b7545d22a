// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { type PageData, readPageData, serializePageData } from "./page-data";

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

describe("page data", () => {
  it("reads back what the server embedded, even props holding </script>", () => {
    const data: PageData = {
      page: "TaskIndex",
      path: "/tasks",
      props: {
        groups: [{ modality: "nlp", label: "</script><!--", tasks: [] }],
        others: [{ id: "x", label: "\u2028", modalityLabel: "", libraries: 0 }],
      },
    };
    const script = serializePageData(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(documentWith(script))).toEqual(data);
  });

  it.each([
    ["an array", "[]"],
    ["no page name", '{"path":"/","props":{}}'],
    ["a numeric path", '{"page":"Home","path":1,"props":{}}'],
    ["props that are not an object", '{"page":"Home","path":"/","props":null}'],
  ])("refuses data with %s", (_, json) => {
    const doc = documentWith(`<script type="application/json" id="page-data">${json}</script>`);
    expect(() => readPageData(doc)).toThrow("The embedded page data lacks a page name, path or props.");
  });

  it("says so when the page has no data", () => {
    expect(() => readPageData(documentWith("<main></main>"))).toThrow("no embedded page data");
  });
});
