import { describe, expect, it } from "vitest";
import { PACKAGE_NAME } from "./index";

describe("@inferkit/inference entry", () => {
  it("names its package", () => {
    expect(PACKAGE_NAME).toBe("@inferkit/inference");
  });
});
