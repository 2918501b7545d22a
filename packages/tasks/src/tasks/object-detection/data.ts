import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "merve/coco2017",
      description:
        "COCO 2017: about 118,000 training images with boxes for 80 everyday object categories, the standard benchmark.",
    },
    {
      id: "merve/pascal-voc",
      description:
        "PASCAL VOC: a smaller, older benchmark with boxes for 20 categories such as people, animals and vehicles.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "object-detection-input.png" }],
    outputs: [{ type: "img", filename: "object-detection-output.png" }],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "The area under the precision–recall curve of one class, with boxes matched to ground truth by overlap.",
    },
    {
      id: "Mean Average Precision",
      description: "Average Precision averaged over classes, and in COCO over overlap thresholds from 0.5 to 0.95.",
    },
    {
      id: "APα",
      description: "Average Precision at one overlap threshold α; AP50 accepts a box that overlaps the truth by half.",
    },
  ],
  models: [
    {
      id: "facebook/detr-resnet-50",
      description:
        "DETR, the first end-to-end transformer detector: it predicts a set of boxes directly, with no anchors or non-maximum suppression.",
    },
    {
      id: "IDEA-Research/dab-detr-resnet-50",
      description:
        "DAB-DETR uses boxes as dynamic anchor queries, training faster and more accurately than the original DETR.",
    },
    {
      id: "PekingU/rtdetr_v2_r50vd",
      description: "RT-DETRv2, a real-time transformer detector that rivals YOLO models in speed and accuracy.",
    },
    {
      id: "StephanST/WALDO30",
      description:
        "A detector for overhead drone and satellite imagery, tuned to find small objects such as vehicles and people.",
    },
  ],
  spaces: [
    { id: "Roboflow/RF-DETR", description: "Run Roboflow's real-time RF-DETR detector on your images and videos." },
    {
      id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
      description: "Compare the boxes found by DETR and YOLOS on the same picture.",
    },
    { id: "sunsmarterjieleaf/yolov12", description: "Try YOLOv12, an attention-based member of the YOLO family." },
    {
      id: "VIPLab/Track-Anything",
      description: "Select an object in a video with a few clicks and follow it through every frame.",
    },
    {
      id: "merve/RT-DETR-tracking-coco",
      description: "Detects and tracks COCO objects through a video with RT-DETR.",
    },
  ],
  summary:
    "Object detection finds the objects in an image and returns, for each one, a class label, a confidence score and a bounding box. Detectors are trained on a fixed set of classes and many run in real time on video. They count products on shelves, watch traffic, guide robots and blur faces or licence plates.",
  widgetModels: ["facebook/detr-resnet-50"],
  youtubeId: "WdAeKSOpxhw",
};

export default taskData;
