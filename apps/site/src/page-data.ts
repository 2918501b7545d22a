// The props a prerendered page was rendered with travel to the browser inside the HTML, so
// hydration renders the same tree without bundling the catalogue that produced them.
import type { PageName } from "./pages/names";

export interface PageData {
  page: PageName;
  path: string;
  props: object;
}

export const PAGE_DATA_ID = "page-data";

/** JSON safe to place inside a <script> element: no `<`, so no `</script>` or `<!--` can end it early. */
export function serializePageData(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

export function readPageData(doc: Document): PageData {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) throw new Error("This page has no embedded page data to hydrate from.");
  return JSON.parse(element.textContent) as PageData;
}
