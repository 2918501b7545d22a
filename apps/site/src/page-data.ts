// The props a prerendered page was rendered with travel to the browser inside the HTML, so
// hydration renders the same tree without bundling the catalogue that produced them.
import type { PageRoute } from "./pages/page-route";
import { isRecord } from "./unknown-values";

/** What the server embeds: a route (page and its props) and the path it was rendered for. */
export type PageData = PageRoute & { path: string };

/**
 * What the browser reads back. It loads the page's component by name, so it checks only the shape
 * every route shares; the props are the ones that same component was rendered with on the server.
 */
export interface EmbeddedPageData {
  page: string;
  path: string;
  props: Record<string, unknown>;
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

function isEmbeddedPageData(value: unknown): value is EmbeddedPageData {
  return isRecord(value) && typeof value.page === "string" && typeof value.path === "string" && isRecord(value.props);
}

export function readPageData(doc: Document): EmbeddedPageData {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) throw new Error("This page has no embedded page data to hydrate from.");
  const data: unknown = JSON.parse(element.textContent);
  if (!isEmbeddedPageData(data)) throw new Error("The embedded page data lacks a page name, path or props.");
  return data;
}
