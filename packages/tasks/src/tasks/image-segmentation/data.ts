import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "scene_parse_150",
      description:
        "The ADE20K scene parsing benchmark: 20,000 training images labelled pixel by pixel with 150 categories of things and stuff.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-segmentation-input.png" }],
    outputs: [{ type: "img", filename: "image-segmentation-output.png" }],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "For instance segmentation, the area under the precision–recall curve of predicted masks matched to ground-truth masks.",
    },
    {
      id: "Mean Average Precision",
      description: "Average Precision averaged over all classes, and usually over several mask-overlap thresholds.",
    },
    {
      id: "Mean Intersection over Union",
      description:
        "For semantic segmentation: the overlap between predicted and true pixels of each class divided by their union, averaged over classes.",
    },
    {
      id: "APα",
      description:
        "Average Precision at a fixed overlap threshold α, for example AP50 counts a mask as found at 50% IoU.",
    },
  ],
  models: [
    {
      id: "tue-mps/coco_panoptic_eomt_large_640",
      description:
        "EoMT, an encoder-only mask transformer that does panoptic segmentation with a plain ViT-L, trained on COCO at 640 pixels.",
    },
    {
      id: "briaai/RMBG-1.4",
      description: "BRIA's background removal model: separates the foreground subject from the background in one pass.",
    },
    {
      id: "ZhengPeng7/BiRefNet",
      description:
        "BiRefNet segments the main object at high resolution with fine details such as hair, ideal for cut-outs.",
    },
    {
      id: "facebook/sapiens-seg-1b",
      description: "A 1B-parameter Sapiens model that splits images of people into detailed body parts and clothing.",
    },
    {
      id: "facebook/mask2former-swin-large-coco-panoptic",
      description:
        "Mask2Former with a Swin-L backbone, a strong general model for panoptic segmentation of COCO's 133 categories.",
    },
  ],
  spaces: [
    {
      id: "facebook/ov-seg",
      description: "Open-vocabulary segmentation: type the class names you want and get a mask for each.",
    },
    { id: "jbrinkma/segment-anything", description: "Click on an image to segment any object with Segment Anything." },
    {
      id: "facebook/sapiens-pose",
      description: "A demo of Meta's human-centric Sapiens models, which also come in segmentation and depth versions.",
    },
    {
      id: "rashmi/sartorius-cell-instance-segmentation",
      description: "Finds and outlines individual neuronal cells in microscope images.",
    },
    {
      id: "ArtGAN/Segment-Anything-Video",
      description: "Applies Segment Anything frame by frame to segment objects in a video.",
    },
    {
      id: "segments/panoptic-segment-anything",
      description:
        "Combines a text-prompted detector with Segment Anything to produce panoptic masks from class names.",
    },
  ],
  summary:
    "Image segmentation labels every pixel of an image. Semantic segmentation gives each pixel a class such as road or sky, instance segmentation separates individual objects, and panoptic segmentation does both. It is used for self-driving perception, medical imaging, photo editing and background removal.",
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  youtubeId: "dKE8SIt9C-w",
};

export default taskData;
