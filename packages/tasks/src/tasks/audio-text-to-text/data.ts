import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "nvidia/AF-Think",
      description: "Questions about sounds, music and speech with short reasoning chains before each answer.",
    },
    {
      id: "tsinghua-ee/QualiSpeech",
      description: "Speech clips with written judgements of their quality: noise, distortion, speed and naturalness.",
    },
  ],
  demo: {
    inputs: [
      { type: "audio", filename: "automatic-speech-recognition-input.flac" },
      { type: "text", label: "Question", content: "Who should be called, and what should she do?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content: "Stella should be called; the speaker wants her to bring some things from the store.",
      },
    ],
  },
  metrics: [
    {
      id: "accuracy",
      description: "The share of correct answers on multiple-choice audio question sets, the usual headline figure.",
    },
    {
      id: "wer",
      description: "Word error rate, for prompts that ask for a transcript; lower is better.",
    },
  ],
  models: [
    {
      id: "Qwen/Qwen2-Audio-7B-Instruct",
      description: "A 7B audio-language model for voice chat and for questions about speech, sounds and music.",
    },
    {
      id: "mistralai/Voxtral-Small-24B-2507",
      description:
        "Mistral's 24B model that transcribes, translates and answers questions about up to half an hour of audio.",
    },
    {
      id: "mistralai/Voxtral-Mini-3B-2507",
      description: "A 3B Voxtral that runs on one consumer GPU and keeps most of the larger model's abilities.",
    },
    {
      id: "nvidia/audio-flamingo-3",
      description: "NVIDIA's audio reasoning model, strong on long recordings, music and sound events.",
    },
    {
      id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
      description: "A small speech-to-LLM bridge on Llama 3.2 1B, built for low-latency voice agents.",
    },
  ],
  spaces: [
    {
      id: "freddyaboulton/talk-to-qwen-webrtc",
      description: "Talk to Qwen2-Audio in real time from the browser's microphone.",
    },
    {
      id: "iamomtiwari/ATTT",
      description: "Upload a clip, type a question and read the model's answer.",
    },
  ],
  summary:
    "Audio-text-to-text models listen to a recording and answer a written prompt about it. They go beyond transcription: they can summarise a call, say who spoke and how, describe background sounds or follow spoken instructions. Most pair an audio encoder with a language model.",
  widgetModels: [],
};

export default taskData;
