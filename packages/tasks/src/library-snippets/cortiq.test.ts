import { describe, expect, it } from "vitest";
import { NOTICES, noticeSnippet } from "./common";
import { snippets } from "./cortiq";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

describe("cortiq snippets", () => {
  it("downloads only the .cmf files of the repository, then runs and serves one of them", () => {
    const [download, run, serve] = snippets(modelRecord("infosave2007/some-model"));
    expect(download).toContain('hf download infosave2007/some-model --include "*.cmf" --local-dir .\n');
    expect(run).toContain('cortiq run "$MODEL" --prompt ');
    expect(serve).toContain('cortiq serve "$MODEL" --port 8080');
  });

  it("shows a notice instead of commands for an id that is not a repository id", () => {
    expect(snippets(modelRecord(HOSTILE_ID))).toEqual(noticeSnippet(NOTICES.notRepoId));
  });
});
