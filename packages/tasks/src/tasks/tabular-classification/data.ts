import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "inria-soda/tabular-benchmark",
      description:
        "A curated set of real-world tables for classification and regression, assembled to compare tree-based models with deep learning on tabular data.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Annual income", "Loan amount", "Years employed", "Missed payments"],
          ["52000", "8000", "6", "0"],
          ["23000", "15000", "1", "3"],
          ["71000", "20000", "12", "1"],
        ],
      },
    ],
    outputs: [
      {
        type: "tabular",
        table: [["Will default"], ["No"], ["Yes"], ["No"]],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "accuracy",
      description:
        "The share of rows that get the correct class; misleading when one class is much rarer than the others.",
    },
    {
      id: "recall",
      description:
        "Of the rows that truly belong to a class, the share the model catches; key when missing a case, such as a fraud or a disease, is costly.",
    },
    {
      id: "precision",
      description:
        "Of the rows the model puts in a class, the share that really belong there; key when acting on a false alarm is costly.",
    },
    {
      id: "f1",
      description:
        "The harmonic mean of precision and recall, one score that stays informative when the classes are imbalanced.",
    },
  ],
  models: [
    {
      id: "scikit-learn/cancer-prediction-trees",
      description:
        "A scikit-learn tree-based model that predicts a cancer diagnosis from numeric measurements; a small, readable example of a tabular classifier on the Hub.",
    },
  ],
  spaces: [
    {
      id: "scikit-learn/tabular-playground",
      description: "A demo that runs a scikit-learn model on rows of a table you can edit.",
    },
    {
      id: "scikit-learn/classification",
      description: "A scikit-learn demo for trying classification models interactively.",
    },
  ],
  summary:
    "Tabular classification predicts a category for each row of a table from the values in its columns, such as whether a loan will be repaid, whether a transaction is fraudulent, or which species a plant is. Gradient-boosted trees and random forests, trained with scikit-learn, XGBoost or LightGBM, remain very strong on this kind of data. Models are small and fast, and the features that drive a prediction are easy to inspect.",
  widgetModels: ["scikit-learn/tabular-playground"],
  youtubeId: "",
};

export default taskData;
