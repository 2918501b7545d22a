import { describe, expect, it } from "vitest";
import { commentsAndStrings, findCopies, isProse, nearlyEqual, proseOfCode, proseOfText, sentencesOf } from "./prose";

describe("prose", () => {
  it("tells sentences from commands, ids and code", () => {
    expect(isProse("Load the weights once", 3)).toBe(true);
    expect(isProse("pip install -U sentence-transformers", 3)).toBe(false);
    expect(isProse("b d n -> d (b n)", 3)).toBe(false);
    expect(isProse("org/model-name", 1)).toBe(false);
    expect(isProse("Two words", 3)).toBe(false);
  });

  it("splits a paragraph into sentences", () => {
    expect(sentencesOf("One thing. Another one! A third?\nA line")).toEqual([
      "One thing.",
      "Another one!",
      "A third?",
      "A line",
    ]);
  });

  it("reads comments and string contents, not code, in each language", () => {
    const python = `import x  # keep this one\nprint("a # not a comment", 'it''s')\n"""Doc line\nsecond"""`;
    expect(commentsAndStrings(python, "python")).toEqual({
      comments: ["keep this one"],
      strings: ["a # not a comment", "it", "s", "Doc line", "second"],
    });
    const js = "const url = `https://x.org/#a`; // the page\n/* block\n * text */";
    expect(commentsAndStrings(js, "js")).toEqual({
      comments: ["the page", "block", "text"],
      strings: ["https://x.org/#a"],
    });
    expect(commentsAndStrings("echo $# <!-- note here -->", "bash").comments).toEqual(["note here"]);
  });

  it("keeps the prose of a snippet with where it came from", () => {
    const code = `# Load the model from the hub\nmodel = load("org/model")\nsay("The sky is clear tonight.")`;
    expect(proseOfCode(code, "python", "here")).toEqual([
      { text: "Load the model from the hub", where: "here" },
      { text: "The sky is clear tonight.", where: "here" },
    ]);
    expect(proseOfText("Short. A sentence of five words.", "t")).toEqual([
      { text: "A sentence of five words.", where: "t" },
    ]);
  });

  it("matches equal text up to case and punctuation, and long containment only", () => {
    expect(nearlyEqual("Load model directly", "# load MODEL, directly!")).toBe(true);
    expect(nearlyEqual("a photo of a cat", "a photo of a cat sitting on a sofa")).toBe(false);
    expect(nearlyEqual("Use the pipeline as a high-level helper here", "use the pipeline as a high level helper")).toBe(
      true,
    );
    expect(nearlyEqual("the cat sat", "concatenation of the cat sat on")).toBe(false);
  });

  it("reports each copied unit with the unit it copies", () => {
    const ours = [
      { text: "Our own words", where: "a" },
      { text: "Their words exactly", where: "b" },
    ];
    const theirs = [{ text: "their words, exactly.", where: "peer" }];
    expect(findCopies(ours, theirs)).toEqual([{ ours: ours[1], theirs: theirs[0] }]);
  });
});
