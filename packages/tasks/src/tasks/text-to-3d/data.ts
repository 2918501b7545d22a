import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "allenai/objaverse-xl",
      description:
        "Over 10 million 3D objects gathered from the web, the largest open collection for training 3D models.",
    },
    {
      id: "tiange/Cap3D",
      description: "Automatically written captions for Objaverse objects, giving text–3D pairs for training.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Prompt", content: "a small wooden chair with a slatted back" }],
    outputs: [
      {
        type: "text",
        label: "Output",
        content:
          "chair.glb: a textured mesh of a small wooden chair with four legs and a slatted back, ready to open in any glTF viewer.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "openai/shap-e",
      description:
        "Shap-E generates 3D objects from text as implicit functions that can be rendered or exported as meshes.",
    },
    {
      id: "ashawkey/LGM",
      description:
        "LGM, a large multi-view Gaussian model that builds a 3D Gaussian splat from generated views in seconds.",
    },
  ],
  spaces: [
    { id: "hysts/Shap-E", description: "Type a prompt and get a 3D model from Shap-E." },
    { id: "ashawkey/LGM", description: "Create 3D Gaussian splats from text or an image with LGM." },
  ],
  summary:
    "Text-to-3D models generate a 3D asset, such as a mesh, a point cloud or Gaussian splats, from a written description. Many first generate consistent views of the object and then reconstruct the 3D shape from them. They speed up prototyping for games, AR, product design and 3D printing.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
