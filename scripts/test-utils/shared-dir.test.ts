import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasShared, repoDir, sharedPath } from "./shared-dir";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("shared-dir", () => {
  it("finds the repository root and puts ../shared beside it", () => {
    expect(existsSync(join(repoDir, "DEVELOPERS.md"))).toBe(true);
    expect(sharedPath("reference", "providers.md")).toBe(join(dirname(repoDir), "shared", "reference", "providers.md"));
  });

  it("says which part of ../shared is missing and what is skipped", () => {
    vi.stubEnv("INFERKIT_REQUIRE_SHARED", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(hasShared("the imaginary suite", "no-such-folder", "x.json")).toBe(false);
    expect(warn).toHaveBeenCalledWith("skipping the imaginary suite: ../shared/no-such-folder/x.json not found");
  });

  it("fails instead of skipping when CI requires ../shared", () => {
    vi.stubEnv("INFERKIT_REQUIRE_SHARED", "1");
    expect(() => hasShared("the imaginary suite", "no-such-folder", "x.json")).toThrow(
      "the imaginary suite needs ../shared/no-such-folder/x.json (INFERKIT_REQUIRE_SHARED=1)",
    );
  });

  it("is silent when the part is present", () => {
    vi.stubEnv("INFERKIT_REQUIRE_SHARED", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const present = existsSync(sharedPath());
    expect(hasShared("a suite")).toBe(present);
    expect(warn).toHaveBeenCalledTimes(present ? 0 : 1);
  });
});
