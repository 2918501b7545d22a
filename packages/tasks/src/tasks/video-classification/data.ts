import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "kinetics400",
      description:
        "About 300,000 ten-second YouTube clips of people doing 400 different actions, the standard action recognition benchmark.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "video-classification-input.png" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "dribbling basketball", score: 0.78 },
          { label: "playing basketball", score: 0.15 },
          { label: "juggling balls", score: 0.04 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "The share of clips whose top predicted action is the correct one." },
    { id: "recall", description: "Of all clips showing an action, the share the model recognises as that action." },
    { id: "precision", description: "Of all clips given an action label, the share that really show that action." },
    {
      id: "f1",
      description: "The harmonic mean of precision and recall, a fairer summary when some actions are rare.",
    },
  ],
  models: [
    {
      id: "google/vivit-b-16x2-kinetics400",
      description:
        "ViViT, a video vision transformer that embeds short space-time tubes of the clip, trained on Kinetics-400.",
    },
    {
      id: "microsoft/xclip-base-patch32",
      description:
        "X-CLIP extends CLIP to video, so clips can be classified zero-shot against any list of text labels.",
    },
  ],
  spaces: [
    {
      id: "nateraw/lavila",
      description: "LaViLa writes narrations of first-person videos, showing video-language models at work.",
    },
    {
      id: "fcakyon/video-classification",
      description: "Upload a clip and see the actions a video classification model predicts for it.",
    },
  ],
  summary:
    "Video classification assigns labels to a whole video clip, most often the action being performed, by looking at how the frames change over time and not just at a single frame. Models sample a handful of frames and return a ranked list of labels. It is used for sports analytics, content moderation, video search and monitoring.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
