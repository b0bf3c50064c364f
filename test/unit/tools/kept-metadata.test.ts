import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { keptMetadataOf, uprightExif } from '../../../src/tools/image/engine/kept-metadata.js';
import { withJxlMetadata } from '../../../src/tools/image/engine/modern/jxl-container.js';

/** A TIFF-structured EXIF with two IFD0 tags, Make "Acme" and Orientation 6, in either byte order. */
function tiff(littleEndian: boolean): Buffer {
  const b = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 5);
  const u16 = (v: number, at: number) => (littleEndian ? b.writeUInt16LE(v, at) : b.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (littleEndian ? b.writeUInt32LE(v, at) : b.writeUInt32BE(v, at));
  b.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(2, 8);
  // Make: ASCII, 5 bytes, stored after the IFD.
  u16(0x010f, 10);
  u16(2, 12);
  u32(5, 14);
  u32(38, 18);
  // Orientation: SHORT, 1 value, 6 (turned 90 degrees clockwise).
  u16(0x0112, 22);
  u16(3, 24);
  u32(1, 26);
  u16(6, 30);
  u32(0, 34);
  b.write('Acme\0', 38, 'latin1');
  return b;
}

describe('uprightExif', () => {
  it.each([true, false])('sets Orientation to 1 and keeps every other byte (little-endian: %s)', async (le) => {
    const source = tiff(le);
    const withHeader = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), source]);
    const out = uprightExif(withHeader)!;
    expect(out.length).toBe(source.length);
    const differing = [...out].flatMap((v, i) => (v === source[i] ? [] : [i]));
    expect(differing).toEqual([le ? 30 : 31]);
    const read = await exifr.parse(out, { translateValues: false });
    expect([read.Make, read.Orientation]).toEqual(['Acme', 1]);
    // The source buffer (sharp's metadata) is left alone.
    expect((await exifr.parse(source, { translateValues: false })).Orientation).toBe(6);
  });

  it('refuses bytes that are not a TIFF structure, and keeps only an RGB colour profile', () => {
    expect(uprightExif(Buffer.from('Exif\0\0not a tiff', 'latin1'))).toBeNull();
    const icc = (space: string) => Buffer.concat([Buffer.alloc(16), Buffer.from(space, 'latin1'), Buffer.alloc(108)]);
    expect(keptMetadataOf({ icc: icc('RGB ') } as never).icc).toBeDefined();
    expect(keptMetadataOf({ icc: icc('CMYK') } as never).icc).toBeUndefined();
  });
});

describe('withJxlMetadata', () => {
  const codestream = Buffer.from([0xff, 0x0a, 1, 2, 3]);

  it('wraps a bare codestream in the container with Exif and xml boxes before jxlc', async () => {
    const exif = uprightExif(tiff(true))!;
    const out = withJxlMetadata(codestream, { exif, xmp: Buffer.from('<x:xmpmeta/>') });
    const types: string[] = [];
    let exifBox: Buffer | undefined;
    for (let at = 0; at < out.length; ) {
      const size = out.readUInt32BE(at);
      const type = out.toString('latin1', at + 4, at + 8);
      types.push(type);
      if (type === 'Exif') exifBox = out.subarray(at + 8, at + size);
      if (type === 'jxlc') expect(out.subarray(at + 8, at + size).equals(codestream)).toBe(true);
      at += size;
    }
    expect(types).toEqual(['JXL ', 'ftyp', 'Exif', 'xml ', 'jxlc']);
    expect(exifBox!.readUInt32BE(0)).toBe(0);
    expect((await exifr.parse(exifBox!.subarray(4), { translateValues: false })).Make).toBe('Acme');
  });

  it('leaves the file as it is when there is nothing to keep, and refuses bytes that are no JPEG XL', () => {
    expect(withJxlMetadata(codestream, {})).toBe(codestream);
    expect(() => withJxlMetadata(Buffer.from('nope'), { xmp: Buffer.from('x') })).toThrow(/neither/);
  });
});
