/**
 * The visitor's own Hugging Face token, for calls the site makes from their browser.
 *
 * It lives in this module's memory, so it is gone when the tab closes, unless the visitor asks to be
 * remembered on this device: only then is it written to localStorage, and forgetting removes it there.
 * Nothing here logs it, puts it in a URL, or includes it in an error.
 */

const STORAGE_KEY = "inferkit.visitor-token";

let token: string | undefined;
let remembered = false;
let loaded = false;
const listeners = new Set<() => void>();

/** Storage can be missing (server render) or throw on access (blocked cookies, private modes). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function loadRemembered(): void {
  if (loaded) return;
  loaded = true;
  try {
    const stored = storage()?.getItem(STORAGE_KEY)?.trim();
    if (stored) {
      token = stored;
      remembered = true;
    }
  } catch {
    // Unreadable storage means nothing was remembered.
  }
}

export function getVisitorToken(): string | undefined {
  loadRemembered();
  return token;
}

/** Whether the current token is kept on this device (so the "remember" box can show it). */
export function isVisitorTokenRemembered(): boolean {
  loadRemembered();
  return remembered;
}

/**
 * Sets the token (`undefined` or blank forgets it). With `remember`, it is also stored on this device;
 * without, any stored copy is removed, so unticking "remember" forgets it there at once.
 */
export function setVisitorToken(next: string | undefined, remember: boolean): void {
  loaded = true;
  const value = next?.trim() || undefined;
  const store = storage();
  remembered = false;
  try {
    if (value !== undefined && remember && store) {
      store.setItem(STORAGE_KEY, value);
      remembered = true;
    } else {
      store?.removeItem(STORAGE_KEY);
    }
  } catch {
    // A full or blocked storage leaves the token in memory only, which is the safe side.
  }
  token = value;
  for (const listener of [...listeners]) listener();
}

/** For `useSyncExternalStore`: calls `listener` after every change; returns the unsubscribe. */
export function subscribeVisitorToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
