import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [],
  demo: {
    inputs: [
      { type: "img", filename: "zero-shot-object-detection-input.png" },
      { type: "text", label: "Classes", content: "umbrella, bicycle, traffic light" },
    ],
    outputs: [{ type: "img", filename: "zero-shot-object-detection-output.png" }],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "The area under the precision–recall curve of one class, with boxes matched to ground truth by overlap.",
    },
    {
      id: "Mean Average Precision",
      description: "Average Precision averaged over the queried classes, often over several overlap thresholds.",
    },
    {
      id: "APα",
      description: "Average Precision at one overlap threshold α, for instance AP50 at 50% intersection over union.",
    },
  ],
  models: [
    {
      id: "openmmlab-community/mm_grounding_dino_large_all",
      description:
        "MM Grounding DINO, OpenMMLab's open reproduction of Grounding DINO trained on many datasets; finds objects named in free text.",
    },
    {
      id: "fushh7/LLMDet",
      description:
        "LLMDet, an open-vocabulary detector improved by training with detailed captions from a large language model.",
    },
  ],
  spaces: [
    {
      id: "ariG23498/zero-shot-od",
      description: "Try open-vocabulary detectors on your own image with any list of object names.",
    },
    { id: "merve/OWLSAM", description: "Detects objects from text prompts with OWLv2, then masks them with SAM." },
  ],
  summary:
    "Zero-shot object detection finds objects described by free text, such as class names or short phrases, without having been trained on those classes. For each match it returns a bounding box, the text it matched and a score. It makes detectors for new categories instantly and helps label datasets automatically.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
