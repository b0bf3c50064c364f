import { cutAgainst, roundMoney, utcDate } from './money.js';
import { lastPathSegment, slugify, storeKey } from './names.js';
import type { AllTimeLow, Game, GameUrls, PriceOffer, SourceName, SourceOffer, SourceReport } from './price.types.js';
import { byPrecedence, SOURCE_PRECEDENCE } from './price.types.js';
import { regionCurrency } from './region.js';

/**
 * The merge rules, as pure functions: the same reports always give the same record.
 * docs/prices.md states these rules for users; keep the two in step.
 */
export interface MergeInput {
  appid: number;
  region: string;
  /** Reports of the sources that know the game. */
  reports: readonly SourceReport[];
  /** Every source that answered (knowing the game or not). */
  answered: readonly SourceName[];
  fetchedAt: number;
}

/** Sources whose prices follow the region; CheapShark is always USD and never decides the currency. */
const REGIONAL_SOURCES: readonly SourceName[] = ['steam', 'isthereanydeal', 'ggdeals'];

interface RankedOffer extends SourceOffer {
  source: SourceName;
}

export function mergeGame(input: MergeInput): Game | null {
  if (input.reports.length === 0) return null;
  const reports = byPrecedence(input.reports, (r) => r.source);
  const find = (name: SourceName) => reports.find((r) => r.source === name);

  const currency = answerCurrency(reports, input.region);
  const priced = reports.filter((r) => r.currency === null || r.currency === currency);
  const offers = uniqueOffers(priced);

  const title = firstText(reports.map((r) => r.title));
  const regular = regularPrice(offers);
  const official = bestOfficial(offers, priced, regular);
  const urls = mergeUrls(reports);
  if (official?.url) urls.deal = official.url;

  return {
    title,
    slug: chooseSlug(find('isthereanydeal'), find('ggdeals'), title),
    platform_appid: input.appid,
    regular_price: regular,
    best_official: official ? { price: official.price, store: official.store, cut: official.cut } : null,
    best_keyshop: bestKeyshop(priced, regular),
    all_time_low: allTimeLow(priced, official, input.fetchedAt),
    active_deals: activeDeals(offers, priced),
    metacritic: metacritic(find('steam'), find('cheapshark')),
    currency,
    region: input.region,
    updated_at: new Date(input.fetchedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    stale: false,
    sources: SOURCE_PRECEDENCE.filter((name) => input.answered.includes(name)),
    urls,
  };
}

/** The currency a regional source states (Steam, then IsThereAnyDeal, then GG.deals), else the region's own. */
export function answerCurrency(reports: readonly SourceReport[], region: string): string {
  for (const name of REGIONAL_SOURCES) {
    const currency = reports.find((r) => r.source === name)?.currency;
    if (currency) return currency;
  }
  return regionCurrency(region);
}

/** One offer per store: the most authoritative source's (the store itself, then by SOURCE_PRECEDENCE). */
function uniqueOffers(priced: readonly SourceReport[]): (RankedOffer & { key: string })[] {
  const seen = new Map<string, RankedOffer & { key: string }>();
  for (const report of priced) {
    for (const offer of report.offers ?? []) {
      const key = storeKey(offer.store);
      if (key === '' || seen.has(key)) continue;
      seen.set(key, { ...offer, source: report.source, key });
    }
  }
  return [...seen.values()];
}

function regularPrice(offers: readonly (SourceOffer & { key: string })[]): number | null {
  const steam = offers.find((o) => o.key === 'steam');
  if (steam && steam.regular !== null) return roundMoney(steam.regular);
  const regulars = offers.map((o) => o.regular).filter((r): r is number => r !== null);
  return regulars.length > 0 ? roundMoney(Math.max(...regulars)) : null;
}

function bestOfficial(
  offers: readonly RankedOffer[],
  priced: readonly SourceReport[],
  regular: number | null,
): (PriceOffer & { url: string | null }) | null {
  // Stable sort: on equal prices the offer from the more authoritative source stays first.
  const named = [...offers].sort((a, b) => a.price - b.price)[0];
  const unnamed = priced
    .filter((r) => typeof r.unnamedOfficial === 'number')
    .sort((a, b) => (a.unnamedOfficial as number) - (b.unnamedOfficial as number))[0];
  // A price without a store name only wins when it is strictly cheaper than every named offer.
  if (unnamed && (named === undefined || (unnamed.unnamedOfficial as number) < named.price)) {
    const price = roundMoney(unnamed.unnamedOfficial as number);
    return { price, store: null, cut: cutAgainst(price, regular), url: unnamed.urls?.ggdeals ?? null };
  }
  if (!named) return null;
  return {
    price: roundMoney(named.price),
    store: named.store,
    cut: Math.min(100, Math.max(0, Math.round(named.cut))),
    url: named.url,
  };
}

function bestKeyshop(priced: readonly SourceReport[], regular: number | null): PriceOffer | null {
  const keyshops = priced.map((r) => r.keyshop).filter((k): k is { price: number; store: string | null } => !!k);
  const best = keyshops.sort((a, b) => a.price - b.price)[0];
  if (!best) return null;
  const price = roundMoney(best.price);
  return { price, store: best.store, cut: cutAgainst(price, regular) };
}

function allTimeLow(
  priced: readonly SourceReport[],
  official: PriceOffer | null,
  fetchedAt: number,
): AllTimeLow | null {
  const known = (low: AllTimeLow) => (low.store === null ? 0 : 1) + (low.date === null ? 0 : 1);
  const lows = priced.map((r) => r.historicalLow).filter((l): l is AllTimeLow => !!l);
  // Cheapest first; on a tie the report naming more (store, date) wins, then source precedence (stable sort).
  const best = lows.sort((a, b) => a.price - b.price || known(b) - known(a))[0];
  if (!best) return null;
  // Histories lag behind: a sale running today that undercuts every reported low is the new low.
  if (official && official.price < best.price) {
    return { price: official.price, store: official.store, date: utcDate(fetchedAt) };
  }
  return { price: roundMoney(best.price), store: best.store, date: best.date };
}

function activeDeals(offers: readonly SourceOffer[], priced: readonly SourceReport[]): number | null {
  if (!priced.some((r) => r.offers !== null)) return null;
  return offers.filter((o) => Math.round(o.cut) > 0).length;
}

function metacritic(steam: SourceReport | undefined, cheapshark: SourceReport | undefined): number | null {
  for (const score of [steam?.metacritic, cheapshark?.metacritic]) {
    if (typeof score === 'number' && score > 0) return Math.round(score);
  }
  return null;
}

function chooseSlug(itad: SourceReport | undefined, gg: SourceReport | undefined, title: string | null): string | null {
  if (itad?.slug) return itad.slug;
  const fromUrl = gg?.urls?.ggdeals ? lastPathSegment(gg.urls.ggdeals) : null;
  if (fromUrl) return fromUrl;
  return title ? slugify(title) : null;
}

function mergeUrls(reports: readonly SourceReport[]): GameUrls {
  const urls: GameUrls = {};
  for (const report of reports) {
    for (const [name, url] of Object.entries(report.urls ?? {}) as [keyof GameUrls, string | undefined][]) {
      if (name !== 'deal' && url && urls[name] === undefined) urls[name] = url;
    }
  }
  return urls;
}

function firstText(values: readonly (string | null | undefined)[]): string | null {
  for (const value of values) {
    const text = value?.trim();
    if (text) return text;
  }
  return null;
}
