// PEFT: an adapter is loaded on top of its base model, whose auto class follows the adapter's task type.
import type { ModelData } from "../model-data";
import { NOTICES, noticeSnippet, pyString } from "./common";
import { ownEntry } from "./shared/code";

const AUTO_MODEL_SUFFIX_BY_TASK_TYPE: Readonly<Record<string, string>> = {
  CAUSAL_LM: "CausalLM",
  SEQ_2_SEQ_LM: "Seq2SeqLM",
  TOKEN_CLS: "TokenClassification",
  SEQ_CLS: "SequenceClassification",
};

export function snippets(model: ModelData): string[] {
  const { base_model_name_or_path: baseModel, task_type: taskType } = model.config?.peft ?? {};
  const suffix = ownEntry(AUTO_MODEL_SUFFIX_BY_TASK_TYPE, taskType);
  if (suffix === undefined) return noticeSnippet(NOTICES.taskTypeInvalid);
  if (typeof baseModel !== "string" || !baseModel) return noticeSnippet(NOTICES.baseModelNotFound);
  return [
    `from peft import PeftModel
from transformers import AutoModelFor${suffix}

base_model = AutoModelFor${suffix}.from_pretrained(${pyString(baseModel)})
model = PeftModel.from_pretrained(base_model, ${pyString(model.id)})`,
  ];
}
