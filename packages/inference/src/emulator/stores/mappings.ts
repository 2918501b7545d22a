// The provider mappings tests register, per model, within a bound on the entries kept.
import type { ProviderMappingEntry } from "../types";

/** Mapping entries registered at once (all models together): some requests scan them all. */
export const MAX_MAPPING_ENTRIES = 10_000;

export class MappingStore {
  private byModel = new Map<string, ProviderMappingEntry[]>();
  private entryCount = 0;

  /** Registers (or replaces) a model's mapping; throws past MAX_MAPPING_ENTRIES entries in all. */
  set(modelId: string, mapping: ProviderMappingEntry[]): void {
    const count = this.entryCount - (this.byModel.get(modelId)?.length ?? 0) + mapping.length;
    if (count > MAX_MAPPING_ENTRIES)
      throw new RangeError(`Too many provider mappings: at most ${MAX_MAPPING_ENTRIES} entries in all (use reset())`);
    this.entryCount = count;
    this.byModel.set(
      modelId,
      mapping.map((entry) => ({ ...entry })),
    );
  }

  get(modelId: string): ProviderMappingEntry[] | undefined {
    return this.byModel.get(modelId);
  }

  entries(): IterableIterator<[string, ProviderMappingEntry[]]> {
    return this.byModel.entries();
  }

  /** Provider-side ids registered for a provider. */
  providerIds(provider: string): string[] {
    return [...this.byModel.values()]
      .flat()
      .filter((e) => e.provider === provider)
      .map((e) => e.providerId);
  }

  /** The task registered for a provider-side model id, if any mapping names it. */
  taskOf(provider: string, providerId: string): string | undefined {
    for (const entries of this.byModel.values()) {
      const found = entries.find((e) => e.provider === provider && e.providerId === providerId);
      if (found) return found.task;
    }
    return undefined;
  }

  clear(): void {
    this.byModel.clear();
    this.entryCount = 0;
  }
}
