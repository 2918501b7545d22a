// SpanMarker: named-entity recognition over spans.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained(${pyString(model.id)})
entities = model.predict("Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.")`,
  ];
}
