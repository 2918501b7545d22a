// Server entry of the prerender step (built with `vite build --ssr`): renders any path to HTML.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Layout } from "./Layout";
import { type PageData, serializePageData } from "./page-data";
import Home from "./pages/Home";
import Libraries from "./pages/Libraries";
import Library from "./pages/Library";
import Model from "./pages/Model";
import ModelById from "./pages/ModelById";
import ModelIndex from "./pages/ModelIndex";
import NotFound from "./pages/NotFound";
import Playground from "./pages/Playground";
import type { PageName, PagePropsByName, PageRoute } from "./pages/page-route";
import Task from "./pages/Task";
import TaskIndex from "./pages/TaskIndex";
import { listPaths, resolvePath } from "./server/routes";
import { buildSearchIndex } from "./server/search-index";

const PAGES: { [P in PageName]: ComponentType<PagePropsByName[P]> } = {
  Home,
  TaskIndex,
  Task,
  Libraries,
  Library,
  ModelIndex,
  Model,
  ModelById,
  Playground,
  NotFound,
};

export interface RenderedPage {
  status: number;
  title: string;
  description: string;
  html: string;
  data: string;
}

function pageElement<P extends PageName>(route: PageRoute<P>) {
  const Page: ComponentType<PagePropsByName[P]> = PAGES[route.page];
  return <Page {...route.props} />;
}

export function renderPath(path: string): RenderedPage {
  const { status, title, description, ...route } = resolvePath(path);
  const data: PageData = { ...route, path };
  const html = renderToString(<Layout path={path}>{pageElement(route)}</Layout>);
  return { status, title, description, html, data: serializePageData(data) };
}

export { buildSearchIndex, listPaths };
