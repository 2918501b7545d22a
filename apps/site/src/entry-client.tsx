import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { Layout } from "./Layout";
import { readPageData } from "./page-data";
import "@inferkit/ui/styles.css";
import "./site.css";

// Each page is its own chunk: a task page never downloads the playground's engine.
const pages = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>([
  "./pages/*.tsx",
  "!./pages/*.test.tsx",
]);

async function hydrate() {
  const data = readPageData(document);
  const load = pages[`./pages/${data.page}.tsx`];
  if (!load) throw new Error(`No page component named ${data.page}.`);
  const { default: Page } = await load();
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  hydrateRoot(
    root,
    <Layout path={data.path}>
      <Page {...data.props} />
    </Layout>,
  );
}

hydrate();
