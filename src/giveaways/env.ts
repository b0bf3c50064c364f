import { z } from 'zod';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const url = (def: string) => z.preprocess(blank, z.url({ protocol: /^https?$/ }).default(def));

/** Giveaway settings (issue 41); merged into the one config schema in src/config.ts. ITAD_API_URL/KEY are the price ones. */
export const envShape = {
  // One poll of every giveaway source per fleet per interval; 0 turns polling off.
  GIVEAWAYS_INTERVAL_MIN: z.preprocess(blank, z.coerce.number().int().min(0).max(1440).default(30)),
  GAMERPOWER_API_URL: url('https://www.gamerpower.com/api').transform((v) => v.replace(/\/+$/, '')),
  EPIC_PROMOTIONS_URL: url('https://store-site-backend-static-ipv4.ak.epicgames.com/freeGamesPromotions?locale=en-US&country=US&allowCountries=US'),
};
