// The hardware catalogue as the memory-fit picker lists it.
import { type HardwareSpec, SKUS } from "@inferkit/tasks";

export interface Part {
  /** `kind/vendor/name`, the option's value. */
  key: string;
  name: string;
  /** The memory sizes (GB) the part ships with. */
  memory: number[];
}

export interface PartGroup {
  label: string;
  parts: Part[];
}

/** Parts that ship with fixed memory (GPUs, Apple Silicon), grouped by kind and vendor as the catalogue is. */
export const PART_GROUPS: PartGroup[] = Object.entries(SKUS).flatMap(([kind, vendors]) =>
  Object.entries(vendors).flatMap(([vendor, parts]) => {
    const withMemory = Object.entries(parts as Record<string, HardwareSpec>)
      .filter(([, spec]) => (spec.memory?.length ?? 0) > 0)
      .map(([name, spec]) => ({ key: `${kind}/${vendor}/${name}`, name, memory: spec.memory ?? [] }));
    return withMemory.length ? [{ label: vendor === "-" ? kind : `${kind} · ${vendor}`, parts: withMemory }] : [];
  }),
);
