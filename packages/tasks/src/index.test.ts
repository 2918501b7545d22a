import { describe, expect, it } from "vitest";
import { PACKAGE_NAME } from "./index";

describe("@inferkit/tasks entry", () => {
  it("names its package", () => {
    expect(PACKAGE_NAME).toBe("@inferkit/tasks");
  });
});
