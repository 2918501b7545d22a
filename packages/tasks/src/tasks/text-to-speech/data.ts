import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  canonicalId: "text-to-audio",
  datasets: [
    {
      id: "parler-tts/mls_eng_10k",
      description:
        "A 10,000-hour subset of the English part of Multilingual LibriSpeech (read audiobooks), prepared by the Parler-TTS team for training speech synthesis.",
    },
    {
      id: "mythicinfinity/libritts_r",
      description:
        "LibriTTS-R, a sound-quality-restored version of LibriTTS: hundreds of hours of read English speech from thousands of speakers at 24 kHz.",
    },
    {
      id: "facebook/multilingual_librispeech",
      description:
        "Multilingual LibriSpeech, read audiobook speech with transcripts in eight languages; large enough to train voices beyond English.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The next train to Brighton leaves from platform four." }],
    outputs: [{ type: "audio", filename: "text-to-speech-output.flac" }],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "mel cepstral distortion",
      description:
        "Mel cepstral distortion (MCD): the distance between the mel-cepstra of synthesised and reference speech, in decibels; lower means closer to the reference.",
    },
  ],
  models: [
    {
      id: "KittenML/kitten-tts-nano-0.1",
      description:
        "Kitten TTS nano, a tiny English model (around 15 million parameters) with a few built-in voices that runs in real time on a CPU.",
    },
    {
      id: "ResembleAI/chatterbox",
      description:
        "Resemble AI's Chatterbox, an open model that clones a voice from a few seconds of reference audio and lets you turn up or down how expressive it sounds.",
    },
    {
      id: "fishaudio/fish-speech-1.5",
      description:
        "Fish Speech 1.5, a multilingual model trained on a very large speech corpus that can clone a voice from a short sample.",
    },
    {
      id: "nari-labs/Dia-1.6B-0626",
      description:
        "Nari Labs' Dia, a 1.6B-parameter model that turns a script with speaker tags into a realistic dialogue, including sounds like laughter.",
    },
  ],
  spaces: [
    {
      id: "hexgrad/Kokoro-TTS",
      description: "A demo of Kokoro, a small (82M-parameter) yet natural-sounding model with many voices.",
    },
    {
      id: "fishaudio/fish-speech-1",
      description: "Fish Audio's demo of Fish Speech for multilingual synthesis and voice cloning.",
    },
    {
      id: "ResembleAI/Chatterbox",
      description: "Resemble AI's demo of Chatterbox, including voice cloning from a reference clip.",
    },
    {
      id: "TTS-AGI/TTS-Arena-V2",
      description: "TTS Arena, which ranks speech synthesis models from blind listener votes between two samples.",
    },
    {
      id: "ngxson/kokoro-podcast-generator",
      description: "An app that writes a podcast script with a language model and voices it with Kokoro.",
    },
  ],
  summary:
    "Text-to-speech (TTS) turns written text into natural-sounding spoken audio. Current models can speak several languages, imitate a voice from a short reference clip, or follow cues about tone and emotion. They power voice assistants, audiobooks, screen readers and dubbing.",
  widgetModels: ["suno/bark"],
  youtubeId: "NW62DpzJ274",
};

export default taskData;
