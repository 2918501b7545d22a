import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import { MAPPING_DEFAULT_WIDGET, type PerLanguageMapping } from "./default-widget-inputs";
import type { WidgetType } from "./pipelines";
import { nearlyEqual, normalise } from "./test-support/prose";
import type { WidgetExample } from "./widget-example";

const peerMapping: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>> = peer.MAPPING_DEFAULT_WIDGET;

// Links to sample media are facts (the same recordings), not prose.
const FACT_FIELDS = new Set(["src"]);

/** Every text inside an example, with where it sits. */
function texts(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !FACT_FIELDS.has(key))
      .flatMap(([key, item]) => texts(item, `${where}.${key}`));
  return [];
}

function allTexts(mapping: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>>) {
  return [...mapping].flatMap(([language, inputs]) =>
    [...inputs].flatMap(([widget, examples]) => texts(examples, `${language} ${widget}`)),
  );
}

// Sentences in any script: Latin, CJK, Arabic and Bengali end marks. Fragments too short to be a
// sentence ("d.C.") are left to the whole-string comparison.
function sentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?。！？؟।])\s*/u).filter((part) => normalise(part).length >= 12);
  return [text, ...parts];
}

describe("MAPPING_DEFAULT_WIDGET", () => {
  it("covers the peer's languages, in its order, with the same widgets per language", () => {
    expect([...MAPPING_DEFAULT_WIDGET.keys()]).toEqual([...peerMapping.keys()]);
    expect(MAPPING_DEFAULT_WIDGET.size).toBe(14);
    for (const [language, inputs] of MAPPING_DEFAULT_WIDGET)
      expect([...inputs.keys()], language).toEqual([...(peerMapping.get(language)?.keys() ?? [])]);
  });

  it("gives each widget the kind of input the peer gives it: texts, or examples with the same fields", () => {
    const kinds = (examples: readonly unknown[]) =>
      examples.map((example) =>
        typeof example === "string"
          ? "text"
          : Object.keys(example as object)
              .filter((key) => key !== "label" && key !== "example_title")
              .sort()
              .join(","),
      );
    for (const [language, inputs] of MAPPING_DEFAULT_WIDGET)
      for (const [widget, examples] of inputs) {
        expect(examples.length, `${language} ${widget}`).toBeGreaterThan(0);
        expect(new Set(kinds(examples)), `${language} ${widget}`).toEqual(
          new Set(kinds(peerMapping.get(language)?.get(widget) ?? [])),
        );
      }
  });

  it("puts the mask placeholder in every fill-mask input", () => {
    const fillMask = [...MAPPING_DEFAULT_WIDGET.values()].flatMap((inputs): unknown[] => inputs.get("fill-mask") ?? []);
    const peerFillMask = [...peerMapping.values()].flatMap((inputs) => inputs.get("fill-mask") ?? []);
    expect(fillMask).toHaveLength(peerFillMask.length);
    for (const text of fillMask) expect(String(text)).toContain("<mask>");
  });

  it("shares no text or sentence with the peer's inputs, in any language", () => {
    const theirs = allTexts(peerMapping).flatMap(([where, text]) => sentences(text).map((s) => ({ where, text: s })));
    const ours = allTexts(MAPPING_DEFAULT_WIDGET);
    expect(ours.length).toBeGreaterThan(250);
    const copies = ours.flatMap(([where, text]) =>
      sentences(text)
        .filter((sentence) => sentence !== "<mask>")
        .flatMap((sentence) => {
          const copied = theirs.find((other) => nearlyEqual(sentence, other.text));
          return copied ? [`${where}: ${JSON.stringify(sentence)} ≈ ${copied.where}`] : [];
        }),
    );
    expect(copies).toEqual([]);
  });

  it("has the peer's declared shape, over our WidgetType and WidgetExample", () => {
    // The peer declares Map<string, Map<WidgetType, string[] | WidgetExample[]>>; the two element types
    // have their own homes here (pipelines.ts, widget-example.ts) and are checked against the peer there.
    expectTypeOf(MAPPING_DEFAULT_WIDGET).toEqualTypeOf<Map<string, Map<WidgetType, string[] | WidgetExample[]>>>();
    expectTypeOf<PerLanguageMapping>().toEqualTypeOf<Map<WidgetType, string[] | WidgetExample[]>>();
    expectTypeOf<WidgetType>().toExtend<peer.WidgetType>();
  });
});
