import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "merve/coco2017",
      description:
        "COCO 2017 with instance masks for everyday objects, a common source for training and testing mask models.",
    },
    {
      id: "rocky93/BraTS_segmentation",
      description:
        "Brain MRI scans with tumour masks from the BraTS challenge, for adapting mask models to medical images.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "mask-generation-input.png" }],
    outputs: [{ type: "img", filename: "mask-generation-output.png" }],
  },
  metrics: [
    {
      id: "Intersection over Union (IoU)",
      description:
        "The overlap between a predicted mask and the true one divided by their combined area; 1 is perfect.",
    },
  ],
  models: [
    {
      id: "Zigeng/SlimSAM-uniform-50",
      description:
        "SlimSAM, Segment Anything pruned to about half its size with little quality loss, for faster mask generation.",
    },
    {
      id: "facebook/sam2-hiera-large",
      description:
        "SAM 2 with the large Hiera encoder: promptable masks for images and videos, tracking objects across frames.",
    },
  ],
  spaces: [
    {
      id: "merve/OWLSAM2",
      description: "Type object names; OWLv2 finds them and SAM 2 draws their masks.",
    },
    { id: "merve/slimsam", description: "Generate masks with the lightweight SlimSAM by pointing at objects." },
    {
      id: "SkalskiP/segment-anything-model-2",
      description: "Segment objects in images with SAM 2 from points, boxes or automatically.",
    },
    {
      id: "SkalskiP/SAM_and_ProPainter",
      description: "Erases an object from a video: SAM masks it, ProPainter fills in the background.",
    },
  ],
  summary:
    "Mask generation produces masks that outline objects in an image, either every object it can find or only those picked by a prompt such as a click, a box or a text. Unlike image segmentation, the masks carry no class names; they simply separate one thing from another. It is a building block for photo editors, annotation tools and object tracking.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
