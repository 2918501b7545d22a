// Every page of the site, by the file name of its component in this folder.
export const PAGE_NAMES = [
  "Home",
  "TaskIndex",
  "Task",
  "Libraries",
  "ModelIndex",
  "Model",
  "Playground",
  "NotFound",
] as const;
export type PageName = (typeof PAGE_NAMES)[number];
