import type { ModelData } from "../model-data";
import { pyString } from "./common";

/** The tokenizer the Kronos forecasting models are trained with. */
const TOKENIZER_ID = "NeoQuasar/Kronos-Tokenizer-base";

export function snippets(model: ModelData): string[] {
  return [
    `# Run from a clone of https://github.com/shiyu-coder/Kronos
import pandas as pd
from model import Kronos, KronosPredictor, KronosTokenizer

tokenizer = KronosTokenizer.from_pretrained(${pyString(TOKENIZER_ID)})
model = Kronos.from_pretrained(${pyString(model.id)})
predictor = KronosPredictor(model, tokenizer, device="cuda:0", max_context=512)

# Candlesticks with open, high, low, close (volume and amount optional) and their timestamps
df = pd.read_csv("path/to/candles.csv", parse_dates=["timestamps"])
lookback, horizon = 400, 120
history = df.iloc[:lookback]
prediction = predictor.predict(
    df=history[["open", "high", "low", "close", "volume", "amount"]],
    x_timestamp=history["timestamps"],
    y_timestamp=df.iloc[lookback : lookback + horizon]["timestamps"],
    pred_len=horizon,
)`,
  ];
}
