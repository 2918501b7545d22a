// Public entry of @inferkit/jinja.
export const PACKAGE_NAME = "@inferkit/jinja";
