/** An uploaded image made ready for OCR: checked against the pixel cap from its header, then decoded upright and grey. */
import { join } from 'node:path';
import { AppError } from '../../core/errors.js';
import type { InputFile, ToolEnv } from '../../core/tools/tool.types.js';
import { asToolError, inputDimensions, inspectImage, openImage, sourceOf } from '../image/engine/sharp.js';
import type { PageImage } from './read.js';

/** Resolution assumed when an image states none, or an implausibly low one (screenshots say 72): a scan's usual. */
const DEFAULT_DPI = 300;

/**
 * Most pixels one image (or one rendered page) may have for OCR: a 600-dpi A4 scan is 35 MP. Recognition memory grows
 * with the image, so the cap is lower than the image tools' MAX_INPUT_PIXELS.
 */
export const OCR_MAX_PIXELS = 40_000_000;

export const ocrPixelCap = (env: Pick<ToolEnv, 'limits'>): number => Math.min(OCR_MAX_PIXELS, env.limits.maxInputPixels);

/** Enqueue check: an image over the cap (a pixel bomb) is refused before it is queued, from its header only. */
export async function refuseLargeImage(input: InputFile | null, env: ToolEnv): Promise<void> {
  if (!input) throw new AppError('upload_required', 'this tool needs an uploaded image');
  const cap = ocrPixelCap(env);
  let size: { width: number; height: number };
  try {
    size = await inputDimensions(input, { ...env, limits: { ...env.limits, maxInputPixels: cap } });
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    if (/exceeds/.test(text)) throw new AppError('file_too_large', text, { field: 'file' });
    throw err;
  }
  if (size.width * size.height > cap) {
    throw new AppError('file_too_large', `the image (${size.width}x${size.height}) exceeds the OCR pixel limit of ${cap}`, { field: 'file' });
  }
}

/** Decodes the input once into a grey PNG in the job folder, turned as its EXIF orientation says. */
export async function prepareImage(input: InputFile, env: ToolEnv, workDir: string): Promise<PageImage> {
  const limited = { ...env, limits: { ...env.limits, maxInputPixels: ocrPixelCap(env) } };
  try {
    const source = await sourceOf(input, limited);
    const info = await inspectImage(input, source, limited);
    const path = join(workDir, 'ocr-input.png');
    const out = await openImage(source, limited)
      .flatten({ background: '#ffffff' })
      .grayscale()
      .png({ compressionLevel: 1 })
      .toFile(path);
    const stated = info.meta.density ?? 0;
    return { path, width: out.width, height: out.height, dpi: stated >= 100 && stated <= 2400 ? stated : DEFAULT_DPI };
  } catch (err) {
    throw asToolError(err);
  }
}
