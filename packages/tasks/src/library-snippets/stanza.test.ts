import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./stanza";

describe("stanza snippets", () => {
  it("downloads and builds the pipeline for the language of stanza-<lang> repositories", () => {
    const [snippet] = snippets(modelRecord("stanfordnlp/stanza-en"));
    expect(snippet).toContain('stanza.download("en")');
    expect(snippet).toContain('nlp = stanza.Pipeline("en")');
  });

  it("uses the bare repository name when it has no stanza- prefix", () => {
    expect(snippets(modelRecord("org/my-stanza-fr"))[0]).toContain('stanza.download("my-stanza-fr")');
  });
});
