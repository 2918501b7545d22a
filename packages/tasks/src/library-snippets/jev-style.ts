// jev-style: one call answers several named questions about a text, each a statement or a choice.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install "jev-style[torch]"
from jev_style import JevStyle, choice, noul

js = JevStyle.from_pretrained(${pyString(model.id)})
result = js.decide(
    "The package arrived with a cracked screen.",
    {
        "damaged": noul("The customer received a damaged item."),
        "action": choice("What should happen next?", ["refund", "replacement", "no action"]),
    },
)
print(result["answers"]["action"]["choice"])`,
  ];
}
