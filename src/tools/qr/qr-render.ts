/**
 * QR symbols as PNG, SVG, JPEG or WebP. qrcode itself only writes PNG buffers (and SVG as a string);
 * JPEG and WebP are converted with sharp at settings that keep module edges sharp.
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { ToolError } from '../../core/errors.js';

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
 * Checks that `text` fits one QR symbol at `level`; returns the problem in words, or null.
 * qrcode picks numeric/alphanumeric modes where it can, so digit-only text may pass beyond the byte figure.
 */
export function qrCapacityProblem(text: string, level: EcLevel): string | null {
  try {
    QRCode.create(text, { errorCorrectionLevel: level });
    return null;
  } catch (err) {
    const bytes = Buffer.byteLength(text, 'utf8');
    const msg = err instanceof Error ? err.message : String(err);
    if (/too big/i.test(msg)) {
      return (
        `the text is ${bytes} bytes, which exceeds the QR code capacity at error-correction level ${level} ` +
        `(${QR_BYTE_CAPACITY[level]} bytes; level L holds up to ${QR_BYTE_CAPACITY.L})`
      );
    }
    return `the text cannot be encoded as a QR code: ${msg}`;
  }
}

/** Renders `text` as a QR code into `outPath` in the requested format. */
export async function writeQr(text: string, opts: QrOptions, outPath: string): Promise<void> {
  const problem = qrCapacityProblem(text, opts.level);
  if (problem) throw new ToolError(problem);
  const common = { errorCorrectionLevel: opts.level, margin: QUIET_ZONE, width: opts.width };
  if (opts.format === 'svg') {
    const svg = await QRCode.toString(text, { ...common, type: 'svg' });
    await writeFile(outPath, svg, 'utf8');
    return;
  }
  const png = await QRCode.toBuffer(text, { ...common, type: 'png' });
  if (opts.format === 'png') {
    await writeFile(outPath, png);
  } else if (opts.format === 'jpg') {
    await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toFile(outPath);
  } else {
    await sharp(png).webp({ lossless: true }).toFile(outPath);
  }
}
