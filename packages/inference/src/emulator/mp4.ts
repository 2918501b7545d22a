// A short H.264 clip in an MP4 file, built in code so the emulator's videos play in a <video> element.
// Every macroblock is I_PCM (its raw samples follow the macroblock type), so no encoder is needed, and
// every frame is an IDR picture: the smallest stream a Baseline decoder accepts without prediction.

export interface ClipOptions {
  /** Width and height in 16-pixel macroblocks. */
  widthMbs: number;
  heightMbs: number;
  framesPerSecond: number;
  /** One solid colour per frame, as limited-range BT.601 [Y, Cb, Cr]. */
  frames: ReadonlyArray<readonly [number, number, number]>;
}

/** Red, green, blue, white: one second each at 2 frames per second, 32×32 pixels. */
export const DEFAULT_CLIP: ClipOptions = {
  widthMbs: 2,
  heightMbs: 2,
  framesPerSecond: 2,
  frames: [
    [81, 90, 240],
    [81, 90, 240],
    [145, 54, 34],
    [145, 54, 34],
    [41, 240, 110],
    [41, 240, 110],
    [235, 128, 128],
    [235, 128, 128],
  ],
};

/** The codec string of the clip, for `canPlayType` and MSE: Baseline (constrained), level 1. */
export const CLIP_CODEC = "avc1.42C00A";
const PROFILE_BASELINE = 66;
const CONSTRAINED_BASELINE_FLAGS = 0xc0;
const LEVEL_1 = 10;
const MB_TYPE_I_PCM = 25;
const SLICE_TYPE_I = 7; // "all slices of the picture are I"

/** Writes the bit fields of H.264 syntax: fixed width and Exp-Golomb, most significant bit first. */
class BitWriter {
  private readonly bits: number[] = [];

  u(value: number, width: number): this {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
    return this;
  }

  /** Unsigned Exp-Golomb. */
  ue(value: number): this {
    const code = value + 1;
    const length = 32 - Math.clz32(code);
    return this.u(0, length - 1).u(code, length);
  }

  /** Signed Exp-Golomb. */
  se(value: number): this {
    return this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignWithZeros(): this {
    while (this.bits.length % 8) this.bits.push(0);
    return this;
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): this {
    this.bits.push(1);
    return this.alignWithZeros();
  }

  toBytes(): Uint8Array {
    const out = new Uint8Array(this.bits.length / 8);
    this.bits.forEach((bit, i) => {
      out[i >> 3] = (out[i >> 3] as number) | (bit << (7 - (i & 7)));
    });
    return out;
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes (no 00 00 0x with x ≤ 3). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros === 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sequenceParameterSet(clip: ClipOptions): Uint8Array {
  const bits = new BitWriter()
    .u(PROFILE_BASELINE, 8)
    .u(CONSTRAINED_BASELINE_FLAGS, 8)
    .u(LEVEL_1, 8)
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type: order follows decoding
    .ue(1) // max_num_ref_frames
    .u(0, 1) // gaps_in_frame_num_value_allowed_flag
    .ue(clip.widthMbs - 1)
    .ue(clip.heightMbs - 1)
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1) // direct_8x8_inference_flag
    .u(0, 1) // frame_cropping_flag
    .u(0, 1) // vui_parameters_present_flag
    .trailing();
  return nalUnit(3, 7, bits.toBytes());
}

function pictureParameterSet(): Uint8Array {
  const bits = new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .u(0, 1) // entropy_coding_mode_flag: CAVLC
    .u(0, 1) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .u(0, 1) // weighted_pred_flag
    .u(0, 2) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .u(0, 1) // deblocking_filter_control_present_flag
    .u(0, 1) // constrained_intra_pred_flag
    .u(0, 1) // redundant_pic_cnt_present_flag
    .trailing();
  return nalUnit(3, 8, bits.toBytes());
}

/** One IDR picture of a solid colour: one slice of I_PCM macroblocks. */
function idrSlice(clip: ClipOptions, index: number, [y, cb, cr]: readonly [number, number, number]): Uint8Array {
  const bits = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(SLICE_TYPE_I)
    .ue(0) // pic_parameter_set_id
    .u(0, 4) // frame_num (always 0 for IDR)
    .ue(index % 2) // idr_pic_id: consecutive IDR pictures must differ
    .u(0, 1) // no_output_of_prior_pics_flag
    .u(0, 1) // long_term_reference_flag
    .se(0); // slice_qp_delta
  // 16×16 luma samples, then 8×8 Cb and 8×8 Cr (4:2:0).
  const samples = [
    ...new Array<number>(256).fill(y),
    ...new Array<number>(64).fill(cb),
    ...new Array<number>(64).fill(cr),
  ];
  for (let mb = 0; mb < clip.widthMbs * clip.heightMbs; mb++) {
    bits.ue(MB_TYPE_I_PCM).alignWithZeros();
    for (const sample of samples) bits.u(sample, 8);
  }
  return nalUnit(3, 5, bits.trailing().toBytes());
}

// ---- ISO base media file format ----

const u8 = (...values: number[]) => Uint8Array.from(values);
function u16(...values: number[]): Uint8Array {
  const out = Buffer.alloc(2 * values.length);
  for (const [i, value] of values.entries()) out.writeUInt16BE(value & 0xffff, 2 * i);
  return out;
}
function u32(...values: number[]): Uint8Array {
  const out = Buffer.alloc(4 * values.length);
  for (const [i, value] of values.entries()) out.writeUInt32BE(value >>> 0, 4 * i);
  return out;
}
const text = (value: string) => Buffer.from(value, "latin1");

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(8 + payload.length), text(type), payload]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Buffer {
  return box(type, u32(((version & 0xff) << 24) | (flags & 0xffffff)), ...parts);
}

const IDENTITY_MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);
const LANGUAGE_UND = 0x55c4; // "und", three 5-bit letters
const TIMESCALE = 1000;

