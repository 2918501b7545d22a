// PaddleNLP: the architecture named in config.json picks the model class; AutoModel otherwise.
import type { ModelData } from "../model-data";
import { hashComment, NOTICES, pyString } from "./common";
import { isPythonIdentifier } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const architecture = model.config?.architectures?.[0];
  const known = architecture !== undefined && isPythonIdentifier(architecture);
  const modelClass = known ? architecture : "AutoModel";
  const id = pyString(model.id);
  const code = `from paddlenlp.transformers import AutoTokenizer, ${modelClass}

tokenizer = AutoTokenizer.from_pretrained(${id}, from_hf_hub=True)
model = ${modelClass}.from_pretrained(${id}, from_hf_hub=True)`;
  return [known ? code : `${hashComment(`⚠️ ${NOTICES.typeOfModelUnknown}`)}\n${code}`];
}
