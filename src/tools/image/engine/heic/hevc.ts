import { ToolError } from '../../../../core/errors.js';

/** One NAL unit without its start code: two header bytes, then the payload (emulation prevention bytes kept). */
export interface NalUnit {
  type: number;
  bytes: Buffer;
}

export const NAL_VPS = 32;
export const NAL_SPS = 33;
export const NAL_PPS = 34;
/** Types 0-31 carry coded slices; everything from 32 up is parameter sets, SEI and delimiters. */
export const isVcl = (type: number): boolean => type < 32;

/**
 * Splits an Annex-B stream (what `-f hevc` writes) at its 00 00 01 start codes. The zero byte of a four-byte start
 * code and any trailing zeros belong to no unit: Annex-B allows them between units, HEIF's length prefixes do not.
 */
export function splitAnnexB(stream: Buffer): NalUnit[] {
  const starts: number[] = [];
  for (let i = 0; i + 2 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  const units: NalUnit[] = [];
  starts.forEach((start, k) => {
    let end = k + 1 < starts.length ? starts[k + 1] - 3 : stream.length;
    while (end > start && stream[end - 1] === 0) end--;
    if (end - start < 2) return;
    const bytes = stream.subarray(start, end);
    units.push({ type: (bytes[0] >> 1) & 0x3f, bytes });
  });
  return units;
}

/** The payload with its emulation prevention bytes (the 03 of 00 00 03) removed, as the syntax is read. */
function rbsp(unit: Buffer): Buffer {
  const out: number[] = [];
  let zeros = 0;
  for (let i = 2; i < unit.length; i++) {
    const b = unit[i];
    if (zeros >= 2 && b === 3) {
      zeros = 0;
      continue;
    }
    zeros = b === 0 ? zeros + 1 : 0;
    out.push(b);
  }
  return Buffer.from(out);
}

/** MSB-first bit reader with Exp-Golomb codes, as H.265 writes its parameter sets. */
class BitReader {
  #at = 0;
  constructor(private readonly bytes: Buffer) {}

  bit(): number {
    const byte = this.bytes[this.#at >> 3];
    if (byte === undefined) throw new ToolError('internal', 'the HEVC sequence parameter set is truncated');
    const v = (byte >> (7 - (this.#at & 7))) & 1;
    this.#at++;
    return v;
  }

  bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 2 + this.bit();
    return v;
  }

  skip(n: number): void {
    this.#at += n;
  }

  ue(): number {
    let zeros = 0;
    while (this.bit() === 0) {
      if (++zeros > 31) throw new ToolError('internal', 'the HEVC sequence parameter set holds a bad Exp-Golomb code');
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }
}

/** What HEIF's hvcC and ispe need from the sequence parameter set. */
export interface SpsFacts {
  /** general_profile_space .. general_level_idc: the 12 bytes hvcC copies after its version byte. */
  profileTierLevel: Buffer;
  chromaFormat: number;
  bitDepthLuma: number;
  bitDepthChroma: number;
  /** The decoded picture's size: the coded size less the conformance window. */
  width: number;
  height: number;
}

/** Reads the SPS fields HEIF repeats (H.265 7.3.2.2), up to the bit depths. */
export function readSps(unit: Buffer): SpsFacts {
  const data = rbsp(unit);
  const r = new BitReader(data);
  r.skip(4);
  const maxSubLayersMinus1 = r.bits(3);
  r.skip(1);
  const profileTierLevel = Buffer.from(data.subarray(1, 13));
  if (profileTierLevel.length !== 12) throw new ToolError('internal', 'the HEVC sequence parameter set is truncated');
  r.skip(96);
  // Sub-layer profile and level flags, which a one-picture stream does not have, but the syntax is followed anyway.
  const subProfile: number[] = [];
  const subLevel: number[] = [];
  for (let i = 0; i < maxSubLayersMinus1; i++) {
    subProfile.push(r.bit());
    subLevel.push(r.bit());
  }
  if (maxSubLayersMinus1 > 0) r.skip(2 * (8 - maxSubLayersMinus1));
  for (let i = 0; i < maxSubLayersMinus1; i++) r.skip((subProfile[i] ? 88 : 0) + (subLevel[i] ? 8 : 0));
  r.ue();
  const chromaFormat = r.ue();
  if (chromaFormat === 3) r.skip(1);
  let width = r.ue();
  let height = r.ue();
  if (r.bit()) {
    // Conformance window offsets count chroma samples: two luma samples each way in 4:2:0.
    const unitX = chromaFormat === 1 || chromaFormat === 2 ? 2 : 1;
    const unitY = chromaFormat === 1 ? 2 : 1;
    const [left, right, top, bottom] = [r.ue(), r.ue(), r.ue(), r.ue()];
    width -= unitX * (left + right);
    height -= unitY * (top + bottom);
  }
  const bitDepthLuma = r.ue() + 8;
  const bitDepthChroma = r.ue() + 8;
  return { profileTierLevel, chromaFormat, bitDepthLuma, bitDepthChroma, width, height };
}
