// TabPFN: a pretrained transformer fits small tabular datasets in one forward pass, scikit-learn style.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const regression = model.pipeline_tag === "tabular-regression";
  const estimator = regression ? "TabPFNRegressor" : "TabPFNClassifier";
  const dataset = regression ? "load_diabetes" : "load_breast_cancer";
  const checkpoint = fileWithExtension(model, [".ckpt"]);
  const weights = checkpoint
    ? `model_path = hf_hub_download(${pyString(model.id)}, ${pyString(checkpoint)})\nestimator = ${estimator}(model_path=model_path)`
    : `# The default weights are downloaded on first use\nestimator = ${estimator}()`;
  return [
    `# pip install tabpfn
${checkpoint ? "from huggingface_hub import hf_hub_download\n" : ""}from sklearn.datasets import ${dataset}
from sklearn.model_selection import train_test_split
from tabpfn import ${estimator}

X, y = ${dataset}(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=42)

${weights}
estimator.fit(X_train, y_train)
predictions = estimator.predict(X_test)`,
  ];
}
