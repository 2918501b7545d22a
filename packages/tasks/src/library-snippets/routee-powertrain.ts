// RouteE-Powertrain: energy-use models of vehicles, one repository holding many vehicles' models.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install routee.powertrain
import pandas as pd
import routee.powertrain as pt
from routee.powertrain.registry import HFRegistry

registry = HFRegistry(repo_id=${pyString(model.id)})

# List the vehicles on offer (make, model, year, powertrain, ...)
print(pt.query_available_models(make="tesla", model="model 3", registry=registry))

# Vehicle ids read "<make>/<vehicle>/<year>/<configuration>"
vehicle = pt.load_model("tesla/model_3_bev/2022/rf_c3326385", registry=registry)

# One row per road link: length in miles, speed and road grade
links = pd.DataFrame({"distance": [0.1, 0.2], "speed_mph": [30, 55], "grade_percent": [-2.0, 1.0]})
print(vehicle.predict(links))`,
  ];
}
