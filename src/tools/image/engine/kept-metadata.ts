import type { Metadata } from 'sharp';

/** What `metadata=keep` carries into a container this project writes itself (HEIC, JPEG XL). */
export interface KeptMetadata {
  /** The TIFF-structured EXIF (from its II/MM header on), Orientation set to 1. */
  exif?: Buffer;
  xmp?: Buffer;
  /** An RGB ICC profile; the pixels must then be left in its colour space. */
  icc?: Buffer;
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The EXIF as sharp reports it ("Exif\0\0" then TIFF) as bare TIFF with Orientation 1, since the pixels are written
 * upright: what the sharp-based tools' keep does too. The tag is patched in place, so every other tag stays byte for
 * byte. Null when the bytes are not a TIFF structure a reader could use.
 */
export function uprightExif(exif: Buffer): Buffer | null {
  const start = exif.subarray(0, 6).equals(Buffer.from('Exif\0\0', 'latin1')) ? 6 : 0;
  const tiff = Buffer.from(exif.subarray(start));
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === SHORT) {
      // A SHORT with a count of 1 sits left-justified in the 4-byte value field.
      if (le) tiff.writeUInt16LE(1, entry + 8);
      else tiff.writeUInt16BE(1, entry + 8);
    }
  }
  return tiff;
}

/** ICC header bytes 16-19: the colour space of the data the profile describes. */
const iccSpace = (icc: Buffer): string => (icc.length >= 128 ? icc.toString('latin1', 16, 20) : '');

/**
 * The source's metadata to keep. A profile is kept only when it describes RGB data: a CMYK or grey profile cannot
 * describe the RGB pixels written, which are then converted to sRGB as with strip.
 */
export function keptMetadataOf(meta: Metadata): KeptMetadata {
  const exif = meta.exif ? uprightExif(meta.exif) : null;
  return {
    ...(exif ? { exif } : {}),
    ...(meta.xmp && meta.xmp.length > 0 ? { xmp: meta.xmp } : {}),
    ...(meta.icc && iccSpace(meta.icc) === 'RGB ' ? { icc: meta.icc } : {}),
  };
}
