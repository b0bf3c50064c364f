import sharp, { type Metadata } from 'sharp';
import { ToolError } from '../../../core/errors.js';

export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Largest image handed to zxing. Past it the picture is scaled down first: measured on this machine,
 * a 4000×4000 noisy frame takes ~3.5 s with every format enabled, and a code small enough to vanish
 * at this size would be unreadable in a photo anyway.
 */
export const MAX_DECODE_PIXELS = 16_000_000;

/** Decodes the first frame of an image into RGBA, refusing pixel bombs and scaling huge pictures down. */
export async function loadRgba(input: string | Buffer, maxInputPixels: number): Promise<RgbaImage> {
  const opts = { limitInputPixels: maxInputPixels, failOn: 'error' as const, sequentialRead: true };
  let meta: Metadata;
  try {
    meta = await sharp(input, opts).metadata();
  } catch (err) {
    throw new ToolError(`the image could not be read: ${errorText(err)}`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ToolError('the image has no dimensions');
  if (width * height > maxInputPixels) {
    throw new ToolError(`the image is ${width}×${height} px, which exceeds the limit of ${maxInputPixels} pixels`);
  }
  let pipeline = sharp(input, opts).autoOrient();
  if (width * height > MAX_DECODE_PIXELS) {
    const scale = Math.sqrt(MAX_DECODE_PIXELS / (width * height));
    pipeline = pipeline.resize(Math.max(1, Math.floor(width * scale)), Math.max(1, Math.floor(height * scale)), {
      fit: 'fill',
    });
  }
  try {
    // Transparent pixels of a PNG code would read as black; put them on white like paper.
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    throw new ToolError(`the image could not be decoded: ${errorText(err)}`);
  }
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
