import { taskOf } from "../model-page-props";
import type { ModelIndexProps } from "../pages/ModelIndex";
import { EXAMPLE_MODELS } from "./example-models";

export function modelIndexProps(): ModelIndexProps {
  return {
    models: EXAMPLE_MODELS.map((model) => ({
      id: model.id,
      task: taskOf(model)?.label ?? null,
      library: model.library_name ?? null,
    })),
  };
}
