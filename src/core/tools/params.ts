import { z } from 'zod';

/** The only parameter keys the job API keeps (spec part 4B). */
export const SEED_PARAM_KEYS = [
  'format', 'bitrate', 'quality', 'width', 'height', 'start', 'end', 'x', 'y', 'crop_width', 'crop_height',
  'degrees', 'direction', 'factor', 'fps', 'gain_db', 'level', 'preset', 'pages',
  // Extension beyond the seed (issue 39): "make it fit" under a byte size or a platform preset.
  'target_size',
  // Stamps, redaction and forms (issue 39): words to write or find, how to match them, ink, and form values as JSON.
  'text', 'match', 'color', 'opacity', 'fields',
  // Passwords (issue 39): secret parameters, gone from the job's record once it ends (ToolDefinition.secretParams).
  'password', 'owner_password',
  // Subtitle timing (issue 39): seconds every cue moves.
  'offset',
  // Extension beyond the seed (issue 38): the languages an OCR tool reads.
  'lang',
  // Extension beyond the seed (issue 38): how an OCR tool reads the page (one block, or column by column).
  'layout',
  // Watermarks and bursts (issue 39): the typeface of stamped text; a HEIC's primary image or all of them.
  'font', 'images',
  // Image metadata (issue 39): strip (the default) or keep EXIF and the colour profile.
  'metadata',
] as const;
export type SeedParamKey = (typeof SEED_PARAM_KEYS)[number];

// Form fields arrive as strings and an empty field means "not given".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

interface NumberOpts {
  min: number;
  max: number;
  description: string;
}

// Plain decimal notation only: Number() would also take "0x10", "0b11", "+5", "5." and " 5 ", and zod's
// coercion turns true, [1], [] and null into numbers.
const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/**
 * Preprocessing for a number field: a JSON number or a plain decimal string becomes a number, a blank form
 * field means "not given", and anything else is refused with `expected` (which names the allowed values), so a
 * present but mistyped value is never reported as missing.
 */
export function strictNumber(expected: string, integer = false) {
  return (value: unknown, ctx: { issues: Array<Record<string, unknown>> }): unknown => {
    if (value === undefined || value === '') return undefined;
    let n: number | null = null;
    if (typeof value === 'number' && Number.isFinite(value)) n = value;
    else if (typeof value === 'string' && DECIMAL_RE.test(value)) n = Number(value);
    if (n !== null && (!integer || Number.isInteger(n))) return n;
    ctx.issues.push({ code: 'custom', message: expected, input: value });
    return z.NEVER;
  };
}

const rangeText = (opts: NumberOpts, integer: boolean) =>
  `must be ${integer ? 'a whole number' : 'a number'} between ${opts.min} and ${opts.max}`;

/** Integer parameter with a default. */
export function intParam(opts: NumberOpts & { default: number }) {
  return z.preprocess(
    strictNumber(rangeText(opts, true), true),
    z.number().int().min(opts.min).max(opts.max).default(opts.default).describe(opts.description),
  );
}

/** Integer parameter without a default. */
export function optionalInt(opts: NumberOpts) {
  return z.preprocess(
    strictNumber(rangeText(opts, true), true),
    z.number().int().min(opts.min).max(opts.max).optional().describe(opts.description),
  );
}

/** Decimal parameter with a default. */
export function numberParam(opts: NumberOpts & { default: number }) {
  return z.preprocess(
    strictNumber(rangeText(opts, false)),
    z.number().min(opts.min).max(opts.max).default(opts.default).describe(opts.description),
  );
}

/** Decimal parameter without a default. */
export function optionalNumber(opts: NumberOpts) {
  return z.preprocess(
    strictNumber(rangeText(opts, false)),
    z.number().min(opts.min).max(opts.max).optional().describe(opts.description),
  );
}

/** Required decimal parameter. */
export function requiredNumber(opts: NumberOpts) {
  return z.preprocess(strictNumber(rangeText(opts, false)), z.number().min(opts.min).max(opts.max).describe(opts.description));
}

/** Required integer parameter. */
export function requiredInt(opts: NumberOpts) {
  return z.preprocess(
    strictNumber(rangeText(opts, true), true),
    z.number().int().min(opts.min).max(opts.max).describe(opts.description),
  );
}

/** One of a fixed set of words, with a default. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, def: T[number], description: string) {
  return z.preprocess(blankToUndefined, z.enum(values).default(def as never).describe(description));
}

const PAGES_RE = /^\s*(all|\d+(\s*-\s*\d*)?(\s*,\s*\d+(\s*-\s*\d*)?)*)\s*$/i;

/** 1-based page ranges such as `1-3,5,9-`, or `all`. */
export function pagesParam(def: string | undefined, description = 'Pages, 1-based ranges such as 1-3,5,9-') {
  const expected = 'must be page ranges such as 1-3,5,9- or all';
  const base = z.string().max(200, expected).regex(PAGES_RE, expected);
  // A JSON number or list is a mistyped value, not a missing one.
  const textOnly = (v: unknown, ctx: { issues: Array<Record<string, unknown>> }): unknown => {
    const given = blankToUndefined(v);
    if (given === undefined || typeof given === 'string') return given;
    ctx.issues.push({ code: 'custom', message: expected, input: v });
    return z.NEVER;
  };
  return z.preprocess(textOnly, (def === undefined ? base : base.default(def)).describe(description));
}

/** Tabs and line ends are text; any other control character would reach a PDF string or a search pattern. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** Free text of at most `max` characters (UTF-16 units), without control characters; required unless a default is given. */
export function textParam(opts: { max: number; description: string; default?: string }) {
  const expected = `must be text of 1 to ${opts.max} characters without control characters`;
  const base = z
    .string({ error: expected })
    .min(1, expected)
    .max(opts.max, expected)
    .refine((v) => !hasControl(v), expected);
  return z.preprocess(blankToUndefined, (opts.default === undefined ? base : base.default(opts.default)).describe(opts.description));
}

/** Free text as textParam takes it, but optional: left out or blank, it is not given. */
export function optionalTextParam(opts: { max: number; description: string }) {
  const expected = `must be text of at most ${opts.max} characters without control characters`;
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: expected })
      .max(opts.max, expected)
      .refine((v) => !hasControl(v), expected)
      .optional()
      .describe(opts.description),
  );
}

/** A colour as `#rrggbb` (the `#` may be left out), with a default. */
export function colorParam(def: string, description: string) {
  const expected = 'must be a colour such as #ff8800';
  return z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9a-f]{6}$/i.test(v) ? `#${v}` : blankToUndefined(v)),
    z.string({ error: expected }).regex(/^#[0-9a-f]{6}$/i, expected).default(def).describe(description),
  );
}

export const NO_PARAMS = z.object({});
