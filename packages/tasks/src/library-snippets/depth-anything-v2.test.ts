import { describe, expect, it } from "vitest";
import { snippets } from "./depth-anything-v2";
import { modelRecord } from "./shared/test-records";

describe("depth-anything-v2 snippets", () => {
  it.each([
    ["depth-anything/Depth-Anything-V2-Small", "vits", "64", "[48, 96, 192, 384]"],
    ["depth-anything/Depth-Anything-V2-Base", "vitb", "128", "[96, 192, 384, 768]"],
    ["depth-anything/Depth-Anything-V2-Large", "vitl", "256", "[256, 512, 1024, 1024]"],
  ])("configures the official checkpoint %s", (id, encoder, features, outChannels) => {
    const [code] = snippets(modelRecord(id));
    expect(code).toContain(`DepthAnythingV2(encoder="${encoder}", features=${features}, out_channels=${outChannels})`);
    expect(code).toContain(`repo_id="${id}", filename="depth_anything_v2_${encoder}.pth"`);
  });

  it("leaves named placeholders for other checkpoints", () => {
    const [code] = snippets(modelRecord("someone/fine-tuned-depth"));
    expect(code).toContain('encoder="<ENCODER>", features=NUMBER_OF_FEATURES, out_channels=OUT_CHANNELS');
    expect(code).toContain('repo_id="someone/fine-tuned-depth"');
  });

  it("uses the placeholders for an id named like an inherited object member", () => {
    const [code] = snippets(modelRecord("constructor"));
    expect(code).toContain('encoder="<ENCODER>", features=NUMBER_OF_FEATURES, out_channels=OUT_CHANNELS');
    expect(code).not.toContain("undefined");
  });
});
