// Where this site's sources live, for "Update on GitHub" links.
export const REPOSITORY_URL = "https://github.com/inferkit/inferkit";
export const SOURCE_BRANCH_URL = `${REPOSITORY_URL}/blob/main`;
/** Demo media of the task catalogue are copied here by the prerender step. */
export const TASK_MEDIA_PATH = "/media/tasks";
