// Every path the site prerenders, and the page + props each one renders with. Server-only:
// the catalogue is read here, and only each page's props reach the browser.
import {
  ALL_MODEL_LIBRARY_KEYS,
  isModelLibraryKey,
  isPipelineType,
  MODALITY_LABELS,
  type ModelLibraryKey,
  PIPELINE_DATA,
  type PipelineType,
  TASKS_DATA,
} from "@inferkit/tasks";
import { libraryPath } from "../library-path";
import { modelPageProps } from "../model-page-props";
import type { PageRoute } from "../pages/page-route";
import { SOURCE_BRANCH_URL } from "../site-config";
import { EXAMPLE_MODELS } from "./example-models";
import { homeProps } from "./home-props";
import { libraryPageProps } from "./library-page-props";
import { librariesProps, libraryLinks } from "./library-props";
import { modelIndexProps } from "./model-props";
import { TASK_PAGE_IDS, taskIndexProps } from "./task-index-props";

/** A page with its props, and what the HTML around it says. */
export type RouteResult = PageRoute & {
  title: string;
  description: string;
  status: number;
};

const aboutPages = import.meta.glob<string>("../../../../packages/tasks/src/tasks/*/about.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

function aboutOf(taskId: string): string | null {
  return aboutPages[`../../../../packages/tasks/src/tasks/${taskId}/about.md`] ?? null;
}

const SITE = "Inferkit";

export function listPaths(): string[] {
  return [
    "/",
    "/tasks",
    ...TASK_PAGE_IDS.map((id) => `/tasks/${id}`),
    "/libraries",
    ...ALL_MODEL_LIBRARY_KEYS.map(libraryPath),
    "/models",
    ...EXAMPLE_MODELS.map((m) => `/models/${m.id}`),
    "/playground",
  ];
}

function taskRoute(id: PipelineType): RouteResult | undefined {
  const task = TASKS_DATA[id];
  if (!task) return undefined;
  return {
    page: "Task",
    props: {
      task,
      modalityLabel: MODALITY_LABELS[PIPELINE_DATA[id].modality],
      about: aboutOf(id),
      libraries: libraryLinks(task.libraries),
      sourceUrl: `${SOURCE_BRANCH_URL}/packages/tasks/src/tasks/${id}/data.ts`,
      localModels: EXAMPLE_MODELS.map((m) => m.id),
    },
    title: `${task.label} · ${SITE}`,
    description: task.summary || `${task.label}: a machine-learning task of the Inferkit catalogue.`,
    status: 200,
  };
}

function tasksIndexRoute(): RouteResult {
  return {
    page: "TaskIndex",
    props: taskIndexProps(),
    title: `Tasks · ${SITE}`,
    description: `The ${TASK_PAGE_IDS.length} machine-learning tasks of the catalogue, grouped by modality, with demos and suggested models.`,
    status: 200,
  };
}

function libraryRoute(id: ModelLibraryKey): RouteResult {
  const props = libraryPageProps(id);
  const { label, summary } = props.library;
  return {
    page: "Library",
    props,
    title: `${label} · Libraries · ${SITE}`,
    description: summary || `${label} (${id}): install command, tasks, usage code and models of this model library.`,
    status: 200,
  };
}

export function resolvePath(rawPath: string): RouteResult {
  const path = rawPath.replace(/\/+$/, "") || "/";
  if (path === "/")
    return {
      page: "Home",
      props: homeProps(),
      title: `${SITE}: find, understand and call machine-learning models`,
      description: `Browse ${TASK_PAGE_IDS.length} machine-learning tasks and ${ALL_MODEL_LIBRARY_KEYS.length} libraries, get copy-ready code for models and providers, and try chat templates.`,
      status: 200,
    };
  if (path === "/tasks") return tasksIndexRoute();
  const taskId = /^\/tasks\/([\w-]+)$/.exec(path)?.[1];
  if (isPipelineType(taskId)) {
    const route = taskRoute(taskId);
    if (route) return route;
  }
  if (path === "/libraries")
    return {
      page: "Libraries",
      props: librariesProps(),
      title: `Libraries · ${SITE}`,
      description: "The registry of model libraries: repositories, documentation and the tasks each supports.",
      status: 200,
    };
  const libraryId = /^\/libraries\/([^/]+)$/.exec(path)?.[1];
  if (libraryId && isModelLibraryKey(libraryId)) return libraryRoute(libraryId);
  if (path === "/models")
    return {
      page: "ModelIndex",
      props: modelIndexProps(),
      title: `Models · ${SITE}`,
      description: "Example model pages, and a form to paste any model record and see its usage snippets.",
      status: 200,
    };
  const model = /^\/models\/(.+)$/.exec(path);
  const record = model && EXAMPLE_MODELS.find((m) => m.id === model[1]);
  if (record)
    return {
      page: "Model",
      props: modelPageProps(record),
      title: `${record.id} · ${SITE}`,
      description: `How to use ${record.id}: library code and inference-provider snippets.`,
      status: 200,
    };
  // Any other model id: a shell that fetches the record in the visitor's browser (served by the static server).
  if (model)
    return {
      page: "ModelById",
      props: {},
      title: `Model · ${SITE}`,
      description: "A model from the Hub: library code and inference-provider snippets.",
      status: 200,
    };
  if (path === "/playground")
    return {
      page: "Playground",
      props: {},
      title: `Chat-template playground · ${SITE}`,
      description: "Edit a Jinja chat template and messages, and see the exact prompt a model receives.",
      status: 200,
    };
  return {
    page: "NotFound",
    props: {},
    title: `Page not found · ${SITE}`,
    description: "This page does not exist.",
    status: 404,
  };
}
