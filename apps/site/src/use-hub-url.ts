// The configured Hub, for links that follow "Hub settings" (read in the visitor's browser only).
import { useSyncExternalStore } from "react";
import { DEFAULT_HUB_URL, hubUrl } from "./site-settings";

// Hub settings change only through "Save and reload", so there is nothing to subscribe to.
const noChanges = () => () => {};

/** The Hub this browser reads; the prerendered HTML, made without any settings, names the public Hub. */
export function useHubUrl(): string {
  return useSyncExternalStore(noChanges, hubUrl, () => DEFAULT_HUB_URL);
}
