import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install chronos-forecasting
import pandas as pd
import torch
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained(${pyString(model.id)}, device_map="cuda", torch_dtype=torch.bfloat16)

df = pd.read_csv("https://raw.githubusercontent.com/AileenNielsen/TimeSeriesAnalysisWithPython/master/data/AirPassengers.csv")
# The series goes first, unnamed: Chronos releases differ on its keyword name
quantiles, mean = pipeline.predict_quantiles(
    torch.tensor(df["#Passengers"]),
    prediction_length=12,
    quantile_levels=[0.1, 0.5, 0.9],
)`,
  ];
}
