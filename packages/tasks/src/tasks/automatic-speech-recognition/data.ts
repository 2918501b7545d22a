import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "mozilla-foundation/common_voice_17_0",
      description:
        "Mozilla Common Voice 17.0, crowd-sourced read speech with transcripts in over 100 languages; the usual place to fine-tune or test a recogniser for a new language.",
    },
    {
      id: "amphion/Emilia-Dataset",
      description:
        "Emilia, a large multilingual corpus of spontaneous, in-the-wild speech such as talk shows and interviews, with transcripts; good for robust, conversational audio.",
    },
    {
      id: "parler-tts/mls_eng",
      description:
        "The English part of Multilingual LibriSpeech, tens of thousands of hours of read audiobooks with transcripts, packaged by the Parler-TTS team.",
    },
    {
      id: "espnet/yodas",
      description:
        "YODAS, ESPnet's very large multilingual collection of YouTube speech with subtitles, for training recognisers in many languages.",
    },
  ],
  demo: {
    inputs: [{ type: "audio", filename: "automatic-speech-recognition-input.flac" }],
    outputs: [
      {
        type: "text",
        label: "Transcript",
        content: "Please call Stella and ask her to bring these things from the store.",
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "wer",
      description:
        "Word error rate: the substitutions, deletions and insertions needed to turn the output into the reference transcript, divided by its word count; lower is better.",
    },
    {
      id: "cer",
      description:
        "Character error rate: the same computation over characters, better suited to languages written without spaces such as Chinese or Japanese.",
    },
  ],
  models: [
    {
      id: "openai/whisper-large-v3",
      description:
        "OpenAI's Whisper large v3, a robust multilingual recogniser that can also translate speech into English and give timestamps; a strong default.",
    },
    {
      id: "facebook/w2v-bert-2.0",
      description:
        "Meta's w2v-BERT 2.0 speech encoder, pre-trained on millions of hours of unlabelled audio in over 140 languages; fine-tune it with a CTC head for languages where Whisper is weak.",
    },
    {
      id: "facebook/seamless-m4t-v2-large",
      description:
        "Meta's SeamlessM4T v2, one model for speech recognition, speech and text translation, and speech synthesis across about 100 languages.",
    },
    {
      id: "nvidia/canary-1b",
      description:
        "NVIDIA's Canary 1B, a NeMo model that transcribes and translates English, German, Spanish and French with very low error rates.",
    },
    {
      id: "pyannote/speaker-diarization-3.1",
      description:
        "pyannote's speaker diarization pipeline, which tells who spoke when; combine it with a recogniser to get transcripts split by speaker.",
    },
  ],
  spaces: [
    {
      id: "hf-audio/whisper-large-v3",
      description: "A demo that transcribes uploaded, recorded or YouTube audio with Whisper large v3.",
    },
    {
      id: "mrfakename/Moonshinex",
      description:
        "A demo of Moonshine, compact speech recognition models designed for fast transcription on small devices.",
    },
    {
      id: "facebook/seamless_m4t",
      description:
        "Meta's demo of SeamlessM4T for speech recognition and for translating speech or text between many languages.",
    },
    {
      id: "nvidia/canary-1b",
      description: "NVIDIA's demo for transcribing and translating speech with Canary 1B.",
    },
  ],
  summary:
    "Automatic speech recognition (ASR) turns spoken audio into written text. Modern models handle many languages, accents and noisy recordings, and can add punctuation and word or segment timestamps. It powers captions and subtitles, meeting notes, voice assistants and search over audio archives.",
  widgetModels: ["openai/whisper-large-v3"],
  youtubeId: "TksaY_FDgnk",
};

export default taskData;
