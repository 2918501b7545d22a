// A playground state as a link: JSON, deflate-raw compressed, base64url-encoded into the fragment
// (`/playground#s=…`). The fragment never reaches a server, and compression keeps real templates short.

import { readStreamCapped } from "../read-capped";
import { messageOf } from "../unknown-values";
import { type PlaygroundState, readPlaygroundState } from "./playground-state";

export const SHARE_PREFIX = "#s=";
/** Longest fragment we make or read: links past this are cut by chat apps, mail clients and some servers. */
export const SHARE_LINK_LIMIT = 32_000;
/** Most bytes a fragment may inflate to, so a crafted link cannot exhaust memory. */
export const SHARED_STATE_LIMIT = 1_000_000;
const FORMAT_VERSION = 1;

export type ShareResult = { ok: true; fragment: string } | { ok: false; message: string };
export type OpenResult = { ok: true; state: PlaygroundState } | { ok: false; message: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function through(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
): ReadableStream<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return input.pipeThrough(transform);
}

export async function shareFragment(state: PlaygroundState): Promise<ShareResult> {
  const json = new TextEncoder().encode(JSON.stringify({ v: FORMAT_VERSION, ...state }));
  const compressed = await readStreamCapped(
    through(json, new CompressionStream("deflate-raw")),
    Number.POSITIVE_INFINITY,
  );
  const fragment = `${SHARE_PREFIX}${toBase64Url(compressed ?? new Uint8Array())}`;
  if (fragment.length > SHARE_LINK_LIMIT) {
    const kb = (n: number) => `${Math.ceil(n / 1000)} kB`;
    return {
      ok: false,
      message: `This playground is too large for a link (${kb(fragment.length)} compressed; the limit is ${kb(SHARE_LINK_LIMIT)}). Shorten the template or the conversation.`,
    };
  }
  return { ok: true, fragment };
}

/** The state a fragment carries; null when the fragment is not a share link at all. */
export async function openFragment(hash: string): Promise<OpenResult | null> {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  const damaged = (why: string): OpenResult => ({
    ok: false,
    message: `This link’s playground could not be opened: ${why}`,
  });
  if (hash.length > SHARE_LINK_LIMIT) return damaged("it is longer than any link the playground makes.");
  try {
    const bytes = fromBase64Url(hash.slice(SHARE_PREFIX.length));
    const json = await readStreamCapped(through(bytes, new DecompressionStream("deflate-raw")), SHARED_STATE_LIMIT);
    if (!json) return damaged("it unpacks to more than 1 MB.");
    const value: unknown = JSON.parse(new TextDecoder().decode(json));
    const state = readPlaygroundState(value);
    if (!state) return damaged("it does not hold a playground.");
    return { ok: true, state };
  } catch (error) {
    return damaged(`it is damaged or cut short (${messageOf(error)}).`);
  }
}
