import { z } from 'zod';
import { colorParam, enumParam, intParam, numberParam } from '../../core/tools/params.js';
import { FONT_CHOICES } from './fonts.js';

/** Where a stamp goes: a corner, the middle, or repeated over the whole picture. */
export const STAMP_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center', 'tile'] as const;
export type StampPosition = (typeof STAMP_POSITIONS)[number];

const TEXT_RULE = 'must be text of at most 200 characters; line breaks are allowed, other control characters are not';

/**
 * The parameters shared by the image and video watermarks. The text may hold line breaks (a two-line credit), but no
 * other control character; left empty, the job's second file (a logo) is the stamp.
 */
export function watermarkParams() {
  return z.object({
    text: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
      z
        .string({ error: TEXT_RULE })
        .max(200, TEXT_RULE)
        // eslint-disable-next-line no-control-regex
        .refine((t) => !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(t), TEXT_RULE)
        .default('')
        .describe('The words to stamp (line breaks allowed); leave empty to stamp the second file, a logo'),
    ),
    font: enumParam(FONT_CHOICES, 'sans', 'Typeface: sans, serif or mono (DejaVu)'),
    level: intParam({ min: 1, max: 50, default: 5, description: 'Text height, or logo width, in percent of the picture (1–50)' }),
    color: colorParam('#ffffff', 'Text colour as #rrggbb'),
    opacity: numberParam({ min: 0.05, max: 1, default: 0.5, description: 'Opacity from 0.05 (faint) to 1 (solid)' }),
    direction: enumParam(STAMP_POSITIONS, 'bottom-right', 'Where: a corner, center, or tile (repeated over the picture)'),
  });
}

export type WatermarkParams = z.output<ReturnType<typeof watermarkParams>>;

/** The margin between a stamp and the picture's edge, and between tiles: 3 % of the shorter side, at least 2 px. */
export function stampMargin(width: number, height: number): number {
  return Math.max(2, Math.round(Math.min(width, height) * 0.03));
}

/** The top-left corner of a stamp of size `w`x`h` on a `width`x`height` picture (not for tiling). */
export function stampOrigin(position: Exclude<StampPosition, 'tile'>, width: number, height: number, w: number, h: number): { left: number; top: number } {
  const m = stampMargin(width, height);
  const right = Math.max(0, width - w - m);
  const bottom = Math.max(0, height - h - m);
  switch (position) {
    case 'top-left':
      return { left: Math.min(m, right), top: Math.min(m, bottom) };
    case 'top-right':
      return { left: right, top: Math.min(m, bottom) };
    case 'bottom-left':
      return { left: Math.min(m, right), top: bottom };
    case 'bottom-right':
      return { left: right, top: bottom };
    case 'center':
      return { left: Math.max(0, Math.round((width - w) / 2)), top: Math.max(0, Math.round((height - h) / 2)) };
  }
}
