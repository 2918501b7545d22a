import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../pipelines";
import { PIPELINES_AFTER_REFERENCE } from "../test-support/newer-than-reference";
import { hasReference, referencePath } from "../test-support/reference";
import { getModelInputSnippet, type ModelDataMinimal, NO_INPUT_EXAMPLE } from "./sample-inputs";

const model = (pipeline_tag: string | undefined, extra: Partial<ModelDataMinimal> = {}): ModelDataMinimal => ({
  id: "org/model",
  tags: [],
  pipeline_tag,
  ...extra,
});

const sampleOf = (pipeline_tag: string, extra?: Partial<ModelDataMinimal>) =>
  getModelInputSnippet(model(pipeline_tag, extra));

describe("fixed text, speech and image samples", () => {
  it.each([
    ["text-classification", '"I like you. I love you"'],
    ["token-classification", '"My name is Sarah Jessica Parker but you can call me Jessica"'],
    [
      "zero-shot-classification",
      '"Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!"',
    ],
    ["translation", '"Меня зовут Вольфганг и я живу в Берлине"'],
    ["feature-extraction", '"Today is a sunny day and I will get some ice cream."'],
    ["text-generation", '"Can you please let us know more details about your "'],
    ["image-text-to-text", '"Can you please let us know more details about your "'],
    ["text-to-image", '"Astronaut riding a horse"'],
    ["text-to-video", '"A young man walking on the street"'],
    ["text-to-speech", '"The answer to the universe is 42"'],
    ["text-to-audio", '"liquid drum and bass, atmospheric synths, airy sounds"'],
    ["automatic-speech-recognition", '"sample1.flac"'],
    ["audio-to-audio", '"sample1.flac"'],
    ["audio-classification", '"sample1.flac"'],
    ["image-classification", '"cats.jpg"'],
    ["image-to-text", '"cats.jpg"'],
    ["image-segmentation", '"cats.jpg"'],
    ["object-detection", '"cats.jpg"'],
    ["zero-shot-image-classification", '"cats.jpg"'],
    [
      "tabular-classification",
      `'{"Height":[11.52,12.48],"Length1":[23.2,24.0],"Length2":[25.4,26.3],"Species": ["Bream","Bream"]}'`,
    ],
    [
      "tabular-regression",
      `'{"Height":[11.52,12.48],"Length1":[23.2,24.0],"Length2":[25.4,26.3],"Species": ["Bream","Bream"]}'`,
    ],
  ])("%s → %s", (pipeline, expected) => {
    expect(sampleOf(pipeline)).toBe(expected);
  });

  it("gives text-ranking a query and documents, as JSON", () => {
    const sample = JSON.parse(sampleOf("text-ranking") as string) as { query: unknown; texts: unknown[] };
    expect(typeof sample.query).toBe("string");
    expect(sample.texts.length).toBeGreaterThan(1);
    expect(sample.texts.every((text) => typeof text === "string")).toBe(true);
  });

  it("quotes the model's mask token into the fill-mask sample", () => {
    expect(sampleOf("fill-mask", { mask_token: "[MASK]" })).toBe('"The answer to the universe is [MASK]."');
    expect(sampleOf("fill-mask", { mask_token: "<mask>" })).toBe('"The answer to the universe is <mask>."');
    // A hostile token stays inside the string literal.
    expect(JSON.parse(sampleOf("fill-mask", { mask_token: '"x\\' }) as string)).toBe(
      'The answer to the universe is "x\\.',
    );
  });

  it("uses our own one-line paragraph of several sentences for summarization", () => {
    const text = getModelInputSnippet(model("summarization"), false, true) as string;
    expect(text.startsWith("Honeybee colonies choose a new home")).toBe(true);
    expect(text).not.toMatch(/[\n"]/);
    expect(text.length).toBeGreaterThan(300);
    expect(text.length).toBeLessThan(700);
    expect(text.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(4);
    expect(sampleOf("summarization")).toBe(`"${text}"`);
  });
});

describe("JSON samples", () => {
  it.each([
    ["question-answering", { question: "What is my name?", context: "My name is Clara and I live in Berkeley." }],
    [
      "table-question-answering",
      {
        query: "How many stars does the transformers repository have?",
        table: {
          Repository: ["Transformers", "Datasets", "Tokenizers"],
          Stars: ["36542", "4512", "3934"],
          Contributors: ["651", "77", "34"],
          "Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
        },
      },
    ],
    [
      "sentence-similarity",
      {
        source_sentence: "That is a happy person",
        sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
      },
    ],
    ["image-to-image", { image: "cat.png", prompt: "Turn the cat into a tiger." }],
    ["image-to-video", { image: "cat.png", prompt: "The cat starts to dance" }],
    ["image-text-to-image", { image: "cat.png", prompt: "Turn the cat into a tiger." }],
    ["image-text-to-video", { image: "cat.png", prompt: "The cat starts to dance" }],
    ["document-question-answering", { image: "cat.png", question: "What is in this image?" }],
  ])("%s is a multi-line JSON object literal", (pipeline, expected) => {
    const sample = sampleOf(pipeline) as string;
    expect(sample).toContain("\n");
    expect(JSON.parse(sample)).toEqual(expected);
  });

  it("puts a JSON sample on one line with noWrap, keeping its content", () => {
    const oneLine = getModelInputSnippet(model("question-answering"), true) as string;
    expect(oneLine).not.toMatch(/[\r\n\t]/);
    expect(JSON.parse(oneLine)).toEqual(JSON.parse(sampleOf("question-answering") as string));
  });
});

describe("chat samples", () => {
  it("gives conversational text-generation models a single user question", () => {
    expect(sampleOf("text-generation", { tags: ["conversational"] })).toEqual([
      { role: "user", content: "What is the capital of France?" },
    ]);
  });

  it("gives conversational image-text-to-text models a text part plus an image URL part", () => {
    expect(sampleOf("image-text-to-text", { tags: ["conversational"] })).toEqual([
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
    ]);
  });

  it("returns fresh messages, unaffected by a caller editing an earlier result", () => {
    const first = sampleOf("text-generation", { tags: ["conversational"] }) as Array<{ content: string }>;
    (first[0] as { content: string }).content = "edited";
    expect(sampleOf("text-generation", { tags: ["conversational"] })).toEqual([
      { role: "user", content: "What is the capital of France?" },
    ]);
  });

  it("ignores noWrap and noQuotes for messages", () => {
    const chatModel = model("text-generation", { tags: ["conversational"] });
    expect(getModelInputSnippet(chatModel, true, true)).toEqual(getModelInputSnippet(chatModel));
  });
});

describe("options and fallbacks", () => {
  it("strips one pair of surrounding double quotes with noQuotes", () => {
    expect(getModelInputSnippet(model("text-to-image"), false, true)).toBe("Astronaut riding a horse");
    expect(getModelInputSnippet(model("fill-mask", { mask_token: '"' }), false, true)).toBe(
      'The answer to the universe is \\".',
    );
  });

  it("leaves single-quoted and JSON samples alone with noQuotes", () => {
    expect(getModelInputSnippet(model("tabular-regression"), false, true)).toBe(sampleOf("tabular-regression"));
    expect(getModelInputSnippet(model("image-to-image"), false, true)).toBe(sampleOf("image-to-image"));
  });

  it.each([undefined, "", "depth-estimation", "visual-question-answering", "constructor", "__proto__"])(
    "says no example is defined for pipeline %s",
    (pipeline) => {
      expect(getModelInputSnippet(model(pipeline))).toBe(NO_INPUT_EXAMPLE);
    },
  );

  it("uses the exact fallback message", () => {
    expect(NO_INPUT_EXAMPLE).toBe("No input example has been defined for this model task.");
  });

  it("does not crash on a model without tags", () => {
    const untagged = { id: "org/model", pipeline_tag: "text-generation" } as ModelDataMinimal;
    expect(getModelInputSnippet(untagged)).toBe('"Can you please let us know more details about your "');
  });
});

const withReference = hasReference("sample-input coverage against inference-snippets.md");

/** Pipelines with a sample the reference lacks: tasks @inferkit/inference performs beyond the peer library. */
const BEYOND_THE_REFERENCE = ["text-ranking", ...PIPELINES_AFTER_REFERENCE];

describe.skipIf(!withReference)("sample inputs against the reference", () => {
  /** Pipeline ids in the first column of the section 9 table ("a / b" and "a, b" cells list several). */
  function referencePipelinesWithSamples(): Set<string> {
    const markdown = readFileSync(referencePath("inference-snippets.md"), "utf8");
    const section = markdown.split(/^## 9\./m)[1]?.split(/^## /m)[0] ?? "";
    const ids = section
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| pipeline_tag"))
      .flatMap((line) => (line.split("|")[1] ?? "").split(/[,/+]/))
      .map((cell) => cell.replace(/\(.*$/, "").trim());
    return new Set(ids.filter((id) => PIPELINE_TYPES.includes(id as never)));
  }

  it("defines a sample for exactly the pipelines the reference lists, and those beyond it", () => {
    const listed = referencePipelinesWithSamples();
    expect(listed.size).toBeGreaterThan(25);
    const expected = new Set([...listed, ...BEYOND_THE_REFERENCE]);
    const covered = PIPELINE_TYPES.filter((pipeline) => sampleOf(pipeline) !== NO_INPUT_EXAMPLE);
    expect(new Set(covered)).toEqual(expected);
  });
});
