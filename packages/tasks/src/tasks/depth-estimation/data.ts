import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "sayakpaul/nyu_depth_v2",
      description:
        "Indoor rooms filmed with a Kinect sensor, pairing each RGB frame with a measured depth map; the classic benchmark for indoor depth.",
    },
    {
      id: "depth-anything/DA-2K",
      description:
        "A benchmark from the Depth Anything V2 authors where annotators marked which of two points is closer, across many kinds of scenes.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "depth-estimation-input.png" }],
    outputs: [{ type: "img", filename: "depth-estimation-output.png" }],
  },
  metrics: [],
  models: [
    {
      id: "depth-anything/Depth-Anything-V2-Large",
      description:
        "A large relative-depth model trained on precise synthetic labels and millions of pseudo-labelled real photos; sharp and robust on almost any image.",
    },
    {
      id: "jingheya/lotus-depth-g-v1-0",
      description:
        "Lotus, a diffusion model repurposed for dense prediction that produces detailed depth maps in a single denoising step.",
    },
    {
      id: "tencent/DepthCrafter",
      description: "Estimates depth for whole videos, keeping the depth of each object consistent from frame to frame.",
    },
    {
      id: "apple/DepthPro-hf",
      description:
        "Apple's Depth Pro in Transformers format: metric depth in meters from one image, without knowing the camera, with crisp object boundaries.",
    },
  ],
  spaces: [
    {
      id: "radames/dpt-depth-estimation-3d-voxels",
      description: "Estimates depth with DPT and turns the picture into a 3D voxel scene you can rotate.",
    },
    { id: "akhaliq/depth-pro", description: "Upload a photo and get Depth Pro's metric depth map." },
    {
      id: "tencent/DepthCrafter",
      description: "Turns an uploaded video into a consistent depth video with DepthCrafter.",
    },
    {
      id: "facebook/sapiens-depth",
      description: "Depth estimation for images of people with Meta's human-centric Sapiens models.",
    },
  ],
  summary:
    "Depth estimation predicts, for every pixel of an image, how far the surface it shows is from the camera. Relative models only rank pixels from near to far, while metric models return distances in real units such as meters. Depth maps feed 3D reconstruction, robot navigation, augmented reality and photo effects such as background blur.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
