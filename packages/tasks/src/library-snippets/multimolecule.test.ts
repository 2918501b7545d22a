import { describe, expect, it } from "vitest";
import { snippets } from "./multimolecule";
import { modelRecord } from "./shared/test-records";

describe("multimolecule snippets", () => {
  it("only loads the model when the card has no example sequence", () => {
    const result = snippets(modelRecord("multimolecule/rnafm"));
    expect(result).toHaveLength(1);
    expect(result[0]).toContain('AutoModel.from_pretrained("multimolecule/rnafm")');
  });

  it("embeds the example with its mask filled and adds a fill-mask pipeline", () => {
    const record = modelRecord("multimolecule/rnafm", {
      pipeline_tag: "fill-mask",
      mask_token: "<mask>",
      widgetData: [{ text: 'GG<mask>C"' }],
    });
    const [embed, fill] = snippets(record);
    expect(embed).toContain('tokenizer("GGAC\\"", return_tensors="pt")');
    expect(fill).toContain('pipeline("fill-mask", model="multimolecule/rnafm")');
    expect(fill).toContain('predictor("GG<mask>C\\"")');
  });

  it("prefers the secondary-structure pipeline when the repo is tagged for it", () => {
    const record = modelRecord("org/ss", {
      tags: ["rna-secondary-structure"],
      pipeline_tag: "fill-mask",
      widgetData: [{ text: "GGUC" }],
    });
    const [, predict] = snippets(record);
    expect(predict).toContain('pipeline("rna-secondary-structure", model="org/ss")');
    expect(predict).toContain('print(output["secondary_structure"])');
  });
});
