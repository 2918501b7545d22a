// Public entry of @inferkit/inference.
export const PACKAGE_NAME = "@inferkit/inference";
