import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "PKU-Alignment/align-anything",
      description:
        "Instruction and human-preference data whose prompts and answers mix text, images, audio and video, built for aligning models that take and return any modality.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "any-to-any-input.png" },
      { type: "text", label: "Text Prompt", content: "Describe this picture in one sentence and say it out loud." },
    ],
    outputs: [
      { type: "text", label: "Answer", content: "The picture shows a red circle next to a blue square." },
      { type: "audio", filename: "any-to-any-output.flac" },
    ],
  },
  metrics: [],
  models: [
    {
      id: "Qwen/Qwen2.5-Omni-7B",
      description:
        "An end-to-end 7B model that reads text, images, audio and video and answers both in text and in natural-sounding speech, a good default for voice assistants.",
    },
    {
      id: "OmniGen2/OmniGen2",
      description:
        "A unified generator that creates images from text, edits them from instructions and composes several reference images, all with one model.",
    },
    {
      id: "openbmb/MiniCPM-o-2_6",
      description:
        "An 8B multimodal model for vision, speech and live streaming conversations that is small enough to run on a phone or laptop.",
    },
    {
      id: "ByteDance-Seed/BAGEL-7B-MoT",
      description:
        "A mixture-of-transformers model with 7B active parameters that both understands and generates images, including free-form image editing.",
    },
  ],
  spaces: [
    {
      id: "OmniGen2/OmniGen2",
      description:
        "Try OmniGen2 in the browser: generate an image from a prompt or edit your own pictures with instructions.",
    },
  ],
  summary:
    "Any-to-any models take several kinds of input, such as text, images, audio or video, and can answer in more than one of them. A single model can look at a photo and reply out loud, edit a picture from a spoken request, or mix reasoning over text and images. They replace pipelines that would otherwise chain a separate model for each modality.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
