import type { DecoderKind } from './protocol.js';

/** HEIF in HEVC (file-type's names for a still image and for an image sequence such as a burst). */
export const HEIF_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'] as const;
export const JXL_TYPES = ['image/jxl'] as const;
/** Camera RAW as file-type names them (TIFF-based ones by their maker's tags, CR3 by its ftyp brand). */
export const RAW_TYPES = [
  'image/x-canon-cr2',
  'image/x-canon-cr3',
  'image/x-nikon-nef',
  'image/x-sony-arw',
  'image/x-adobe-dng',
  'image/x-fujifilm-raf',
  'image/x-olympus-orf',
  'image/x-panasonic-rw2',
] as const;

/** Inputs no libvips loader here reads: each is decoded by a WebAssembly engine in a child process (decode.ts). */
export const MODERN_TYPES = [...HEIF_TYPES, ...JXL_TYPES, ...RAW_TYPES] as const;

export function decoderKind(mime: string): DecoderKind | null {
  if ((HEIF_TYPES as readonly string[]).includes(mime)) return 'heif';
  if ((JXL_TYPES as readonly string[]).includes(mime)) return 'jxl';
  if ((RAW_TYPES as readonly string[]).includes(mime)) return 'raw';
  return null;
}
