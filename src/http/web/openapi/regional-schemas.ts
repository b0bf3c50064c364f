import { z } from 'zod';

const money = z.number().nullable();
export const RegionPriceView = z.object({
  region: z.string().describe('Two-letter country code, lower case'),
  currency: z.string().describe('ISO 4217 code the region is priced in'),
  price: money,
  regular: money,
  cut: z.number().int().nullable().describe('Discount in whole percent'),
  converted: money.describe('`price` in the answer’s currency; null when the ECB publishes no rate for one of the two'),
  diff_pct: z.number().nullable().describe('Percent dearer than the cheapest available region (0 for it)'),
  available: z.boolean().describe('False when Steam does not sell the game there; its prices are then null'),
});
export const RegionalPricesResponse = z.object({
  ok: z.literal(true),
  appid: z.number().int(),
  title: z.string().nullable(),
  currency: z.string(),
  rates_date: z.string().nullable().describe('Day of the ECB reference rates used (YYYY-MM-DD); null when none could be read'),
  regions: z.array(RegionPriceView),
});
export const REGIONAL_RESPONSE_SCHEMAS = { RegionPriceView, RegionalPricesResponse } as const;
