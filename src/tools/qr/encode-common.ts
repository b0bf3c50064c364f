import { z } from 'zod';
import { AppError, ToolError } from '../../core/errors.js';
import { enumParam, intParam } from '../../core/tools/params.js';
import { formatOutput } from '../../core/tools/tool.types.js';
import { EC_LEVELS, FORMAT_MIME, IMAGE_FORMATS, type ImageFormat } from './engine/qr-render.js';

export const qrFormatParam = () => enumParam(IMAGE_FORMATS, 'png', 'Output image format');
export const qrWidthParam = () =>
  intParam({ min: 64, max: 4096, default: 512, description: 'Image width in pixels (a symbol that needs more is drawn larger)' });
export const qrLevelParam = () => enumParam(EC_LEVELS, 'M', 'Error-correction level: L 7%, M 15%, Q 25%, H 30%');

export const QR_ENCODE_PARAMS = z.object({
  format: qrFormatParam(),
  width: qrWidthParam(),
  level: qrLevelParam(),
});

/** The largest QR symbol holds 7089 digits; a bigger single-code text file cannot fit whatever its content. */
export const QR_TEXT_MAX_BYTES = 16 * 1024;

export const QR_OUTPUT = formatOutput(FORMAT_MIME);

export function outputFor(format: ImageFormat): { ext: string; mime: string } {
  return { ext: format, mime: FORMAT_MIME[format] };
}

/**
 * Turns a failure found while checking the input at enqueue time into the refusal the API shows:
 * size caps become file_too_large, anything else invalid_params.
 */
function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ToolError && /exceeds the limit of \d+ (bytes|lines)/.test(message)) {
    return new AppError('file_too_large', message);
  }
  return new AppError('invalid_params', message);
}

/** Reads the input at enqueue time the way the job will; a failure becomes the refusal the API shows. */
export async function readForValidate<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw refusal(err);
  }
}