function avcSampleEntry(clip: ClipOptions, sps: Uint8Array, pps: Uint8Array): Buffer {
  const width = clip.widthMbs * 16;
  const height = clip.heightMbs * 16;
  const config = box(
    "avcC",
    u8(1, PROFILE_BASELINE, CONSTRAINED_BASELINE_FLAGS, LEVEL_1, 0xff /* 4-byte NAL lengths */, 0xe1 /* one SPS */),
    u16(sps.length),
    sps,
    u8(1),
    u16(pps.length),
    pps,
  );
  return box(
    "avc1",
    u8(0, 0, 0, 0, 0, 0),
    u16(1), // data_reference_index
    u16(0, 0),
    u32(0, 0, 0),
    u16(width, height),
    u32(0x480000, 0x480000, 0), // 72 dpi, 72 dpi, reserved
    u16(1), // frame_count
    new Uint8Array(32), // compressorname
    u16(0x18, 0xffff), // depth, pre_defined
    config,
  );
}

/** The clip as a progressive MP4 (moov before mdat), one sample per frame. */
export function makeMp4(clip: ClipOptions = DEFAULT_CLIP): Uint8Array {
  const sps = sequenceParameterSet(clip);
  const pps = pictureParameterSet();
  const samples = clip.frames.map((colour, i) => {
    const slice = idrSlice(clip, i, colour);
    return Buffer.concat([u32(slice.length), slice]);
  });
  const frameTicks = TIMESCALE / clip.framesPerSecond;
  const duration = frameTicks * samples.length;
  const width = clip.widthMbs * 16;
  const height = clip.heightMbs * 16;
  const ftyp = box("ftyp", text("isom"), u32(0x200), text("isomiso2avc1mp41"));
  const moov = (chunkOffset: number) =>
    box(
      "moov",
      fullBox(
        "mvhd",
        0,
        0,
        u32(0, 0, TIMESCALE, duration, 0x10000),
        u16(0x100, 0),
        u32(0, 0),
        IDENTITY_MATRIX,
        u32(0, 0, 0, 0, 0, 0, 2),
      ),
      box(
        "trak",
        fullBox(
          "tkhd",
          0,
          3,
          u32(0, 0, 1, 0, duration, 0, 0),
          u16(0, 0, 0, 0),
          IDENTITY_MATRIX,
          u32(width << 16, height << 16),
        ),
        box(
          "mdia",
          fullBox("mdhd", 0, 0, u32(0, 0, TIMESCALE, duration), u16(LANGUAGE_UND, 0)),
          fullBox("hdlr", 0, 0, u32(0), text("vide"), u32(0, 0, 0), text("VideoHandler\0")),
          box(
            "minf",
            fullBox("vmhd", 0, 1, u16(0, 0, 0, 0)),
            box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))),
            box(
              "stbl",
              fullBox("stsd", 0, 0, u32(1), avcSampleEntry(clip, sps, pps)),
              fullBox("stts", 0, 0, u32(1, samples.length, frameTicks)),
              fullBox("stsc", 0, 0, u32(1, 1, samples.length, 1)),
              fullBox("stsz", 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
              fullBox("stco", 0, 0, u32(1, chunkOffset)),
            ),
          ),
        ),
      ),
    );
  // The chunk offset does not change moov's size: measure it once, then write the real offset.
  const mdatStart = ftyp.length + moov(0).length;
  return Buffer.concat([ftyp, moov(mdatStart + 8), box("mdat", ...samples)]);
}
