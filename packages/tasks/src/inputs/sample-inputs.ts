// The fixed sample input each pipeline type shows in inference snippets (not the model's own widget examples).

import type { ChatCompletionInputMessage } from "../chat-completion";
import { quotedString } from "../code-literals";
import type { ModelData } from "../model-data";
import type { PipelineType } from "../pipelines";

/** The model fields sample inputs and inference snippets read. */
export type ModelDataMinimal = Pick<
  ModelData,
  "id" | "pipeline_tag" | "mask_token" | "library_name" | "config" | "tags" | "inference"
>;

export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";

type SampleInput = (model: ModelDataMinimal) => string | ChatCompletionInputMessage[];

// String samples are code literals: they carry their own quotes and JSON layout (4-space indentation).
const SPEECH_SAMPLE = () => '"sample1.flac"';
const IMAGE_SAMPLE = () => '"cats.jpg"';
const TABULAR_SAMPLE = () =>
  `'{"Height":[11.52,12.48],"Length1":[23.2,24.0],"Length2":[25.4,26.3],"Species": ["Bream","Bream"]}'`;

// Our own paragraph (spec: one line, several sentences, a few hundred characters).
const SUMMARIZATION_TEXT =
  "Honeybee colonies choose a new home by something close to a vote. In late spring, when a hive grows " +
  "crowded, the old queen leaves with about half of the workers, and the swarm hangs from a branch while a " +
  "few hundred scouts search the area for hollow trees and wall cavities. A scout that finds a promising site " +
  "returns and dances for it, dancing longer for better sites, which sends more scouts to inspect it. Support " +
  "gathers around the best option, and once about fifteen scouts are waiting at the same site, the whole " +
  "swarm lifts off and flies there, usually within a day or two.";

const CHAT_SAMPLE: ChatCompletionInputMessage[] = [{ role: "user", content: "What is the capital of France?" }];

const IMAGE_CHAT_SAMPLE: ChatCompletionInputMessage[] = [
  {
    role: "user",
    content: [
      { type: "text", text: "Describe this image in one sentence." },
      {
        type: "image_url",
        image_url: {
          url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
        },
      },
    ],
  },
];

/** Conversational models get chat messages (an image question for anything but text-generation); others a prompt. */
const generationSample: SampleInput = (model) => {
  if (!model.tags?.includes("conversational")) return '"Can you please let us know more details about your "';
  // Fresh copies: callers may edit the messages they receive.
  return structuredClone(model.pipeline_tag === "text-generation" ? CHAT_SAMPLE : IMAGE_CHAT_SAMPLE);
};

// An image plus an instruction: the image pipelines with a prompt share these.
const IMAGE_EDIT_SAMPLE: SampleInput = () => `{
    "image": "cat.png",
    "prompt": "Turn the cat into a tiger."
}`;

const IMAGE_ANIMATION_SAMPLE: SampleInput = () => `{
    "image": "cat.png",
    "prompt": "The cat starts to dance"
}`;

const SAMPLE_INPUTS: Partial<Record<PipelineType, SampleInput>> = {
  "text-classification": () => '"I like you. I love you"',
  "token-classification": () => '"My name is Sarah Jessica Parker but you can call me Jessica"',
  "zero-shot-classification": () =>
    '"Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!"',
  translation: () => '"Меня зовут Вольфганг и я живу в Берлине"',
  summarization: () => JSON.stringify(SUMMARIZATION_TEXT),
  "question-answering": () => `{
    "question": "What is my name?",
    "context": "My name is Clara and I live in Berkeley."
}`,
  "table-question-answering": () => `{
    "query": "How many stars does the transformers repository have?",
    "table": {
        "Repository": ["Transformers", "Datasets", "Tokenizers"],
        "Stars": ["36542", "4512", "3934"],
        "Contributors": ["651", "77", "34"],
        "Programming language": [
            "Python",
            "Python",
            "Rust, Python and NodeJS"
        ]
    }
}`,
  "sentence-similarity": () => `{
    "source_sentence": "That is a happy person",
    "sentences": [
        "That is a happy dog",
        "That is a very happy person",
        "Today is a sunny day"
    ]
}`,
  "text-ranking": () => `{
    "query": "Why does a honeybee swarm leave its hive?",
    "texts": [
        "A swarm leaves when the hive grows crowded in late spring.",
        "Scouts look for a new hive in hollow trees and wall cavities.",
        "Tigers are the largest living cats."
    ]
}`,
  "feature-extraction": () => '"Today is a sunny day and I will get some ice cream."',
  // The mask token comes from the model's own config: quoting through JSON keeps it a valid literal.
  "fill-mask": (model) => quotedString(`The answer to the universe is ${model.mask_token}.`),
  "text-generation": generationSample,
  "image-text-to-text": generationSample,
  "text-to-image": () => '"Astronaut riding a horse"',
  "text-to-video": () => '"A young man walking on the street"',
  "text-to-speech": () => '"The answer to the universe is 42"',
  "text-to-audio": () => '"liquid drum and bass, atmospheric synths, airy sounds"',
  "automatic-speech-recognition": SPEECH_SAMPLE,
  "audio-to-audio": SPEECH_SAMPLE,
  "audio-classification": SPEECH_SAMPLE,
  "image-classification": IMAGE_SAMPLE,
  "image-to-text": IMAGE_SAMPLE,
  "image-segmentation": IMAGE_SAMPLE,
  "object-detection": IMAGE_SAMPLE,
  "zero-shot-image-classification": IMAGE_SAMPLE,
  "image-to-image": IMAGE_EDIT_SAMPLE,
  "image-text-to-image": IMAGE_EDIT_SAMPLE,
  "image-to-video": IMAGE_ANIMATION_SAMPLE,
  "image-text-to-video": IMAGE_ANIMATION_SAMPLE,
  "document-question-answering": () => `{
        "image": "cat.png",
        "question": "What is in this image?"
    }`,
  "tabular-classification": TABULAR_SAMPLE,
  "tabular-regression": TABULAR_SAMPLE,
};

/**
 * The fixed sample input for the model's pipeline: a code literal (quotes included), or chat messages for
 * conversational models. `noWrap` puts a literal on one line; `noQuotes` strips one pair of surrounding double
 * quotes. Pipelines without a sample give {@link NO_INPUT_EXAMPLE}.
 */
export function getModelInputSnippet(
  model: ModelDataMinimal,
  noWrap = false,
  noQuotes = false,
): string | ChatCompletionInputMessage[] {
  const tag = model.pipeline_tag;
  // Own keys only, so a tag such as "constructor" cannot reach Object.prototype.
  const sample = tag && Object.hasOwn(SAMPLE_INPUTS, tag) ? SAMPLE_INPUTS[tag as PipelineType] : undefined;
  if (!sample) return NO_INPUT_EXAMPLE;
  let input = sample(model);
  if (typeof input !== "string") return input;
  if (noWrap) input = input.replace(/(?:\r?\n|\r)\t*|\t+/g, " ");
  if (noQuotes) input = input.match(/^"(.+)"$/s)?.[1] ?? input;
  return input;
}
