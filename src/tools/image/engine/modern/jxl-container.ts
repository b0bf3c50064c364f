import { ToolError } from '../../../../core/errors.js';
import { box, fourcc, u32 } from '../heic/boxes.js';
import type { KeptMetadata } from '../kept-metadata.js';

/** The JPEG XL signature box (ISO/IEC 18181-2 3.1) that starts every file in the container form. */
const SIGNATURE = Buffer.from([0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);
/** A bare codestream starts with these two bytes (18181-1 9.1). */
const CODESTREAM = Buffer.from([0xff, 0x0a]);

/**
 * Boxes the metadata beside a JPEG XL (18181-2): EXIF as an 'Exif' box (a 4-byte offset to the TIFF header, here 0,
 * then the TIFF), XMP as an 'xml ' box. libjxl's encoder as built by Squoosh takes pixels only and writes a bare
 * codestream, so that codestream becomes the container's 'jxlc' box; a file already in the container form gets the
 * boxes appended. Nothing to keep leaves the bytes as they are. The colour profile has no box of its own in JPEG XL
 * (it lives in the codestream's header), so it is not carried here.
 */
export function withJxlMetadata(file: Buffer, kept: KeptMetadata): Buffer {
  const boxes = [...(kept.exif ? [box('Exif', u32(0), kept.exif)] : []), ...(kept.xmp ? [box('xml ', kept.xmp)] : [])];
  if (boxes.length === 0) return file;
  if (file.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return Buffer.concat([file, ...boxes]);
  if (!file.subarray(0, 2).equals(CODESTREAM)) throw new ToolError('internal', 'the JPEG XL encoder wrote neither a codestream nor a container');
  const ftyp = box('ftyp', fourcc('jxl '), u32(0), fourcc('jxl '));
  // Metadata before the codestream, so a reader streaming the file has it before the pixels.
  return Buffer.concat([SIGNATURE, ftyp, ...boxes, box('jxlc', file)]);
}
