// How the emulated router picks the provider of a chat model: a named provider, or a policy applied to
// the model's live chat mapping entries, in mapping order (the user's preference order).
import type { RouterPolicy } from "../types";
import type { ProviderMappingEntry } from "./types";

/** Entries without the figure a policy compares rank after every entry with one; ties keep mapping order. */
function best(
  entries: readonly ProviderMappingEntry[],
  score: (entry: ProviderMappingEntry) => number | undefined,
): ProviderMappingEntry | undefined {
  let chosen: ProviderMappingEntry | undefined;
  let chosenScore = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    const value = score(entry);
    if (value !== undefined && Number.isFinite(value) && value < chosenScore) {
      chosen = entry;
      chosenScore = value;
    }
  }
  return chosen ?? entries[0];
}

/** The entry serving the request, among the model's live chat entries; undefined when none can. */
export function pickChatProvider(
  mapping: readonly ProviderMappingEntry[],
  choice: RouterPolicy | string | undefined,
): ProviderMappingEntry | undefined {
  const live = mapping.filter((entry) => entry.task === "conversational" && (entry.status ?? "live") === "live");
  switch (choice) {
    case undefined:
    case "preferred":
      return live[0];
    case "fastest":
      return best(live, (entry) => (entry.throughput === undefined ? undefined : -entry.throughput));
    case "cheapest":
      return best(live, (entry) => (entry.pricing ? entry.pricing.input + entry.pricing.output : undefined));
    default:
      return live.find((entry) => entry.provider === choice);
  }
}
