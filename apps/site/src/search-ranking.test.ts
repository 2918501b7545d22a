import { describe, expect, it } from "vitest";
import { matchRank, normalizeSearchText, rankByMatch, type SearchFields } from "./search-ranking";

const fields = (names: string[], terms: string[] = [], summary = ""): SearchFields => ({ names, terms, summary });

describe("matchRank", () => {
  it("orders exact, prefix, word prefix and substring matches of names", () => {
    const rank = (name: string) => matchRank(fields([name]), "speech");
    expect([rank("Speech"), rank("speechbrain"), rank("text-to-speech"), rank("textspeechy")]).toEqual([0, 1, 2, 3]);
    expect(rank("audio")).toBeNull();
  });

  it("ranks any name match before terms, and terms before the summary", () => {
    const inName = matchRank(fields(["nemotron"]), "nemo");
    const inTerm = matchRank(fields(["x"], ["nemo"]), "nemo");
    const inSummary = matchRank(fields(["x"], [], "Made with nemo"), "nemo");
    expect(inName).not.toBeNull();
    expect(inTerm).not.toBeNull();
    expect(inSummary).not.toBeNull();
    expect(inName as number).toBeLessThan(inTerm as number);
    expect(inTerm as number).toBeLessThan(inSummary as number);
  });

  it("accepts a many-word query whose words are spread over the fields, after phrase matches", () => {
    const spread = matchRank(
      fields(["whisper"], ["automatic-speech-recognition"]),
      normalizeSearchText("whisper speech"),
    );
    const phrase = matchRank(fields(["x"], [], "Whisper speech models"), normalizeSearchText("whisper speech"));
    expect(spread).not.toBeNull();
    expect(phrase as number).toBeLessThan(spread as number);
    expect(matchRank(fields(["whisper"]), normalizeSearchText("whisper video"))).toBeNull();
  });
});

describe("rankByMatch", () => {
  const items = ["Image Classification", "Zero-Shot Image Classification", "Text Classification", "Image-to-Text"];
  const rank = (query: string) =>
    rankByMatch(
      items,
      query,
      (item) => fields([item]),
      (a, b) => a.localeCompare(b, "en"),
    );

  it("keeps every item, in order, for an empty query", () => {
    expect(rank("  ")).toEqual(items);
  });

  it("puts prefix matches before word-prefix matches and breaks ties with the given order", () => {
    expect(rank("image")).toEqual(["Image Classification", "Image-to-Text", "Zero-Shot Image Classification"]);
    expect(rank("classification")).toEqual([
      "Image Classification",
      "Text Classification",
      "Zero-Shot Image Classification",
    ]);
  });
});
