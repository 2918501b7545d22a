// Public entry of @inferkit/tasks. Each line re-exports one home of one concept.
export * from "./pipelines";
export type * from "./model-data";
export type * from "./widget-example";
export type * from "./tasks/types";
export * from "./tasks";
export * from "./model-libraries";
export * from "./library-to-tasks";
export * from "./inputs";
export * from "./gguf";
