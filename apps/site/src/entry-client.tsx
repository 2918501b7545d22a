import type { ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Layout } from "./Layout";
import { readPageData } from "./page-data";
import "@inferkit/ui/styles.css";
import "./site.css";

// Each page is its own chunk: a task page never downloads the playground's engine.
const pages = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>([
  "./pages/*.tsx",
  "!./pages/*.test.tsx",
]);

/**
 * Hosts that serve 404.html for every unknown path (no shell rewrite) still show any model by id: the
 * 404 page is replaced by the model-by-id page, rendered afresh since the server rendered another.
 */
const servesModelById = (page: string) => page === "NotFound" && window.location.pathname.startsWith("/models/");

async function hydrate() {
  const data = readPageData(document);
  const pageName = servesModelById(data.page) ? "ModelById" : data.page;
  const load = pages[`./pages/${pageName}.tsx`];
  if (!load) throw new Error(`No page component named ${pageName}.`);
  const { default: Page } = await load();
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  const tree = (
    <Layout path={pageName === data.page ? data.path : window.location.pathname}>
      <Page {...data.props} />
    </Layout>
  );
  if (pageName === data.page) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}

hydrate();
