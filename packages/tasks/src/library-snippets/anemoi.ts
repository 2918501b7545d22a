import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from anemoi.inference.config.run import RunConfiguration
from anemoi.inference.runners.default import DefaultRunner

# The checkpoint is fetched from the Hub
config = RunConfiguration(checkpoint={"huggingface": ${pyString(model.id)}})
runner = DefaultRunner(config)`,
  ];
}
