import { z } from 'zod';
import { isTargetSizePreset as isPreset, TARGET_SIZE_PRESET_NAMES, TARGET_SIZE_PRESETS } from '../../core/tools/target-size-presets.js';
import type { TargetSizePreset } from '../../core/tools/target-size-presets.js';

export { TARGET_SIZE_PRESETS };
export type { TargetSizePreset };

const PRESET_NAMES = TARGET_SIZE_PRESET_NAMES;

/** Largest target taken: beyond any output the server writes, so a number this big only says "no real limit". */
const MAX_TARGET_BYTES = 2 ** 40;

/**
 * The `target_size` parameter: a whole number of bytes or a preset name, parsed to bytes. `minBytes` is the
 * smallest result the tool can make at all; a target under it is refused at enqueue (422 invalid_params, field
 * target_size) rather than failing after minutes of encoding.
 */
export function targetSizeParam(minBytes: number) {
  const expected = `must be a whole number of bytes from ${minBytes} or one of ${PRESET_NAMES.join(', ')}`;
  // Form fields arrive as text: a plain run of digits is a byte count; a preset name is kept; anything else
  // (a decimal, "10MB", a list) is refused with the words above instead of zod's union report.
  const readable = (value: unknown, ctx: { issues: Array<Record<string, unknown>> }): unknown => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (/^\d{1,16}$/.test(text)) return Number(text);
      if (isPreset(text)) return text;
    }
    ctx.issues.push({ code: 'custom', message: expected, input: value });
    return z.NEVER;
  };
  const bytes = z.number().int().min(minBytes, expected).max(MAX_TARGET_BYTES, expected);
  return z.preprocess(
    readable,
    z
      .union([bytes, z.enum(PRESET_NAMES)])
      .transform((v) => (typeof v === 'number' ? v : TARGET_SIZE_PRESETS[v]))
      .optional()
      .describe(`Largest result in bytes, or a preset: ${PRESET_NAMES.map((n) => `${n} (${TARGET_SIZE_PRESETS[n]})`).join(', ')}`),
  );
}

/** How a size reads in a failure's raw text: bytes, with the MB figure people compare against a limit. */
export function describeBytes(bytes: number): string {
  return `${bytes} bytes (${(bytes / 1_000_000).toFixed(2)} MB)`;
}
