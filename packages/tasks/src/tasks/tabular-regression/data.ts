import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "inria-soda/tabular-benchmark",
      description:
        "A curated set of real-world tables, regression targets included, assembled to compare tree-based models with deep learning on tabular data.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
          ["Bream", "30.0", "12.0", "4.5"],
          ["Perch", "22.0", "5.6", "3.4"],
          ["Pike", "45.0", "7.5", "4.8"],
        ],
      },
    ],
    outputs: [
      {
        type: "tabular",
        table: [["Predicted weight (g)"], ["455"], ["128"], ["690"]],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "mse",
      description:
        "Mean squared error: the average squared gap between predicted and true values; it punishes large mistakes heavily, and lower is better.",
    },
    {
      id: "r-squared",
      description:
        "R², the share of the target's variance the model explains: 1 is a perfect fit and 0 is no better than always predicting the mean.",
    },
  ],
  models: [
    {
      id: "scikit-learn/Fish-Weight",
      description:
        "A scikit-learn model that estimates a fish's weight from its species and body measurements; a small, clear example of tabular regression.",
    },
  ],
  spaces: [
    {
      id: "scikit-learn/fish-weight-prediction",
      description: "A demo where you enter a fish's measurements and get its predicted weight.",
    },
  ],
  summary:
    "Tabular regression predicts a number for each row of a table from the values in its other columns: a house price from its size and location, energy demand from the weather, or a fish's weight from its measurements. Linear models and gradient-boosted trees from scikit-learn, XGBoost or LightGBM are the usual tools. They train quickly on modest hardware and are easy to explain.",
  widgetModels: ["scikit-learn/Fish-Weight"],
  youtubeId: "",
};

export default taskData;
