import { AppError, isAppError } from '../errors.js';
import { convert, type ExchangeRates } from './exchange-rates.js';
import { roundMoney } from './money.js';
import type { Game } from './price.types.js';
import type { ReferenceRates } from './rates.ports.js';
import { isKnownRegion, regionCurrency } from './region.js';

/** Most regions one comparison asks about: each is one Steam request when not cached. */
export const MAX_REGIONS = 12;
export const DEFAULT_COMPARE_CURRENCY = 'USD';

export interface RegionPrice {
  region: string;
  /** The currency Steam prices the region in (the region's own when Steam does not sell there). */
  currency: string;
  price: number | null;
  regular: number | null;
  cut: number | null;
  /** `price` in the comparison currency; null when a currency has no reference rate. */
  converted: number | null;
  /** Percent above the cheapest available region (0 for the cheapest); null when it cannot be compared. */
  diff_pct: number | null;
  /** False when Steam does not sell the game there; its prices are then null, never zero. */
  available: boolean;
}

export interface RegionalComparison {
  appid: number;
  title: string | null;
  currency: string;
  /** The day of the reference rates used; null when none could be read. */
  rates_date: string | null;
  regions: RegionPrice[];
}

export interface RegionalPricesOptions {
  /** One region's Steam price, cached and single-flight (a PriceService over the Steam source). */
  lookup: (appid: number, region: string) => Promise<Game>;
  rates: Pick<ExchangeRates, 'current'>;
}

/** One game's Steam price in several regions, converted to one currency through the ECB reference rates. */
export class RegionalPrices {
  constructor(private readonly o: RegionalPricesOptions) {}

  async compare(appid: number, regions: readonly string[], currency: string): Promise<RegionalComparison> {
    const [rates, games] = await Promise.all([
      this.o.rates.current(),
      Promise.all(regions.map((region) => this.#priceIn(appid, region))),
    ]);
    const title = games.find((g) => g !== null)?.title ?? null;
    if (games.every((g) => g === null)) throw new AppError('not_found', `Steam does not sell appid ${appid} in any of these regions`);
    const rows = regions.map((region, i) => row(region, games[i], currency, rates));
    const inEuro = rows.map((r) => (r.available && r.price !== null ? toEuro(r.price, r.currency, rates) : null));
    const known = inEuro.filter((v): v is number => v !== null);
    const cheapest = known.length > 0 ? Math.min(...known) : null;
    rows.forEach((r, i) => {
      const eur = inEuro[i];
      if (eur === null || cheapest === null) return;
      // Against a free region every priced one is "infinitely" dearer: say nothing rather than a number.
      r.diff_pct = cheapest > 0 ? Math.round((eur / cheapest - 1) * 1000) / 10 : eur === 0 ? 0 : null;
    });
    return { appid, title, currency, rates_date: rates?.date ?? null, regions: rows };
  }

  async #priceIn(appid: number, region: string): Promise<Game | null> {
    try {
      return await this.o.lookup(appid, region);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') return null;
      throw err;
    }
  }
}

function row(region: string, game: Game | null, target: string, rates: ReferenceRates | null): RegionPrice {
  const offer = game?.best_official ?? null;
  if (!game || !offer) {
    return { region, currency: game?.currency ?? regionCurrency(region), price: null, regular: null, cut: null, converted: null, diff_pct: null, available: false };
  }
  const converted = exchange(offer.price, game.currency, target, rates);
  return {
    region,
    currency: game.currency,
    price: offer.price,
    regular: game.regular_price,
    cut: offer.cut,
    converted: converted === null ? null : roundMoney(converted),
    diff_pct: null,
    available: true,
  };
}

function exchange(amount: number, from: string, to: string, rates: ReferenceRates | null): number | null {
  if (from === to) return amount;
  return rates ? convert(amount, from, to, rates) : null;
}

function toEuro(amount: number, from: string, rates: ReferenceRates | null): number | null {
  return exchange(amount, from, 'EUR', rates);
}

/** The `regions` list: comma-separated two-letter codes, 1 to MAX_REGIONS distinct ones, each a known country. */
export function parseRegions(input: unknown): string[] {
  const text = typeof input === 'string' ? input : '';
  const parts = [...new Set(text.split(',').map((p) => p.trim().toLowerCase()).filter((p) => p !== ''))];
  if (parts.length === 0) throw regionsError(`regions: give 1 to ${MAX_REGIONS} two-letter country codes, such as us,de,br`);
  if (parts.length > MAX_REGIONS) throw regionsError(`regions: at most ${MAX_REGIONS} regions per request (${parts.length} given)`);
  for (const part of parts) {
    if (!/^[a-z]{2}$/.test(part) || !isKnownRegion(part)) {
      // Only a short code-like word is echoed back; anything else is described, not repeated.
      const shown = /^[a-z0-9-]{1,8}$/.test(part) ? `"${part}"` : 'a value';
      throw regionsError(`regions: ${shown} is not a known two-letter country code`);
    }
  }
  return parts;
}

/** The comparison currency: an ISO 4217 code (three letters), USD when not given. */
export function parseCurrency(input: unknown): string {
  if (input === undefined || input === null || input === '') return DEFAULT_COMPARE_CURRENCY;
  if (typeof input === 'string' && /^[A-Za-z]{3}$/.test(input)) return input.toUpperCase();
  throw new AppError('invalid_params', 'currency: must be a three-letter ISO 4217 code such as USD, EUR or GBP', { field: 'currency' });
}

function regionsError(message: string): AppError {
  return new AppError('invalid_params', message, { field: 'regions' });
}
