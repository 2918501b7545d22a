import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "s3prl/superb",
      description:
        "SUPERB, a benchmark suite for speech models whose tasks include keyword spotting, speaker identification, intent classification and emotion recognition.",
    },
    {
      id: "agkphysics/AudioSet",
      description:
        "AudioSet, Google's large collection of ten-second YouTube clips labelled with over 500 sound-event classes; the reference data for general sound tagging.",
    },
  ],
  demo: {
    // The input is French speech ("Bonjour, je voudrais réserver une table pour deux personnes ce soir.")
    // and the output is a spoken language identification.
    inputs: [{ type: "audio", filename: "audio-classification-input.flac" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "French", score: 0.93 },
          { label: "Walloon", score: 0.03 },
          { label: "Catalan", score: 0.02 },
          { label: "Italian", score: 0.01 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "accuracy",
      description: "The share of clips that get the correct label; easy to read when the classes are roughly balanced.",
    },
    {
      id: "recall",
      description:
        "Of the clips that truly belong to a class, the share the model finds; what matters when missing a keyword or an alarm is costly.",
    },
    {
      id: "precision",
      description:
        "Of the clips the model assigns to a class, the share that really belong to it; what matters when false triggers annoy users.",
    },
    {
      id: "f1",
      description:
        "The harmonic mean of precision and recall, a single score that stays meaningful when some sounds are much rarer than others.",
    },
  ],
  models: [
    {
      id: "speechbrain/google_speech_command_xvector",
      description:
        "A SpeechBrain x-vector model trained on Google Speech Commands that recognises short spoken commands such as 'yes', 'no', 'up' and 'stop'.",
    },
    {
      id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
      description:
        "A wav2vec2 XLSR model fine-tuned to recognise the emotion in English speech, such as angry, happy, sad or neutral.",
    },
    {
      id: "facebook/mms-lid-126",
      description:
        "Meta's Massively Multilingual Speech model for spoken language identification across 126 languages; useful to route audio to the right recogniser.",
    },
  ],
  spaces: [
    {
      id: "kurianbenoy/audioclassification",
      description:
        "A demo where you upload a short audio clip and see the labels a classification model predicts for it.",
    },
  ],
  summary:
    "Audio classification assigns one or more labels to a clip of sound. The labels can describe what is heard (a siren, a dog barking, music), a spoken command, the speaker's emotion, or the language being spoken. Models return every label with a confidence score, so you can keep the best one or all above a threshold.",
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  youtubeId: "KWwzcmG98Ds",
};

export default taskData;
