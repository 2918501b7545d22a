import { describe, expect, it } from "vitest";
import { ggufFilesOf } from "./gguf-files";

const withFiles = (...paths: string[]) => ({
  id: "org/model",
  tags: ["gguf"],
  siblings: paths.map((rfilename) => ({ rfilename })),
});

describe("ggufFilesOf", () => {
  it("orders prefixed and aliased labels by the file type they name", () => {
    const files = ggufFilesOf(
      withFiles("m-UD-IQ1_M.gguf", "m-Q8_0.gguf", "m-UD-Q4_K_XL.gguf", "m-MXFP4.gguf", "m-x.gguf"),
    );
    expect(files.map((file) => file.quant)).toEqual(["Q8_0", "UD-Q4_K_XL", "MXFP4", "UD-IQ1_M", undefined]);
  });
});
