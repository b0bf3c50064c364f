import { AppError, ToolError } from '../../core/errors.js';
import type { InputFile, ToolDefinition } from '../../core/tools/tool.types.js';
import { PACKAGES } from './formats.js';
import { MAX_JS_INFLATED_BYTES } from './limits.js';
import { checkPackage, OFFICE_PACKAGE_LIMITS } from './package-check.js';

/**
 * The enqueue-time check of every office tool: a package over the tool's unpacked-size cap (or its part count or
 * ratio) is refused with 413 before a job exists, with a message that names the limit; the run checks again.
 */
export function packageValidator(maxUnpackedBytes: number = MAX_JS_INFLATED_BYTES): NonNullable<ToolDefinition['validate']> {
  return async (_params: unknown, input: InputFile | null) => {
    if (!input || !PACKAGES.has(input.mime)) return;
    try {
      await checkPackage(input.path, input.size, { ...OFFICE_PACKAGE_LIMITS, maxInflatedBytes: maxUnpackedBytes });
    } catch (err) {
      if (err instanceof ToolError && err.kind === 'too_large') throw new AppError('file_too_large', err.message.replace(/^the document/, 'The document'), { field: 'file' });
      throw err;
    }
  };
}
