import { describe, expect, it } from "vitest";
import { checkBash } from "../../../../scripts/test-utils/parse-code";
import { snippets } from "./lerobot";
import { modelRecord } from "./shared/test-records";

describe("lerobot snippets", () => {
  it("has nothing to show without the smolvla tag", () => {
    expect(snippets(modelRecord("lerobot/act_aloha"))).toEqual([]);
  });

  it("installs, fine-tunes and runs a fine-tuned SmolVLA policy", () => {
    const [install, train, record, ...rest] = snippets(modelRecord("org/smolvla-pick", { tags: ["smolvla"] }));
    expect(rest).toEqual([]);
    expect(install).toContain("pip install 'lerobot[smolvla]'");
    expect(train).toContain("lerobot-train \\");
    expect(train).toContain("--policy.path=org/smolvla-pick \\");
    expect(record).toContain("lerobot-record \\");
    expect(record).toMatch(/--policy\.path=org\/smolvla-pick$/);
  });

  it("does not offer to run the base policy on a robot", () => {
    const result = snippets(modelRecord("lerobot/smolvla_base", { tags: ["smolvla"] }));
    expect(result).toHaveLength(2);
    expect(result.join("\n")).not.toContain("lerobot-record");
  });

  it("quotes an id the shell would split", () => {
    const [, train] = snippets(modelRecord("org/it's here", { tags: ["smolvla"] }));
    expect(train).toContain("--policy.path='org/it'\\''s here' \\");
    expect(checkBash(train ?? "")).toBeNull();
  });
});
