// Public entry of @inferkit/tasks. Each line re-exports one home of one concept.

export * from "./agent-harnesses";
export type * from "./chat-completion";
export * from "./code-literals";
export * from "./dataset-libraries";
export * from "./default-widget-inputs";
export * from "./evaluation-frameworks";
export * from "./gguf";
export * from "./hardware";
export * from "./inference-providers";
export * from "./inputs";
export * from "./kernel-libraries";
export { LIBRARY_TASK_MAPPING } from "./library-to-tasks";
export * from "./local-apps";
export type * from "./model-data";
export * from "./model-libraries";
export * from "./pipelines";
export * from "./tasks";
export type * from "./tasks/inference-types";
export type * from "./tasks/types";
export * from "./tokenizer-data";
export type * from "./widget-example";
