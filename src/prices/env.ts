import { z } from 'zod';
import { isKnownRegion, REGION_RULE } from '../core/prices/region.js';

const url = (def: string) => z.url({ protocol: /^https?$/ }).default(def).transform((v) => v.replace(/\/+$/, ''));
const optionalKey = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Price lookup settings; merged into the one config schema in src/config.ts. */
export const envShape = {
  PRICE_REGION: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isKnownRegion, REGION_RULE)
    .default('us'),
  PRICE_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(600),
  PRICE_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).default(60),
  PRICE_HISTORY_DAYS: z.coerce.number().int().min(7).max(3650).default(730),
  CHEAPSHARK_API_URL: url('https://www.cheapshark.com/api/1.0'),
  STEAM_STORE_URL: url('https://store.steampowered.com'),
  ITAD_API_URL: url('https://api.isthereanydeal.com'),
  ITAD_API_KEY: optionalKey,
  GGDEALS_API_URL: url('https://api.gg.deals'),
  GGDEALS_API_KEY: optionalKey,
  // The euro reference rates for regional price comparisons, read at most once a day.
  ECB_RATES_URL: z.url({ protocol: /^https?$/ }).default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
};
