// Public entry of @inferkit/tasks.
export const PACKAGE_NAME = "@inferkit/tasks";
