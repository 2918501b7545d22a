import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "Vincent-luo/hagrid-mediapipe-hands",
      description:
        "Hand-gesture photos from HaGRID annotated with MediaPipe hand landmarks, useful for hand pose models and pose-guided generation.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "keypoint-detection-input.png" }],
    outputs: [{ type: "img", filename: "keypoint-detection-output.png" }],
  },
  metrics: [],
  models: [
    {
      id: "magic-leap-community/superpoint",
      description:
        "SuperPoint, a self-supervised network that finds distinctive interest points and describes them for matching across images.",
    },
    {
      id: "magic-leap-community/superglue_outdoor",
      description:
        "SuperGlue, a graph neural network that matches keypoints between two photos, trained on outdoor scenes.",
    },
    {
      id: "qualcomm/RTMPose-Body2d",
      description: "RTMPose for real-time 2D human body pose, packaged for efficient on-device inference.",
    },
    {
      id: "ETH-CVG/lightglue_disk",
      description:
        "LightGlue with DISK keypoints: fast, adaptive feature matching for image stitching and 3D reconstruction.",
    },
  ],
  spaces: [
    {
      id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
      description: "Tracks hand landmarks live from your webcam.",
    },
    {
      id: "ETH-CVG/LightGlue",
      description: "Upload two photos of the same place and see LightGlue match their keypoints.",
    },
  ],
  summary:
    "Keypoint detection locates specific points in an image. Pose models find named landmarks such as the joints of a body or the knuckles of a hand, while feature detectors find distinctive corners and blobs that can be matched between images. Uses include fitness and sign-language apps, motion capture, image stitching and 3D reconstruction.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
