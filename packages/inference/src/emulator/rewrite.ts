// How provider URLs map onto the emulator: the emulated host becomes the first path segment.

/** "https://api.groq.com/openai/v1/x?y" -> `${emulatorUrl}/api.groq.com/openai/v1/x?y`. Other URLs are unchanged. */
export function rewriteUrl(emulatorUrl: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return url;
  if (parsed.host === new URL(emulatorUrl).host) return url;
  return `${emulatorUrl}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

interface EmulatedTarget {
  host: string;
  path: string;
  search: string;
  query: Record<string, string>;
  /** False when the path has malformed percent-encoding (routes decode path segments). */
  decodable: boolean;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Splits a request target received by the emulator into the emulated host, path and query. */
export function parseTarget(requestTarget: string): EmulatedTarget {
  // Origin-form targets are appended to a fixed origin: `new URL("//x", base)` would read `x` as a host.
  const base = "http://emulator.invalid";
  let url: URL;
  try {
    url = requestTarget.startsWith("/") ? new URL(`${base}${requestTarget}`) : new URL(requestTarget, base);
  } catch {
    return { decodable: false, host: "", path: "/", search: "", query: {} };
  }
  const [, host = "", ...rest] = url.pathname.split("/");
  const decodable = decodes(url.pathname);
  return {
    decodable,
    host: (decodable ? decodeURIComponent(host) : host).toLowerCase(),
    path: `/${rest.join("/")}`,
    search: url.search,
    query: Object.fromEntries(url.searchParams),
  };
}

/** globalThis.fetch with every URL rewritten onto the emulator. */
export function rewritingFetch(emulatorUrl: string): typeof fetch {
  return (input, init) => {
    if (input instanceof Request) return globalThis.fetch(new Request(rewriteUrl(emulatorUrl, input.url), input), init);
    return globalThis.fetch(rewriteUrl(emulatorUrl, input instanceof URL ? input.href : input), init);
  };
}
