// sap-rpt-1-oss: in-context tabular prediction with a scikit-learn interface; the estimators fetch the
// weights themselves, so the snippets show one classification and one regression on sklearn's datasets.
export function snippets(): string[] {
  const install = "# pip install git+https://github.com/SAP-samples/sap-rpt-1-oss";
  // A smaller context or fewer bagging rounds use less memory, at some cost in accuracy.
  const settings = "max_context_size=8192, bagging=8";
  return [
    `${install}
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from sap_rpt_oss import SAP_RPT_OSS_Classifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

classifier = SAP_RPT_OSS_Classifier(${settings})
classifier.fit(X_train, y_train)  # no training: the rows become the model's context
probabilities = classifier.predict_proba(X_test)
print("accuracy:", (classifier.predict(X_test) == y_test).mean())`,
    `${install}
from sklearn.datasets import load_diabetes
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split
from sap_rpt_oss import SAP_RPT_OSS_Regressor

X, y = load_diabetes(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

regressor = SAP_RPT_OSS_Regressor(${settings})
regressor.fit(X_train, y_train)
print("R2:", r2_score(y_test, regressor.predict(X_test)))`,
  ];
}
