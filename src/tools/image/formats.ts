import type { Sharp } from 'sharp';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';

interface FormatFacts {
  mime: string;
  ext: string;
  alpha: boolean;
  animation: boolean;
}

export const FORMATS: Record<OutputFormat, FormatFacts> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', alpha: false, animation: false },
  png: { mime: 'image/png', ext: 'png', alpha: true, animation: false },
  webp: { mime: 'image/webp', ext: 'webp', alpha: true, animation: true },
  avif: { mime: 'image/avif', ext: 'avif', alpha: true, animation: false },
  gif: { mime: 'image/gif', ext: 'gif', alpha: true, animation: true },
  tiff: { mime: 'image/tiff', ext: 'tiff', alpha: true, animation: false },
};

/**
 * "Same as input": each accepted type maps to the format it is written back as.
 * SVG becomes PNG because libvips has no SVG writer; JPEG XL becomes PNG (it may be lossless or have alpha).
 */
export function sameFormatAs(mime: string): OutputFormat {
  switch (mime) {
    case 'image/jpeg':
      return 'jpeg';
    case 'image/webp':
      return 'webp';
    case 'image/avif':
      return 'avif';
    case 'image/gif':
      return 'gif';
    case 'image/tiff':
      return 'tiff';
    // Phone photos and camera RAW are photographs: written back as JPEG, not as a lossless PNG many times their size.
    case 'image/heic':
    case 'image/heif':
    case 'image/heic-sequence':
    case 'image/heif-sequence':
    case 'image/x-canon-cr2':
    case 'image/x-canon-cr3':
    case 'image/x-nikon-nef':
    case 'image/x-sony-arw':
    case 'image/x-adobe-dng':
    case 'image/x-fujifilm-raf':
    case 'image/x-olympus-orf':
    case 'image/x-panasonic-rw2':
      return 'jpeg';
    default:
      return 'png';
  }
}

export interface EncodeOptions {
  /** 1–100; each format's own default when omitted. */
  quality?: number;
  lossless?: boolean;
  /** zlib level for PNG. */
  compressionLevel?: number;
  /** Trade quality for size (PNG palette, GIF colours, mozjpeg, higher effort). */
  compact?: boolean;
  /** libimagequant's effort for a palette PNG (default 7); several tries in a row use less. */
  paletteEffort?: number;
  /** mozjpeg's trellis quantisation: smaller JPEGs, but encoding takes about twice as long. */
  mozjpeg?: boolean;
  /** Frame timing of an animation being written. */
  delay?: number[];
  loop?: number;
}

const WHITE = { r: 255, g: 255, b: 255 };

/**
 * Sets the encoder. The defaults keep "same as input" results close to the original and fast to write
 * (plain libjpeg-turbo; mozjpeg only where a tool is about file size). JPEG has no alpha, so transparency
 * is flattened on white rather than left to libvips' black.
 */
export function encodeAs(img: Sharp, format: OutputFormat, opts: EncodeOptions = {}): Sharp {
  const anim = opts.delay ? { delay: opts.delay, loop: opts.loop ?? 0 } : {};
  switch (format) {
    case 'jpeg':
      return img
        .flatten({ background: WHITE })
        .jpeg({ quality: opts.quality ?? 90, mozjpeg: opts.mozjpeg ?? opts.compact ?? false });
    case 'png':
      if (opts.compact) {
        return img.png({ palette: true, quality: opts.quality ?? 80, effort: opts.paletteEffort ?? 7, compressionLevel: 9 });
      }
      return img.png({ compressionLevel: opts.compressionLevel ?? 6 });
    case 'webp':
      return img.webp({
        quality: opts.quality ?? 90,
        lossless: opts.lossless ?? false,
        effort: opts.compact ? 6 : 4,
        ...anim,
      });
    case 'avif':
      return img.avif({ quality: opts.quality ?? 60, effort: 4 });
    case 'gif':
      return img.gif({
        ...(opts.compact ? { colours: Math.max(2, Math.round((256 * (opts.quality ?? 100)) / 100)), effort: 8 } : {}),
        ...anim,
      });
    case 'tiff':
      return img.tiff({ compression: 'deflate', predictor: 'horizontal' });
  }
}
