// Generators that load the model by id through one fixed code path: each must name the model with a
// correctly quoted literal, start from its imports, and survive any id.
import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { snippets as threeDTopiaXl } from "./3dtopia-xl";
import { snippets as anemoi } from "./anemoi";
import { snippets as araclip } from "./araclip";
import { snippets as asteroid } from "./asteroid";
import { snippets as audioseal } from "./audioseal";
import { snippets as ben2 } from "./ben2";
import { snippets as bertopic } from "./bertopic";
import { snippets as birefnet } from "./birefnet";
import { snippets as bm25s } from "./bm25s";
import { snippets as cartesiaMlx } from "./cartesia_mlx";
import { snippets as cartesiaPytorch } from "./cartesia_pytorch";
import { snippets as chatTts } from "./chat_tts";
import { snippets as chatterbox } from "./chatterbox";
import { snippets as chronosForecasting } from "./chronos-forecasting";
import { snippets as colpali } from "./colpali";
import { snippets as comet } from "./comet";
import { pyString } from "./common";
import { snippets as contexttab } from "./contexttab";
import { snippets as cosyvoice } from "./cosyvoice";
import { snippets as cxrFoundation } from "./cxr-foundation";
import { snippets as deepforest } from "./deepforest";
import { snippets as depthPro } from "./depth-pro";
import { snippets as dermFoundation } from "./derm-foundation";
import { snippets as describeAnything } from "./describe-anything";
import { snippets as diaTts } from "./dia-tts";
import { snippets as exllamav2 } from "./exllamav2";
import { snippets as fairseq } from "./fairseq";
import { snippets as fastai } from "./fastai";
import { snippets as fasttext } from "./fasttext";
import { snippets as flair } from "./flair";
import { snippets as gliner } from "./gliner";
import { snippets as htrflow } from "./htrflow";
import { snippets as indexTts } from "./index-tts";
import { snippets as keras } from "./keras";
import { snippets as kerasNlp } from "./keras-nlp";
import { snippets as kimiAudio } from "./kimi-audio";
import { snippets as kittentts } from "./kittentts";
import { snippets as kronos } from "./kronos";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

type Generator = (model: ModelData) => string[];

// Generator, and how its code names the repository ("hf://" URLs for Keras-style loaders).
const BY_ID: Array<[name: string, generator: Generator, reference: (id: string) => string]> = [
  ["3dtopia-xl", threeDTopiaXl, (id) => id],
  ["anemoi", anemoi, (id) => id],
  ["araclip", araclip, (id) => id],
  ["asteroid", asteroid, (id) => id],
  ["audioseal", audioseal, (id) => id],
  ["ben2", ben2, (id) => id],
  ["bertopic", bertopic, (id) => id],
  ["birefnet", birefnet, (id) => id],
  ["bm25s", bm25s, (id) => id],
  ["cartesia_mlx", cartesiaMlx, (id) => id],
  ["cartesia_pytorch", cartesiaPytorch, (id) => id],
  ["chronos-forecasting", chronosForecasting, (id) => id],
  ["colpali", colpali, (id) => id],
  ["comet", comet, (id) => id],
  ["cosyvoice", cosyvoice, (id) => id],
  ["deepforest", deepforest, (id) => id],
  ["derm-foundation", dermFoundation, (id) => id],
  ["describe-anything", describeAnything, (id) => id],
  ["dia-tts", diaTts, (id) => id],
  ["exllamav2", exllamav2, (id) => id],
  ["fairseq", fairseq, (id) => id],
  ["fastai", fastai, (id) => id],
  ["fasttext", fasttext, (id) => id],
  ["flair", flair, (id) => id],
  ["gliner", gliner, (id) => id],
  ["index-tts", indexTts, (id) => id],
  ["keras", keras, (id) => `hf://${id}`],
  ["keras-nlp", kerasNlp, (id) => `hf://${id}`],
  ["kimi-audio", kimiAudio, (id) => id],
  ["kittentts", kittentts, (id) => id],
  ["kronos", kronos, (id) => id],
];

// These packages fetch their official weights themselves: the output must not depend on the record.
const FIXED: Array<[name: string, generator: Generator]> = [
  ["chat_tts", chatTts],
  ["chatterbox", chatterbox],
  ["contexttab", contexttab],
  ["cxr-foundation", cxrFoundation],
];

const IMPORT_LINE = /^(from [\w.]+ import [\w, ]+|import [\w.]+( as \w+)?)$/m;

describe.each(BY_ID)("%s snippets", (_name, generator, reference) => {
  it("loads the model by its quoted id", () => {
    const result = generator(modelRecord("org/some-model"));
    expect(result.length).toBeGreaterThan(0);
    expect(result.join("\n")).toContain(pyString(reference("org/some-model")));
    expect(result.some((snippet) => IMPORT_LINE.test(snippet))).toBe(true);
  });

  it("escapes an untrusted id instead of pasting it raw", () => {
    const code = generator(modelRecord(HOSTILE_ID)).join("\n");
    expect(code).toContain(pyString(reference(HOSTILE_ID)));
    expect(code).not.toContain(HOSTILE_ID);
  });

  it("ignores tags, config and widget data", () => {
    const decorated = modelRecord("org/some-model", {
      tags: ["custom_code", "conversational"],
      pipeline_tag: "text-generation",
      widgetData: [{ text: "hello" }],
    });
    expect(generator(decorated)).toEqual(generator(modelRecord("org/some-model")));
  });
});

describe.each(FIXED)("%s snippets", (_name, generator) => {
  it("return the same import-led code for any model", () => {
    const result = generator(modelRecord("org/some-model"));
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((snippet) => IMPORT_LINE.test(snippet))).toBe(true);
    expect(generator(modelRecord(HOSTILE_ID))).toEqual(result);
  });
});

describe("fixed constants", () => {
  it("ChatTTS saves 24 kHz audio", () => {
    expect(chatTts(modelRecord("x"))[0]).toMatch(/torchaudio\.save\([^\n]*, 24000\)/);
  });

  it("chronos passes the series positionally, whatever the release calls the argument", () => {
    const [code] = chronosForecasting(modelRecord("amazon/chronos-t5-small"));
    expect(code).toMatch(/predict_quantiles\(\n {4}torch\.tensor\(df\["#Passengers"\]\),/);
    expect(code).not.toMatch(/\b(context|inputs)=/);
  });

  it("depth-pro fetches the checkpoint its package expects, then runs inference", () => {
    const [download, inference] = depthPro(modelRecord("apple/DepthPro"));
    expect(download).toContain('filename="depth_pro.pt", local_dir="checkpoints"');
    expect(inference).toContain("depth_pro.create_model_and_transforms()");
  });

  it("htrflow shows the CLI as comments and the Python API as code", () => {
    const [cli, python] = htrflow(modelRecord("Riksarkivet/trocr-base-handwritten-hist-swe-2"));
    expect(cli?.split("\n").every((line) => line.startsWith("#"))).toBe(true);
    expect(python).toContain('TrOCR("Riksarkivet/trocr-base-handwritten-hist-swe-2")');
  });
});
