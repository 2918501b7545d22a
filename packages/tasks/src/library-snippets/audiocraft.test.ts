import { describe, expect, it } from "vitest";
import { snippets } from "./audiocraft";
import { modelRecord } from "./shared/test-records";

describe("audiocraft snippets", () => {
  it.each([
    ["musicgen", "MusicGen"],
    ["audiogen", "AudioGen"],
    ["magnet", "MAGNeT"],
  ])("picks the %s family from its tag", (tag, className) => {
    const [code, ...rest] = snippets(modelRecord("facebook/model", { tags: [tag] }));
    expect(rest).toEqual([]);
    expect(code).toContain(`from audiocraft.models import ${className}\n`);
    expect(code).toContain(`${className}.get_pretrained("facebook/model")`);
  });

  it("generates five seconds with AudioGen only", () => {
    expect(snippets(modelRecord("a", { tags: ["audiogen"] }))[0]).toContain("set_generation_params(duration=5)");
    expect(snippets(modelRecord("a", { tags: ["musicgen"] }))[0]).not.toContain("duration");
  });

  it("prefers musicgen, then audiogen, when several family tags are present", () => {
    expect(snippets(modelRecord("a", { tags: ["magnet", "musicgen"] }))[0]).toContain("MusicGen");
    expect(snippets(modelRecord("a", { tags: ["magnet", "audiogen"] }))[0]).toContain("AudioGen");
  });

  it("says the type is unknown without a family tag", () => {
    const result = snippets(modelRecord("a", { tags: ["audio"] }));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(/^# .*Type of model unknown$/);
  });
});
