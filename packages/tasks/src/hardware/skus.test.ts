import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as tasks from "../index";
import { DEFAULT_MEMORY_OPTIONS, SKUS, type SkuType } from "./skus";
import type { AmdGpuHardwareSpec, HardwareSpec, NvidiaHardwareSpec } from "./spec";

describe("SKUS", () => {
  it("holds the same parts and figures as @huggingface/tasks", () => {
    expect(SKUS).toEqual(peer.SKUS);
    expect(DEFAULT_MEMORY_OPTIONS).toEqual(peer.DEFAULT_MEMORY_OPTIONS);
    const parts = Object.values(SKUS).flatMap((vendors) => Object.values(vendors).flatMap((p) => Object.keys(p)));
    console.log(`hardware: ${parts.length} parts, ${DEFAULT_MEMORY_OPTIONS.length} default memory options`);
  });

  it("lists memory options as positive whole sizes, which fitsIn relies on", () => {
    for (const vendors of Object.values(SKUS))
      for (const parts of Object.values(vendors))
        for (const [name, spec] of Object.entries<HardwareSpec>(parts)) {
          expect(
            (spec.memory ?? []).every((size) => Number.isInteger(size) && size > 0),
            name,
          ).toBe(true);
        }
  });

  it("is exported from the package entry with the memory-fit estimate", () => {
    expect(tasks.SKUS).toBe(SKUS);
    expect(tasks.DEFAULT_MEMORY_OPTIONS).toBe(DEFAULT_MEMORY_OPTIONS);
    expect(tasks.fitsIn(tasks.estimateModelMemory({}), 8).verdict).toBe("unknown");
  });

  it("type-checks where the peer's exports do", () => {
    expectTypeOf(SKUS).toEqualTypeOf<typeof peer.SKUS>();
    expectTypeOf<SkuType>().toEqualTypeOf<peer.SkuType>();
    expectTypeOf<HardwareSpec>().toEqualTypeOf<peer.HardwareSpec>();
    expectTypeOf<NvidiaHardwareSpec>().toEqualTypeOf<peer.NvidiaHardwareSpec>();
    expectTypeOf<AmdGpuHardwareSpec>().toEqualTypeOf<peer.AmdGpuHardwareSpec>();
    expectTypeOf(DEFAULT_MEMORY_OPTIONS).toEqualTypeOf<number[]>();
    expectTypeOf(SKUS.GPU.INTEL["Arc A770"].memory).toEqualTypeOf<number[]>();
  });
});
