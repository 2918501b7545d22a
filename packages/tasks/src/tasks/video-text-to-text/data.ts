import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "lmms-lab/Video-MME",
      description:
        "Video-MME: multiple-choice questions about short, medium and hour-long videos, a broad benchmark for video understanding.",
    },
    {
      id: "lmms-lab/VideoChatGPT",
      description:
        "The VideoChatGPT evaluation set: open questions about videos for rating answer correctness and detail.",
    },
    {
      id: "HuggingFaceFV/finevideo",
      description:
        "FineVideo: tens of thousands of YouTube videos with detailed annotations of scenes, characters and mood.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "video-text-to-text-input.png" },
      { type: "text", label: "Text Prompt", content: "What happens in this video?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content:
          "A blue car waits at a red traffic light. When the light turns green, the car drives off to the right.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "Vision-CAIR/LongVU_Qwen2_7B",
      description: "LongVU compresses redundant frames adaptively so a 7B model can understand hour-long videos.",
    },
    {
      id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
      description:
        "A 7B Apollo video-language model from a study of which design choices make video understanding work.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
      description: "A small 2.2B model that answers questions about videos and images, light enough for a laptop.",
    },
  ],
  spaces: [
    { id: "llava-hf/video-llava", description: "Chat about an uploaded video with Video-LLaVA." },
    {
      id: "opencompass/openvlm_video_leaderboard",
      description: "Ranks vision-language models on video understanding benchmarks.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-HighlightGenerator",
      description: "Finds the highlights of a long video with SmolVLM2 and cuts them into a short reel.",
    },
  ],
  summary:
    "Video-text-to-text models watch a video and answer a text prompt about it: they summarise, describe events in order, answer questions or find the moment something happens. Frames are sampled from the clip and passed to a vision-language model along with the prompt. Uses include video search, meeting and lecture summaries, and accessibility descriptions.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
