import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, pyString } from "./common";
import { isPythonIdentifier } from "./shared/code";

type PresetExample = (preset: string) => string;

// Tasks with a dedicated example, in the order they are shown.
const TASK_EXAMPLES: Record<string, PresetExample> = {
  CausalLM: (preset) => `import keras_hub

# Load the CausalLM model (half precision is optional)
causal_lm = keras_hub.models.CausalLM.from_preset(${preset}, dtype="bfloat16")
causal_lm.compile(sampler="greedy")  # optional: choose a sampler

causal_lm.generate("The three rules of a good recipe are", max_length=64)`,
  TextToImage: (preset) => `import keras_hub

text_to_image = keras_hub.models.TextToImage.from_preset(${preset}, dtype="bfloat16")

text_to_image.generate(${pyString(DEFAULT_PROMPTS.textToImage)})`,
  TextClassifier: (preset) => `import keras_hub

text_classifier = keras_hub.models.TextClassifier.from_preset(${preset}, num_classes=2)

# Fine-tune on your labelled texts, then predict
text_classifier.fit(x=["Loved every chapter.", "I gave up halfway."], y=[1, 0])
text_classifier.predict(["The ending felt rushed."])`,
  ImageClassifier: (preset) => `import keras
import keras_hub
import numpy as np

image_classifier = keras_hub.models.ImageClassifier.from_preset(${preset}, num_classes=2)

# Fine-tune on your labelled images, then predict
images = np.random.uniform(size=(2, 224, 224, 3))
image_classifier.fit(x=images, y=np.array([0, 1]))
image_classifier.predict(keras.random.randint((1, 224, 224, 3), 0, 256))`,
};

function genericExample(task: string, preset: string): string {
  const variable = task === "Backbone" ? "backbone" : "task";
  return `import keras_hub

# Build a ${task} from the preset
${variable} = keras_hub.models.${task}.from_preset(${preset})`;
}

export function snippets(model: ModelData): string[] {
  const preset = pyString(`hf://${model.id}`);
  const declared = model.config?.keras_hub?.tasks;
  // Task names come from config.json and end up as Python attribute names: accept identifiers only.
  const tasks = Array.isArray(declared) ? declared.filter(isPythonIdentifier) : [];
  const dedicated = Object.keys(TASK_EXAMPLES).filter((task) => tasks.includes(task));
  const others = tasks.filter((task) => !(task in TASK_EXAMPLES) && task !== "Backbone");
  return [
    ...dedicated.map((task) => (TASK_EXAMPLES[task] as PresetExample)(preset)),
    ...others.map((task) => genericExample(task, preset)),
    genericExample("Backbone", preset),
  ];
}
