// Where the visitor's browser reads Hub records and sends inference calls. Values come only from the
// "Hub settings" control (stored in localStorage once the visitor changes them), never from the page
// URL: a crafted link must not be able to send a visitor's token to another origin.

export const DEFAULT_HUB_URL = "https://huggingface.co";
export const DEFAULT_ROUTER_URL = "https://router.huggingface.co";

/** localStorage keys of the two settings (tests set them with `page.addInitScript`). */
export const SETTING_KEYS = { hubUrl: "inferkit.hubUrl", routerUrl: "inferkit.routerUrl" } as const;
export type SettingName = keyof typeof SETTING_KEYS;

const DEFAULTS: Record<SettingName, string> = { hubUrl: DEFAULT_HUB_URL, routerUrl: DEFAULT_ROUTER_URL };

/** An http(s) URL without query, fragment or trailing slash, or undefined when `text` is not one. */
export function normalizeBaseUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Storage access throws in some privacy modes.
    return undefined;
  }
}

/** The configured value of a setting, or its default when unset or invalid. */
export function readSetting(name: SettingName): string {
  const stored = storage()?.getItem(SETTING_KEYS[name]);
  return (stored && normalizeBaseUrl(stored)) || DEFAULTS[name];
}

/** Stores a setting; an empty value restores the default. False when `value` is not an http(s) URL. */
export function writeSetting(name: SettingName, value: string): boolean {
  const store = storage();
  if (value.trim() === "") {
    store?.removeItem(SETTING_KEYS[name]);
    return true;
  }
  const normalized = normalizeBaseUrl(value);
  if (!normalized) return false;
  store?.setItem(SETTING_KEYS[name], normalized);
  return true;
}

/** The Hub base URL model records and repo files are read from (no trailing slash). */
export function hubUrl(): string {
  return readSetting("hubUrl");
}

/** `url` with its `from` prefix replaced by `to`, when it starts with `from` at a path boundary. */
function rebase(url: string, from: string, to: string): string | undefined {
  if (url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`)) return to + url.slice(from.length);
  return undefined;
}

/** A fetch for @inferkit/inference's `fetch` option: sends https://router.huggingface.co/... and https://huggingface.co/... to the configured router/hub when set, otherwise the global fetch. */
export function inferenceFetch(): typeof fetch {
  const router = readSetting("routerUrl");
  const hub = hubUrl();
  if (router === DEFAULT_ROUTER_URL && hub === DEFAULT_HUB_URL) return (input, init) => globalThis.fetch(input, init);
  const target = (url: string) => rebase(url, DEFAULT_ROUTER_URL, router) ?? rebase(url, DEFAULT_HUB_URL, hub) ?? url;
  return (input, init) => {
    if (input instanceof Request) return globalThis.fetch(new Request(target(input.url), input), init);
    return globalThis.fetch(target(input instanceof URL ? input.href : input), init);
  };
}
