// Public entry of @inferkit/ui.
export const PACKAGE_NAME = "@inferkit/ui";
