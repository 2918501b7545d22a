import { describe, expect, it } from "vitest";
import { snippets } from "./perception-encoder";
import { modelRecord } from "./shared/test-records";

describe("perception-encoder snippets", () => {
  it("offers CLIP usage then vision-encoder usage for PE-Core models", () => {
    const [clip, encoder, ...rest] = snippets(modelRecord("facebook/PE-Core-L14-336"));
    expect(rest).toEqual([]);
    expect(clip).toContain('model = pe.CLIP.from_config("PE-Core-L14-336", pretrained=True)');
    expect(encoder).toContain('model = pe.VisionTransformer.from_config("PE-Core-L14-336", pretrained=True)');
  });

  it("offers only the vision encoder for other PE models", () => {
    const result = snippets(modelRecord("facebook/PE-Spatial-G14-448"));
    expect(result).toHaveLength(1);
    expect(result[0]).toContain("pe.VisionTransformer.from_config(");
    expect(result[0]).not.toContain("pe.CLIP");
  });
});
