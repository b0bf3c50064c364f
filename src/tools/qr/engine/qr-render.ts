/**
 * QR symbols as PNG, SVG, JPEG or WebP. qrcode computes the module matrix and writes SVG; raster images
 * are drawn by sharp from that matrix at one pixel per module and scaled up with nearest-neighbour.
 * (qrcode's own PNG path fills every output pixel in JavaScript: measured 2 s of blocked event loop for
 * a 4096 px symbol here, against libvips doing the same work off the main thread.)
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp, { type Sharp } from 'sharp';
import { rawToolError } from '../../../core/errors.js';

export const IMAGE_FORMATS = ['png', 'svg', 'jpg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type EcLevel = (typeof EC_LEVELS)[number];

export const FORMAT_MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Byte-mode capacity of a version-40 symbol per level (ISO/IEC 18004 table 7). */
export const QR_BYTE_CAPACITY: Record<EcLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

// Four modules of white around the symbol is the quiet zone the standard asks for.
const QUIET_ZONE = 4;

export interface QrOptions {
  format: ImageFormat;
  width: number;
  level: EcLevel;
}

/**
 * Builds the symbol, or explains why `text` does not fit one QR code at `level`. qrcode picks
 * numeric/alphanumeric modes where it can, so digit-only text may pass beyond the byte figure.
 */
function createSymbol(text: string, level: EcLevel): { symbol: QRCode.QRCode } | { problem: string } {
  try {
    return { symbol: QRCode.create(text, { errorCorrectionLevel: level }) };
  } catch (err) {
    const bytes = Buffer.byteLength(text, 'utf8');
    const msg = err instanceof Error ? err.message : String(err);
    if (/too big/i.test(msg)) {
      return {
        problem:
          `the text is ${bytes} bytes, which exceeds the QR code capacity at error-correction level ${level} ` +
          `(${QR_BYTE_CAPACITY[level]} bytes; level L holds up to ${QR_BYTE_CAPACITY.L})`,
      };
    }
    return { problem: `the text cannot be encoded as a QR code: ${msg}` };
  }
}

/** Checks that `text` fits one QR symbol at `level`; returns the problem in words, or null. */
export function qrCapacityProblem(text: string, level: EcLevel): string | null {
  const made = createSymbol(text, level);
  return 'problem' in made ? made.problem : null;
}

/** Renders `text` as a QR code into `outPath` in the requested format. */
export async function writeQr(text: string, opts: QrOptions, outPath: string): Promise<void> {
  const made = createSymbol(text, opts.level);
  if ('problem' in made) throw rawToolError(made.problem);
  if (opts.format === 'svg') {
    const svg = await QRCode.toString(text, { errorCorrectionLevel: opts.level, margin: QUIET_ZONE, width: opts.width, type: 'svg' });
    await writeFile(outPath, svg, 'utf8');
    return;
  }
  const raster = rasterQr(made.symbol, opts.width);
  if (opts.format === 'png') await raster.png({ compressionLevel: 9 }).toFile(outPath);
  else if (opts.format === 'jpg') await raster.jpeg({ quality: 92 }).toFile(outPath);
  else await raster.webp({ lossless: true }).toFile(outPath);
}

/** The symbol as a greyscale sharp pipeline, quiet zone included, `width` pixels square (or larger if needed). */
function rasterQr(symbol: QRCode.QRCode, width: number): Sharp {
  const { modules } = symbol;
  const n = modules.size;
  const side = n + 2 * QUIET_ZONE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) pixels[(row + QUIET_ZONE) * side + col + QUIET_ZONE] = 0;
    }
  }
  // Never fewer pixels than modules: a smaller image would drop modules and be unreadable.
  const size = Math.max(width, side);
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).resize(size, size, { kernel: 'nearest' });
}
