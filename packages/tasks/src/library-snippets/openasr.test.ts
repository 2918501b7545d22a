import { describe, expect, it } from "vitest";
import { NOTICES } from "./common";
import { snippets } from "./openasr";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

describe("openasr snippets", () => {
  it("pulls and uses the pack by the last part of the repo id", () => {
    const [code] = snippets(modelRecord("OpenASR/xasr-zh-en"));
    expect(code).toContain("openasr pull xasr-zh-en\nopenasr transcribe audio.wav --model xasr-zh-en");
  });

  it("shows a notice for an id that is not a repo id", () => {
    expect(snippets(modelRecord(HOSTILE_ID))).toEqual([`# ⚠️ ${NOTICES.notRepoId}`]);
  });
});
