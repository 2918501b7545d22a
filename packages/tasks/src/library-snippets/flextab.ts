// FlexTab: in-context learning on tables through scikit-learn-style estimators. The checkpoint ships
// with the package, so the model record is not read.
import type { ModelData } from "../model-data";

const INSTALL = "# pip install git+https://github.com/SAP-samples/flextab";

interface EstimatorDemo {
  estimator: "FlexTabClassifier" | "FlexTabRegressor";
  /** A scikit-learn dataset loader and the metric that scores predictions on it. */
  dataset: string;
  metric: string;
}

// Classification and regression differ only in the estimator, the sample table and the score.
function estimatorSnippet({ estimator, dataset, metric }: EstimatorDemo): string {
  return `${INSTALL}
from sklearn.datasets import ${dataset}
from sklearn.metrics import ${metric}
from sklearn.model_selection import train_test_split

from flextab import ${estimator}

features, target = ${dataset}(return_X_y=True, as_frame=True)
train_x, test_x, train_y, test_y = train_test_split(features, target, test_size=0.3, random_state=0)

# 8192 context rows and 8 bagging rounds give the best results; lower both if memory runs out
model = ${estimator}(max_context_size=8192, bagging=8)
model.fit(train_x, train_y)
print("${metric}:", ${metric}(test_y, model.predict(test_x)))`;
}

export function snippets(_model: ModelData): string[] {
  return [
    estimatorSnippet({ estimator: "FlexTabClassifier", dataset: "load_wine", metric: "accuracy_score" }),
    estimatorSnippet({ estimator: "FlexTabRegressor", dataset: "fetch_california_housing", metric: "r2_score" }),
    `${INSTALL}
from sklearn.metrics import accuracy_score

from flextab import FlexTabMatcher
from flextab.utils.test_utils import load_febrl4

# Two tables of person records and, for each row pair, whether both rows describe the same person
left_train, left_test, right_train, right_test, y_train, y_test = load_febrl4()

matcher = FlexTabMatcher(max_context_size=8192, bagging=1)
matcher.fit(left_train, right_train, y_train)
print("accuracy_score:", accuracy_score(y_test, matcher.predict(left_test, right_test)))
match_probabilities = matcher.predict_proba_matching(left_test, right_test)[:, 1]`,
  ];
}
