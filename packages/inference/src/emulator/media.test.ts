import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MEDIA, sniffMedia } from "./media";

describe("media fixtures", () => {
  it("the PNG has valid chunks (lengths and CRCs) and 8x8 pixels of RGB data", () => {
    const png = Buffer.from(MEDIA.image.bytes);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let offset = 8; offset < png.length; ) {
      const length = png.readUInt32BE(offset);
      const type = png.toString("latin1", offset + 4, offset + 8);
      const data = png.subarray(offset + 8, offset + 8 + length);
      chunks.push({ type, data });
      offset += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([8, 8, 8, 2]);
    // One filter byte plus 3 bytes per pixel, per row.
    expect(inflateSync(chunks[1]?.data ?? Buffer.alloc(0)).length).toBe(8 * (1 + 8 * 3));
  });

  it("the PNG's CRCs are the standard CRC-32 (zlib's)", () => {
    const png = Buffer.from(MEDIA.image.bytes);
    const length = png.readUInt32BE(8);
    expect(png.readUInt32BE(16 + length)).toBe(crc32(png.subarray(12, 16 + length)));
  });

  it("the WAV header describes its data", () => {
    const wav = Buffer.from(MEDIA.audio.bytes);
    expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("latin1", 8, 16)).toBe("WAVEfmt ");
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  it("the MP4 is ftyp, moov (fast start), then mdat, each box well sized", () => {
    const mp4 = Buffer.from(MEDIA.video.bytes);
    const types: string[] = [];
    let offset = 0;
    while (offset < mp4.length) {
      types.push(mp4.toString("latin1", offset + 4, offset + 8));
      offset += mp4.readUInt32BE(offset);
    }
    expect(offset).toBe(mp4.length);
    expect(types).toEqual(["ftyp", "moov", "mdat"]);
  });

  it("sniffs images, audio and video by magic numbers", () => {
    expect(sniffMedia(MEDIA.image.bytes)).toBe("image");
    expect(sniffMedia(MEDIA.audio.bytes)).toBe("audio");
    expect(sniffMedia(MEDIA.video.bytes)).toBe("video");
    expect(sniffMedia(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image");
    expect(sniffMedia(new TextEncoder().encode("fLaC...."))).toBe("audio");
    expect(sniffMedia(new TextEncoder().encode("hello"))).toBeUndefined();
    expect(sniffMedia(new Uint8Array())).toBeUndefined();
  });
});
