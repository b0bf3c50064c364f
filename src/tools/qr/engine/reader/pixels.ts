import sharp, { type Metadata, type Sharp } from 'sharp';
import { ToolError } from '../../../../core/errors.js';
import type { InputFile, ToolEnv } from '../../../../core/tools/tool.types.js';
import { asToolError, inspectImage, openImage, sourceOf } from '../../../image/engine/sharp.js';

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

/**
 * Decodes an uploaded image into RGBA through the image tools' hardened entry (SVG from bytes so librsvg
 * cannot read neighbouring files, BMP/ICO through bounded decoders, loader must match the detected type,
 * declared size checked against the pixel cap before decoding).
 */
export async function loadUploadRgba(input: InputFile, env: ToolEnv): Promise<RgbaImage> {
  let pipeline: Sharp;
  let width: number;
  let height: number;
  try {
    const source = await sourceOf(input, env);
    ({ width, height } = await inspectImage(input, source, env));
    pipeline = openImage(source, env);
  } catch (err) {
    throw readFailure(err);
  }
  return toRgba(pipeline, width, height);
}

function readFailure(err: unknown): ToolError {
  const e = asToolError(err);
  // Limit breaches keep their "exceeds" wording; anything else is an unreadable image.
  return e instanceof ToolError && e.kind === 'too_large' ? e : new ToolError('invalid_input', `the image could not be read: ${e.message}`);
}

/** Decodes the first frame of an image this job produced (a rendered page, a video frame) into RGBA. */
export async function loadRgba(input: string | Buffer, maxInputPixels: number): Promise<RgbaImage> {
  const opts = { limitInputPixels: maxInputPixels, failOn: 'error' as const, sequentialRead: true };
  let meta: Metadata;
  try {
    meta = await sharp(input, opts).metadata();
  } catch (err) {
    throw new ToolError('invalid_input', `the image could not be read: ${errorText(err)}`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ToolError('invalid_input', 'the image has no dimensions');
  if (width * height > maxInputPixels) {
    throw new ToolError('too_large', `the image is ${width}×${height} px, which exceeds the limit of ${maxInputPixels} pixels`);
  }
  return toRgba(sharp(input, opts).autoOrient(), width, height);
}

async function toRgba(source: Sharp, width: number, height: number): Promise<RgbaImage> {
  let pipeline = source;
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
    throw new ToolError('invalid_input', `the image could not be decoded: ${errorText(err)}`);
  }
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
