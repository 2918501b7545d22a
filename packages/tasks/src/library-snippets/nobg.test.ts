import { describe, expect, it } from "vitest";
import { snippets } from "./nobg";
import { modelRecord } from "./shared/test-records";

describe("nobg snippets", () => {
  it("loads model and processor from the repo in both ways of use", () => {
    const result = snippets(modelRecord('org/n"bg'));
    expect(result).toHaveLength(2);
    for (const code of result) expect(code).toContain('AutoProcessor.from_pretrained("org/n\\"bg")');
    expect(result[0]).toContain('cutout = model.predict(processor, "photo.jpg")');
    expect(result[1]).toContain("post_process_alpha_matting");
  });

  it("passes a text prompt only to promptable models", () => {
    expect(snippets(modelRecord("org/a"))[0]).not.toMatch(/"photo\.jpg", "/);
    expect(snippets(modelRecord("org/b", { tags: ["promptable"] }))[0]).toContain(
      'model.predict(processor, "photo.jpg", "the person")',
    );
  });
});
