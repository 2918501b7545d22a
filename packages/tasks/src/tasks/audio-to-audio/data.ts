import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "Matthijs/cmu-arctic-xvectors",
      description:
        "Speaker embeddings (x-vectors) computed from the CMU ARCTIC recordings; they give voice-conversion and speech models such as SpeechT5 a target voice.",
    },
  ],
  demo: {
    // Speech separation: two speakers talking over each other, then one track per speaker.
    inputs: [{ type: "audio", filename: "audio-to-audio-input.flac" }],
    outputs: [
      { type: "audio", filename: "audio-to-audio-output.flac" },
      { type: "audio", filename: "audio-to-audio-output-2.flac" },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "snri",
      description:
        "Signal-to-noise ratio improvement (SNRi): how many decibels cleaner each output track is than the input mixture; higher is better.",
    },
    {
      id: "sdri",
      description:
        "Signal-to-distortion ratio improvement (SDRi): the gain in signal-to-distortion ratio over the mixture, which also penalises artefacts the model adds.",
    },
  ],
  models: [
    {
      id: "ResembleAI/resemble-enhance",
      description:
        "Resemble AI's speech enhancement model, which removes background noise and restores the clarity of degraded voice recordings.",
    },
    {
      id: "microsoft/speecht5_vc",
      description:
        "Microsoft's SpeechT5 fine-tuned for voice conversion: it says the same words again in the voice given by a speaker embedding.",
    },
  ],
  spaces: [
    {
      id: "younver/speechbrain-speech-separation",
      description:
        "A demo that splits a recording of overlapping speakers into one track per speaker with a SpeechBrain separation model.",
    },
    {
      id: "nakas/audio-diffusion_style_transfer",
      description: "A demo that uses an audio diffusion model to carry the style of one sound over to another.",
    },
  ],
  summary:
    "Audio-to-audio models take a recording and return one or more new recordings. Typical jobs are speech enhancement (removing noise or echo), source separation (splitting overlapping speakers or instruments into their own tracks) and voice conversion (making speech sound like another person while keeping the words). They clean up calls, podcasts and datasets, and prepare audio for other models.",
  widgetModels: ["speechbrain/sepformer-wham"],
  youtubeId: "iohj7nCCYoM",
};

export default taskData;
