import { describe, expect, it } from "vitest";
import { NOTICES, noticeSnippet } from "./common";
import { snippets } from "./litert-lm";
import { HOSTILE_ID, modelRecord } from "./shared/test-records";

describe("litert-lm snippets", () => {
  it("installs the command line tool and runs the repository with the default chat prompt", () => {
    const [snippet] = snippets(modelRecord("litert-community/Gemma3-1B-IT"));
    expect(snippet).toContain("pip install -U litert-lm\n");
    expect(snippet).toContain("--from-huggingface-repo=litert-community/Gemma3-1B-IT \\\n");
    expect(snippet).toContain("--prompt='Give me three ideas for a rainy Sunday.'");
  });

  it("quotes the widget text as one shell word", () => {
    const [snippet] = snippets(modelRecord("org/m", { widgetData: [{ text: "It's $(reboot)" }] }));
    expect(snippet).toContain(`--prompt='It'\\''s $(reboot)'`);
  });

  it("shows a notice instead of a command for an id that is not a repository id", () => {
    expect(snippets(modelRecord(HOSTILE_ID))).toEqual(noticeSnippet(NOTICES.notRepoId));
  });
});
