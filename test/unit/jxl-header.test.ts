import { describe, expect, it } from 'vitest';
import { jxlSize } from '../../src/tools/image/engine/modern/jxl-header.js';
import { BOXED_JXL, LOSSLESS_JXL } from '../tools/image/modern-samples.js';

/** A codestream signature plus a SizeHeader written bit by bit (LSB first), as the JPEG XL spec lays it out. */
function sizeHeader(fields: Array<[value: number, bits: number]>): Buffer {
  const bits: number[] = [];
  for (const [value, n] of fields) for (let i = 0; i < n; i++) bits.push(Math.floor(value / 2 ** i) % 2);
  const bytes = Buffer.alloc(Math.ceil(bits.length / 8) + 4);
  bits.forEach((b, i) => (bytes[i >> 3] |= b << (i & 7)));
  return Buffer.concat([Buffer.from([0xff, 0x0a]), bytes]);
}

describe('the JPEG XL SizeHeader, read before decoding', () => {
  it('reads the size of cjxl files, bare and boxed', () => {
    expect(jxlSize(LOSSLESS_JXL)).toEqual({ width: 48, height: 32 });
    expect(jxlSize(BOXED_JXL)).toEqual({ width: 48, height: 32 });
  });

  it('reads a huge declared size from a few bytes (a pixel bomb is known by its header)', () => {
    // not small; height selector 3 (30 bits) = 65535 + 1; ratio 0; width selector 3 = 99999 + 1.
    const bomb = sizeHeader([[0, 1], [3, 2], [65535, 30], [0, 3], [3, 2], [99999, 30]]);
    expect(jxlSize(bomb)).toEqual({ width: 100000, height: 65536 });
  });

  it('applies the small form (multiples of 8) and the fixed aspect ratios', () => {
    // small: height (4+1)*8 = 40, ratio 5 = 16:9 gives width floor(40*16/9) = 71.
    expect(jxlSize(sizeHeader([[1, 1], [4, 5], [5, 3]]))).toEqual({ width: 71, height: 40 });
  });

  it('refuses what is not JPEG XL or is cut short', () => {
    expect(() => jxlSize(Buffer.from('not a picture at all'))).toThrow('not a JPEG XL file');
    expect(() => jxlSize(Buffer.from([0xff, 0x0a]))).toThrow('the JPEG XL header is truncated');
  });
});
