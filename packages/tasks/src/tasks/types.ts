// The shape of one task descriptor (`src/tasks/<task-id>/data.ts`).
import type { PipelineType } from "../pipelines";

/** A dataset, model, space or metric suggested for a task: a real hub id and our one-line description. */
export interface ExampleRepo {
  id: string;
  description: string;
}

export type TaskDemoEntry =
  | { type: "text"; label: string; content: string }
  | { type: "img"; filename: string }
  | { type: "audio"; filename: string }
  | { type: "chart"; data: Array<{ label: string; score: number }> }
  | { type: "tabular"; table: string[][] }
  | {
      type: "text-with-tokens";
      text: string;
      tokens: Array<{ type: string; start: number; end: number }>;
    };

export interface TaskDemo {
  inputs: TaskDemoEntry[];
  outputs: TaskDemoEntry[];
}

/** What a descriptor file writes; `id`, `label` and `libraries` are filled in from the catalogue. */
export interface TaskDataCustom {
  datasets: ExampleRepo[];
  demo: TaskDemo;
  isPlaceholder?: boolean;
  metrics: ExampleRepo[];
  models: ExampleRepo[];
  spaces: ExampleRepo[];
  summary: string;
  widgetModels: string[];
  youtubeId?: string;
  canonicalId?: PipelineType;
}

export interface TaskData extends TaskDataCustom {
  id: PipelineType;
  label: string;
  libraries: string[];
}
