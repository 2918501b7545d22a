import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "allenai/objaverse-xl",
      description:
        "Over 10 million 3D objects from the web; renders of them are the usual training data for image-to-3D.",
    },
    {
      id: "dylanebert/iso3d",
      description:
        "Pictures of single objects on plain backgrounds, convenient inputs for testing and comparing image-to-3D models.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-to-3d-input.png" }],
    outputs: [
      {
        type: "text",
        label: "Output",
        content: "mug.glb: a textured mesh of the blue mug with its round handle, which can be viewed from every side.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "TencentARC/InstantMesh",
      description:
        "Generates several views of the object, then reconstructs a textured mesh from them in about ten seconds.",
    },
    {
      id: "tencent/HunyuanWorld-1",
      description: "Builds explorable 3D worlds, not just single objects, from a picture or a text description.",
    },
    {
      id: "hwjiang/Real3D",
      description:
        "A reconstruction model trained also on real single-view photos, so it copes better with real-world pictures.",
    },
    {
      id: "stabilityai/stable-point-aware-3d",
      description: "SPAR3D first predicts a point cloud, then a mesh, giving fast results that are easy to edit.",
    },
  ],
  spaces: [
    {
      id: "dylanebert/3d-arena",
      description: "Compare image-to-3D models in blind pairwise votes and see their ranking.",
    },
    { id: "TencentARC/InstantMesh", description: "Turn a single picture into a downloadable mesh with InstantMesh." },
    { id: "stabilityai/stable-point-aware-3d", description: "Create a 3D mesh from one image with SPAR3D." },
    { id: "hwjiang/Real3D", description: "Reconstruct a 3D object from a real photo with Real3D." },
    { id: "dylanebert/LGM-mini", description: "A lightweight LGM demo that turns an image into a Gaussian splat." },
  ],
  summary:
    "Image-to-3D models reconstruct a 3D object from one or a few pictures, guessing the sides the camera did not see. The result is usually a textured mesh or Gaussian splats that can be exported to game engines and 3D viewers. It turns product photos, concept art and sketches into assets for games, AR and e-commerce.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
