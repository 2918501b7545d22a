// Tiny valid media files built in code, and the URLs under which emulated CDNs serve them.
import { deflateSync } from "node:zlib";
import type { EmulatedRequest } from "./emulated-request";
import { newId } from "./fake";
import { makeMp4 } from "./mp4";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8x8 RGB PNG with a gradient, so decoders see real pixels. */
function makePng(size = 8): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter/interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(x * 32, y * 32, 128);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from(rows))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** 0.1 s of a 440 Hz tone, 16 kHz mono 16-bit PCM WAV. */
function makeWav(sampleRate = 16_000, seconds = 0.1): Uint8Array {
  const samples = Math.round(sampleRate * seconds);
  const out = Buffer.alloc(44 + samples * 2);
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write("WAVEfmt ", 8, "latin1");
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write("data", 36, "latin1");
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  return out;
}

export type MediaKind = "image" | "audio" | "video";

export const MEDIA: Record<MediaKind, { contentType: string; extension: string; bytes: Uint8Array }> = {
  image: { contentType: "image/png", extension: "png", bytes: makePng() },
  audio: { contentType: "audio/wav", extension: "wav", bytes: makeWav() },
  video: { contentType: "video/mp4", extension: "mp4", bytes: makeMp4() },
};

export function base64Of(kind: MediaKind): string {
  return Buffer.from(MEDIA[kind].bytes).toString("base64");
}

/** A fresh URL on a provider's media host, served by `serveMedia`. */
export function mediaUrl(host: string, kind: MediaKind): string {
  return `https://${host}/emulated/${newId()}.${MEDIA[kind].extension}`;
}

/** GET of a media URL handed out earlier: answers the fixture matching the extension. */
export function serveMedia(call: EmulatedRequest): void {
  const extension = /\.(\w+)$/.exec(call.path)?.[1];
  const media = Object.values(MEDIA).find((m) => m.extension === extension);
  if (call.method !== "GET" || !media) {
    call.fail(404, `No media at ${call.host}${call.path}`);
    return;
  }
  call.bytes(200, media.contentType, media.bytes);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** What kind of media file `bytes` is, from its magic numbers. */
export function sniffMedia(bytes: Uint8Array): MediaKind | undefined {
  const isRiff = startsWith(bytes, ascii("RIFF"));
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii("GIF8")) ||
    (isRiff && startsWith(bytes, ascii("WEBP"), 8)) ||
    startsWith(bytes, ascii("BM"))
  )
    return "image";
  if (
    (isRiff && startsWith(bytes, ascii("WAVE"), 8)) ||
    startsWith(bytes, ascii("fLaC")) ||
    startsWith(bytes, ascii("ID3")) ||
    startsWith(bytes, ascii("OggS")) ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
  )
    return "audio";
  if (startsWith(bytes, ascii("ftyp"), 4) || startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "video";
  return undefined;
}
