// Every page of the site, by the file name of its component in this folder, with the props it renders
// with: a route names one page and carries that page's props, so the two are checked together.
import type { HomeProps } from "./Home";
import type { LibrariesProps } from "./Libraries";
import type { LibraryPageProps } from "./Library";
import type { ModelPageProps } from "./Model";
import type { ModelIndexProps } from "./ModelIndex";
import type { TaskPageProps } from "./Task";
import type { TaskIndexProps } from "./TaskIndex";

/** Pages without props (the playground, the model-by-id shell and the 404 page work in the browser alone). */
type NoProps = Record<string, never>;

export interface PagePropsByName {
  Home: HomeProps;
  TaskIndex: TaskIndexProps;
  Task: TaskPageProps;
  Libraries: LibrariesProps;
  Library: LibraryPageProps;
  ModelIndex: ModelIndexProps;
  Model: ModelPageProps;
  ModelById: NoProps;
  Playground: NoProps;
  NotFound: NoProps;
}

export type PageName = keyof PagePropsByName;

/** `{ page: "Task"; props: TaskPageProps } | { page: "Home"; props: HomeProps } | …` (or one of them, for `PageRoute<"Task">`). */
export type PageRoute<P extends PageName = PageName> = { [K in P]: { page: K; props: PagePropsByName[K] } }[P];
