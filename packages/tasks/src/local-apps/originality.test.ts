// The apps' commands may match the peer's (they are the apps' interfaces), their prose may not: section
// titles and comment lines are compared with the peer's output for the same records.
import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { getModelInputSnippet } from "../inputs";
import type { ModelData } from "../model-data";
import { findCopies, normalise, type ProseUnit, proseOfCode, proseOfText } from "../test-support/prose";
import { LOCAL_APPS, type LocalAppSnippet } from "./index";

const TOOLS = "{% if tools %}{{ tools }}{% endif %}";
const RECORDS: ModelData[] = [
  {
    id: "org/chat-GGUF",
    tags: ["gguf", "conversational", "mistral-common", "transformers", "ryzenai-npu"],
    pipeline_tag: "text-generation",
    gguf: { total: 1, context_length: 8192, chat_template: TOOLS },
  },
  { id: "org/base", tags: ["transformers", "text-generation-inference"], pipeline_tag: "text-generation" },
  {
    id: "org/mlx",
    tags: ["mlx", "conversational"],
    pipeline_tag: "text-generation",
    config: { chat_template_jinja: TOOLS },
  },
];

function proseOf(output: unknown, where: string, minWords: number): ProseUnit[] {
  const sections = [output].flat() as Array<string | LocalAppSnippet>;
  return sections.flatMap((section) =>
    typeof section === "string"
      ? proseOfCode(section, "bash", where, minWords, minWords)
      : [
          ...proseOfText(section.title, where, minWords),
          ...[section.setup ?? "", section.content]
            .flat()
            .flatMap((script) => proseOfCode(script, "bash", where, minWords, minWords)),
        ],
  );
}

// The package's fixed sample inputs, which the requests send, are shared with the peer on purpose (they are
// checked with the other sample inputs).
const SAMPLE_TEXTS = RECORDS.flatMap(
  (record) => JSON.stringify(getModelInputSnippet(record)).match(/(?<=")[^"]{12,}(?=")/g) ?? [],
).map(normalise);
const isSampleInput = (unit: ProseUnit) => SAMPLE_TEXTS.some((text) => normalise(unit.text).includes(text));

describe("LOCAL_APPS prose", () => {
  it("repeats none of the peer's titles and comments", () => {
    const ours: ProseUnit[] = [];
    const theirs: ProseUnit[] = [];
    const peerApps: Record<string, peer.LocalApp> = peer.LOCAL_APPS;
    for (const [key, app] of Object.entries(LOCAL_APPS)) {
      const peerApp = peerApps[key];
      if (!("snippet" in app) || !peerApp || !("snippet" in peerApp)) continue;
      for (const record of RECORDS) {
        for (const file of [undefined, "chat-Q4_K_M.gguf"]) {
          ours.push(...proseOf(app.snippet(record, file), key, 3));
          theirs.push(...proseOf(peerApp.snippet(record as unknown as peer.ModelData, file), `peer ${key}`, 2));
        }
      }
    }
    // The comparison has material on both sides.
    expect(ours.length).toBeGreaterThan(20);
    expect(theirs.length).toBeGreaterThan(20);
    expect(SAMPLE_TEXTS).not.toEqual([]);
    expect(
      findCopies(
        ours.filter((unit) => !isSampleInput(unit)),
        theirs,
      ).map((copy) => `${copy.ours.where}: ${copy.ours.text}`),
    ).toEqual([]);
  });
});
