// LMDeploy: its pipeline serves language models and, with an image, vision-language models.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const load = `pipe = pipeline(${pyString(model.id)})`;
  if (model.pipeline_tag === "image-text-to-text") {
    return [
      `# pip install lmdeploy
from lmdeploy import pipeline
from lmdeploy.vl import load_image

${load}

image = load_image("https://raw.githubusercontent.com/open-mmlab/mmdeploy/main/tests/data/tiger.jpeg")
response = pipe(("What is going on in this picture?", image))
print(response.text)`,
    ];
  }
  return [
    `# pip install lmdeploy
from lmdeploy import pipeline

${load}

responses = pipe(["Hi, please introduce yourself.", "Shanghai is"])
for response in responses:
    print(response.text)`,
  ];
}
