// TiRex: zero-shot time-series forecasting with quantiles.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install tirex-ts
import torch
from tirex import ForecastModel, load_model

model: ForecastModel = load_model(${pyString(model.id)})

context = torch.rand((5, 128))  # 5 series with 128 past steps each
quantiles, mean = model.forecast(context=context, prediction_length=64)`,
  ];
}
