import { describe, expect, it } from "vitest";
import { snippets } from "./sentence-transformers";
import { modelRecord } from "./shared/test-records";

describe("sentence-transformers snippets", () => {
  it("embeds the default sentences and compares them", () => {
    const [snippet] = snippets(modelRecord("sentence-transformers/all-MiniLM-L6-v2"));
    expect(snippet).toContain('model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")');
    expect(snippet).toContain('    "The train to Lisbon leaves at nine.",');
    expect(snippet).toContain('    "Fresh basil grows best in full sun.",');
    expect(snippet).toContain("similarities = model.similarity(embeddings, embeddings)");
    expect(snippet).toContain("# [3, 3]");
  });

  it("uses the widget's source sentence and sentences when declared", () => {
    const widgetData = [{ source_sentence: "A cat sits.", sentences: ["A dog runs.", "A cat naps.", "Rain.", "Sun."] }];
    const [snippet] = snippets(modelRecord("org/x", { widgetData }));
    expect(snippet).toContain('    "A cat sits.",\n    "A dog runs.",');
    expect(snippet).toContain("# [5, 5]");
    expect(snippet).not.toContain("lovely");
  });

  it("adds trust_remote_code with the custom_code tag", () => {
    expect(snippets(modelRecord("org/x", { tags: ["custom_code"] }))[0]).toContain(
      'SentenceTransformer("org/x", trust_remote_code=True)',
    );
    expect(snippets(modelRecord("org/x", { tags: ["cross-encoder", "custom_code"] }))[0]).toContain(
      'CrossEncoder("org/x", trust_remote_code=True)',
    );
  });

  it("ranks passages with a CrossEncoder for the cross-encoder tag or the text-ranking task", () => {
    for (const model of [
      modelRecord("org/x", { tags: ["cross-encoder"] }),
      modelRecord("org/x", { pipeline_tag: "text-ranking" }),
    ]) {
      const [snippet] = snippets(model);
      expect(snippet).toContain("from sentence_transformers import CrossEncoder");
      expect(snippet).toContain('query = "Which metal is liquid at room temperature?"');
      expect(snippet).toContain("scores = model.predict([(query, passage) for passage in passages])");
      expect(snippet).not.toContain("SentenceTransformer");
    }
  });
});
