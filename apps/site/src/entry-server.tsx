// Server entry of the prerender step (built with `vite build --ssr`): renders any path to HTML.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Layout } from "./Layout";
import { type PageData, serializePageData } from "./page-data";
import Home from "./pages/Home";
import Libraries from "./pages/Libraries";
import Model from "./pages/Model";
import ModelIndex from "./pages/ModelIndex";
import NotFound from "./pages/NotFound";
import type { PageName } from "./pages/names";
import Playground from "./pages/Playground";
import Task from "./pages/Task";
import TaskIndex from "./pages/TaskIndex";
import { listPaths, resolvePath } from "./server/routes";

// biome-ignore lint/suspicious/noExplicitAny: each page takes its own props; routes.ts pairs them
const PAGES: Record<PageName, ComponentType<any>> = {
  Home,
  TaskIndex,
  Task,
  Libraries,
  ModelIndex,
  Model,
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

export function renderPath(path: string): RenderedPage {
  const route = resolvePath(path);
  const Page = PAGES[route.page];
  const data: PageData = { page: route.page, path, props: route.props };
  const html = renderToString(
    <Layout path={path}>
      <Page {...route.props} />
    </Layout>,
  );
  return {
    status: route.status,
    title: route.title,
    description: route.description,
    html,
    data: serializePageData(data),
  };
}

export { listPaths };
