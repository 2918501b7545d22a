// Transformers.js: every hub model with a pipeline tag runs through `pipeline(task, model)`.
import type { ModelData } from "../model-data";
import { jsString, NOTICES } from "./common";
import { jsNoticeSnippet } from "./shared/code";

const PACKAGE = "@huggingface/transformers";

export function snippets(model: ModelData): string[] {
  if (!model.pipeline_tag) return jsNoticeSnippet(NOTICES.unknownPipelineTag);
  return [
    `// npm i ${PACKAGE}
import { pipeline } from "${PACKAGE}";

// Allocate a pipeline
const pipe = await pipeline(${jsString(model.pipeline_tag)}, ${jsString(model.id)});`,
  ];
}
