/** The `lang` parameter: tesseract language codes joined with +, each one installed on this server. */
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { ToolEnv } from '../../core/tools/tool.types.js';

/** Most languages one job may combine (each one loads its model and slows every page). */
export const MAX_LANGUAGES = 4;

const LANG_RE = /^[a-z]{3}(_[a-z]{2,8})?(\+[a-z]{3}(_[a-z]{2,8})?)*$/;
const EXPECTED = 'must be language codes such as eng, deu or chi_sim, several joined with + (eng+deu)';

export const langParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string(EXPECTED)
    .max(80, EXPECTED)
    .regex(LANG_RE, EXPECTED)
    .refine((v) => v.split('+').length <= MAX_LANGUAGES, `at most ${MAX_LANGUAGES} languages joined with +`)
    .default('eng')
    .describe('Languages of the text, tesseract codes joined with + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)'),
);

/** The codes asked for, once each, in order. */
export function languagesOf(lang: string): string[] {
  return [...new Set(lang.split('+'))];
}

/** Refuses a language this server has no model for, naming the ones it has (422 invalid_params). */
export function checkLanguages(lang: string, env: ToolEnv): string[] {
  const installed = env.engines.ocr?.languages ?? [];
  const wanted = languagesOf(lang);
  const missing = wanted.filter((l) => !installed.includes(l));
  if (missing.length > 0) {
    throw new AppError(
      'invalid_params',
      `lang: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not installed on this server; installed: ${installed.join(', ')}`,
      { field: 'lang', installed: [...installed] },
    );
  }
  return wanted;
}
