import { z } from 'zod';

/** The only parameter keys the job API keeps (spec part 4B). */
export const SEED_PARAM_KEYS = [
  'format', 'bitrate', 'quality', 'width', 'height', 'start', 'end', 'x', 'y', 'crop_width', 'crop_height',
  'degrees', 'direction', 'factor', 'fps', 'gain_db', 'level', 'preset', 'pages',
] as const;
export type SeedParamKey = (typeof SEED_PARAM_KEYS)[number];

// Form fields arrive as strings and an empty field means "not given".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

interface NumberOpts {
  min: number;
  max: number;
  description: string;
}

/** Integer parameter with a default. */
export function intParam(opts: NumberOpts & { default: number }) {
  return z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(opts.min).max(opts.max).default(opts.default).describe(opts.description),
  );
}

/** Integer parameter without a default. */
export function optionalInt(opts: NumberOpts) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().min(opts.min).max(opts.max).optional().describe(opts.description));
}

/** Decimal parameter with a default. */
export function numberParam(opts: NumberOpts & { default: number }) {
  return z.preprocess(
    blankToUndefined,
    z.coerce.number().min(opts.min).max(opts.max).default(opts.default).describe(opts.description),
  );
}

/** Decimal parameter without a default. */
export function optionalNumber(opts: NumberOpts) {
  return z.preprocess(blankToUndefined, z.coerce.number().min(opts.min).max(opts.max).optional().describe(opts.description));
}

/** Required decimal parameter. */
export function requiredNumber(opts: NumberOpts) {
  return z.preprocess(blankToUndefined, z.coerce.number().min(opts.min).max(opts.max).describe(opts.description));
}

/** Required integer parameter. */
export function requiredInt(opts: NumberOpts) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().min(opts.min).max(opts.max).describe(opts.description));
}

/** One of a fixed set of words, with a default. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, def: T[number], description: string) {
  return z.preprocess(blankToUndefined, z.enum(values).default(def as never).describe(description));
}

const PAGES_RE = /^\s*(all|\d+(\s*-\s*\d*)?(\s*,\s*\d+(\s*-\s*\d*)?)*)\s*$/i;

/** 1-based page ranges such as `1-3,5,9-`, or `all`. */
export function pagesParam(def: string | undefined, description = 'Pages, 1-based ranges such as 1-3,5,9-') {
  const base = z.string().max(200).regex(PAGES_RE, 'Expected page ranges such as 1-3,5,9- or all');
  return z.preprocess(blankToUndefined, (def === undefined ? base : base.default(def)).describe(description));
}

export const NO_PARAMS = z.object({});
