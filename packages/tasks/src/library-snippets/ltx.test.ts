import { describe, expect, it } from "vitest";
import { NOTICES, noticeSnippet } from "./common";
import { snippets } from "./ltx";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

describe("ltx snippets", () => {
  it("downloads the repository into a folder named after it and runs both pipelines from there", () => {
    const [install, download, distilled, twoStage] = snippets(modelRecord("Lightricks/LTX-2"));
    expect(install).toContain("uv sync --frozen");
    expect(download).toContain("hf download Lightricks/LTX-2 --local-dir models/LTX-2\n");
    expect(distilled).toContain("CHECKPOINT=models/LTX-2/DISTILLED_CHECKPOINT.safetensors");
    expect(distilled).toContain("python -m ltx_pipelines.distilled \\\n");
    expect(twoStage).toContain("DISTILLED_LORA=models/LTX-2/DISTILLED_LORA.safetensors");
    expect(twoStage).toContain('--distilled-lora "$DISTILLED_LORA" 0.8 \\\n');
  });

  it("shows a notice instead of commands for an id that is not a repository id", () => {
    expect(snippets(modelRecord(HOSTILE_ID))).toEqual(noticeSnippet(NOTICES.notRepoId));
    expect(snippets(modelRecord("--local-dir=/etc"))).toEqual(noticeSnippet(NOTICES.notRepoId));
  });
});
