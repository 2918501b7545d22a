import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes lower-case dash-separated ids", () => {
    expect(slugify("Use this model")).toBe("use-this-model");
    expect(slugify("  Text-to-Image: Models & Datasets! ")).toBe("text-to-image-models-datasets");
  });
  it("drops accents and keeps digits", () => {
    expect(slugify("Modèles 3D à essayer")).toBe("modeles-3d-a-essayer");
  });
  it("returns an empty id for text without letters or digits", () => {
    expect(slugify("¿?")).toBe("");
  });
});
