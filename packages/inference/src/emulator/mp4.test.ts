import { describe, expect, it } from "vitest";
import { CLIP_CODEC, DEFAULT_CLIP, makeMp4 } from "./mp4";

/** The children of the box whose payload spans `start`..`end`. */
function children(file: Buffer, start: number, end: number): Map<string, { start: number; end: number }> {
  const found = new Map<string, { start: number; end: number }>();
  for (let offset = start; offset < end; ) {
    const size = file.readUInt32BE(offset);
    found.set(file.toString("latin1", offset + 4, offset + 8), { start: offset + 8, end: offset + size });
    offset += size;
  }
  return found;
}

/** The payload range of the box at `path` (e.g. moov/trak/mdia). */
function find(file: Buffer, path: string): { start: number; end: number } {
  let range = { start: 0, end: file.length };
  for (const type of path.split("/")) {
    const next = children(file, range.start, range.end).get(type);
    if (!next) throw new Error(`no ${type} in ${path}`);
    range = next;
  }
  return range;
}

/** Reads H.264 bit fields: fixed width and unsigned Exp-Golomb. */
function bitReader(bytes: Uint8Array) {
  let position = 0;
  const u = (width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++, position++)
      value = value * 2 + (((bytes[position >> 3] ?? 0) >> (7 - (position & 7))) & 1);
    return value;
  };
  const ue = () => {
    let zeros = 0;
    while (u(1) === 0) zeros++;
    return 2 ** zeros - 1 + u(zeros);
  };
  return { u, ue };
}

/** Whether a NAL unit's payload holds a start code (00 00 00, 00 00 01 or 00 00 02), which emulation prevention forbids. */
function hasStartCode(nal: Uint8Array): boolean {
  for (let j = 2; j < nal.length; j++) if (nal[j - 2] === 0 && nal[j - 1] === 0 && (nal[j] ?? 0) <= 2) return true;
  return false;
}

describe("the emulator's MP4 clip", () => {
  const file = Buffer.from(makeMp4());

  it("declares an avc1 track of 32×32 pixels, 8 frames at 2 per second (4 s)", () => {
    const mvhd = find(file, "moov/mvhd");
    expect([file.readUInt32BE(mvhd.start + 12), file.readUInt32BE(mvhd.start + 16)]).toEqual([1000, 4000]);
    const tkhd = find(file, "moov/trak/tkhd");
    expect([file.readUInt32BE(tkhd.end - 8) >>> 16, file.readUInt32BE(tkhd.end - 4) >>> 16]).toEqual([32, 32]);
    const hdlr = find(file, "moov/trak/mdia/hdlr");
    expect(file.toString("latin1", hdlr.start + 8, hdlr.start + 12)).toBe("vide");
    const stts = find(file, "moov/trak/mdia/minf/stbl/stts");
    expect([file.readUInt32BE(stts.start + 8), file.readUInt32BE(stts.start + 12)]).toEqual([8, 500]);
    const stsd = find(file, "moov/trak/mdia/minf/stbl/stsd");
    expect(file.toString("latin1", stsd.start + 12, stsd.start + 16)).toBe("avc1");
  });

  it("has an avcC whose SPS says Baseline level 1, 2×2 macroblocks, as the codec string does", () => {
    const avcC = file.indexOf("avcC", 0, "latin1") + 4;
    const [version, profile, flags, level] = file.subarray(avcC, avcC + 4);
    expect(version).toBe(1);
    expect(`avc1.${[profile, flags, level].map((b) => (b ?? 0).toString(16).padStart(2, "0")).join("")}`).toBe(
      CLIP_CODEC.toLowerCase(),
    );
    const spsLength = file.readUInt16BE(avcC + 6);
    const sps = file.subarray(avcC + 8, avcC + 8 + spsLength);
    expect((sps[0] ?? 0) & 0x1f).toBe(7); // NAL type: SPS
    const bits = bitReader(sps.subarray(1));
    expect([bits.u(8), bits.u(8), bits.u(8)]).toEqual([66, 0xc0, 10]);
    bits.ue(); // seq_parameter_set_id
    bits.ue(); // log2_max_frame_num_minus4
    expect(bits.ue()).toBe(2); // pic_order_cnt_type
    bits.ue(); // max_num_ref_frames
    bits.u(1);
    expect([bits.ue() + 1, bits.ue() + 1]).toEqual([DEFAULT_CLIP.widthMbs, DEFAULT_CLIP.heightMbs]);
    const ppsAt = avcC + 8 + spsLength;
    expect(file[ppsAt]).toBe(1); // one PPS
    expect((file[ppsAt + 3] ?? 0) & 0x1f).toBe(8);
  });

  it("stores every frame as one length-prefixed IDR slice, where the sample table says", () => {
    const stsz = find(file, "moov/trak/mdia/minf/stbl/stsz");
    const count = file.readUInt32BE(stsz.start + 8);
    expect(count).toBe(DEFAULT_CLIP.frames.length);
    const stco = find(file, "moov/trak/mdia/minf/stbl/stco");
    let offset = file.readUInt32BE(stco.start + 8);
    const mdat = find(file, "mdat");
    expect(offset).toBe(mdat.start);
    for (let i = 0; i < count; i++) {
      const size = file.readUInt32BE(stsz.start + 12 + 4 * i);
      const nal = file.subarray(offset + 4, offset + size);
      expect(file.readUInt32BE(offset)).toBe(size - 4);
      expect(nal[0]).toBe(0x65); // nal_ref_idc 3, IDR slice
      expect(hasStartCode(nal)).toBe(false);
      offset += size;
    }
    expect(offset).toBe(mdat.end);
  });

  it("escapes samples that would look like a start code", () => {
    // A dark frame whose samples, after the byte-aligned header, hold runs of zero bytes.
    const clip = Buffer.from(makeMp4({ widthMbs: 1, heightMbs: 1, framesPerSecond: 1, frames: [[1, 0, 0]] }));
    const mdat = find(clip, "mdat");
    const nal = clip.subarray(mdat.start + 4, mdat.end);
    expect(nal.includes(Buffer.from([0, 0, 3]))).toBe(true);
    expect(hasStartCode(nal)).toBe(false);
  });
});
