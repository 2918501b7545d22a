// Optimum: ONNX exports run with the ONNX Runtime model class of their task, inside a transformers pipeline.
import type { ModelData } from "../model-data";
import { NOTICES, noticeSnippet, pyString } from "./common";
import { ownEntry } from "./shared/code";

// Text tasks only: they all pair the model with its tokenizer.
const ORT_CLASS_BY_TASK: Readonly<Record<string, string>> = {
  "feature-extraction": "ORTModelForFeatureExtraction",
  "fill-mask": "ORTModelForMaskedLM",
  "question-answering": "ORTModelForQuestionAnswering",
  summarization: "ORTModelForSeq2SeqLM",
  "text-classification": "ORTModelForSequenceClassification",
  "text-generation": "ORTModelForCausalLM",
  "text2text-generation": "ORTModelForSeq2SeqLM",
  "token-classification": "ORTModelForTokenClassification",
  translation: "ORTModelForSeq2SeqLM",
};

export function snippets(model: ModelData): string[] {
  const task = model.pipeline_tag;
  const ortClass = ownEntry(ORT_CLASS_BY_TASK, task);
  if (!task || !ortClass) return noticeSnippet(NOTICES.typeOfModelUnknown);
  const id = pyString(model.id);
  return [
    `# pip install optimum[onnxruntime]
from optimum.onnxruntime import ${ortClass}
from transformers import AutoTokenizer, pipeline

model = ${ortClass}.from_pretrained(${id})
tokenizer = AutoTokenizer.from_pretrained(${id})
pipe = pipeline(${pyString(task)}, model=model, tokenizer=tokenizer)`,
  ];
}
