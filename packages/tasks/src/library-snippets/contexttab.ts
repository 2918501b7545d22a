import type { ModelData } from "../model-data";

const INSTALL = "# pip install git+https://github.com/SAP-samples/contexttab";

// ConTextTab picks its checkpoint by name and revision: the model record is not read.
export function snippets(_model: ModelData): string[] {
  return [
    `${INSTALL}
from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from contexttab import ConTextTabClassifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# checkpoint and checkpoint_revision may be omitted to use the default model
clf = ConTextTabClassifier(checkpoint="l2/base.pt", checkpoint_revision="v1.0.0", bagging=1, max_context_size=2048)
clf.fit(X_train, y_train)

probabilities = clf.predict_proba(X_test)
predictions = clf.predict(X_test)
print("Accuracy", accuracy_score(y_test, predictions))`,
    `${INSTALL}
from sklearn.datasets import load_diabetes
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from contexttab import ConTextTabRegressor

X, y = load_diabetes(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

regressor = ConTextTabRegressor(checkpoint="l2/base.pt", checkpoint_revision="v1.0.0", bagging=1, max_context_size=2048)
regressor.fit(X_train, y_train)

predictions = regressor.predict(X_test)
print("R² score", r2_score(y_test, predictions))`,
  ];
}
