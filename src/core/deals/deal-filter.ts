import { AppError } from '../errors.js';
import { parsePrice } from '../chat/parse-price.js';
import { isKnownRegion, REGION_RULE } from '../prices/region.js';
import type { Deal, DealFilter, DealKind, DealQuery } from './deal.types.js';

export const MAX_FILTER_PRICE = 10_000;
const MAX_IGNORED = 20;

/** A shop name compared the way users write it: "Epic Games Store" = "epicgamesstore". */
export function shopKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function refuse(problem: string): AppError {
  return new AppError('invalid_params', `filter: ${problem}`, { field: 'filter' });
}

/** The parts of a filter as separate fields (the HTTP API and the web form send them so). */
export interface FilterFields {
  free?: boolean;
  under?: number | null;
  cut?: number | null;
  store?: string | null;
  region?: string | null;
  currency?: string | null;
  ignore?: readonly string[] | null;
  gamesOnly?: boolean | null;
}

/** Checks separate filter fields; every refusal is `invalid_params` naming `filter`. */
export function filterFromFields(f: FilterFields, defaultRegion: string): DealFilter {
  const under = f.under ?? null;
  if (under !== null && (!Number.isFinite(under) || under < 0 || under > MAX_FILTER_PRICE)) {
    throw refuse(`under must be a price from 0 to ${MAX_FILTER_PRICE}`);
  }
  const cut = f.cut ?? null;
  if (cut !== null && (!Number.isInteger(cut) || cut < 1 || cut > 100)) throw refuse('cut must be a whole percent from 1 to 100');
  const region = (f.region ?? defaultRegion).toLowerCase();
  if (!isKnownRegion(region)) throw refuse(`region ${REGION_RULE}`);
  const currency = f.currency ? f.currency.toUpperCase() : null;
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) throw refuse('currency must be a three-letter code such as USD');
  const store = f.store ? shopKey(f.store) : null;
  if (f.store && !store) throw refuse('store must name a shop');
  const ignored = (f.ignore ?? []).map(shopKey).filter(Boolean);
  if (ignored.length > MAX_IGNORED) throw refuse(`at most ${MAX_IGNORED} ignored stores`);
  return {
    free: f.free ?? false,
    under,
    minCut: cut,
    store,
    region,
    currency,
    ignoredStores: [...new Set(ignored)].sort(),
    ...(f.gamesOnly ? { gamesOnly: true } : {}),
  };
}

/**
 * A filter as typed in chat: `free`, `under 5`, `cut>=90`, a store name, and `region:de`, `currency:EUR`,
 * `ignore:gamesplanet,2game`. Words it does not know name the store.
 */
export function parseFilterText(text: string, defaultRegion: string): DealFilter {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const f: FilterFields = {};
  const store: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const lower = word.toLowerCase();
    let m: RegExpExecArray | null;
    if (lower === 'free') f.free = true;
    else if (lower === 'games-only' || lower === 'games_only' || lower === 'gamesonly') f.gamesOnly = true;
    else if (lower === 'under' || lower === 'under:' || lower === '<=') {
      const price = words[i + 1] === undefined ? null : parsePrice(words[i + 1]);
      if (price === null) throw refuse('under needs a price, e.g. under 5');
      f.under = price;
      i++;
    } else if ((m = /^(?:under[:=]?|<=?)(.+)$/i.exec(word))) {
      const price = parsePrice(m[1]);
      if (price === null) throw refuse('under needs a price, e.g. under 5');
      f.under = price;
    } else if ((m = /^cut\s*(?:>=|=|:|>)?\s*(\S*?)%?$/i.exec(word)) && lower.startsWith('cut')) {
      const n = /^\d{1,3}$/.test(m[1]) ? Number(m[1]) : Number.NaN;
      f.cut = n;
      if (!Number.isInteger(n)) throw refuse('cut needs a whole percent, e.g. cut>=90');
    } else if ((m = /^region[:=](.*)$/i.exec(word))) f.region = m[1];
    else if ((m = /^currency[:=](.*)$/i.exec(word))) f.currency = m[1];
    else if ((m = /^(?:ignore|ignored|ignore-stores?)[:=](.*)$/i.exec(word))) f.ignore = m[1].split(',');
    else if ((m = /^store[:=](.*)$/i.exec(word))) store.push(m[1]);
    else store.push(word);
  }
  if (store.length > 0) f.store = store.join(' ');
  return filterFromFields(f, defaultRegion);
}

/**
 * The filter as one stable key (`free;under=5;region=us`): two follows of the same filter have the same key, and the
 * deal feed's id is built on it. Never shown: adapters word a filter through the catalogue (src/i18n/deal-words.ts).
 */
export function filterKey(f: DealFilter): string {
  const parts: string[] = [];
  if (f.free) parts.push('free');
  if (f.under !== null) parts.push(`under=${f.under}`);
  if (f.minCut !== null) parts.push(`cut=${f.minCut}`);
  if (f.store) parts.push(`store=${f.store}`);
  parts.push(`region=${f.region}`);
  if (f.currency) parts.push(`currency=${f.currency}`);
  if (f.ignoredStores.length) parts.push(`ignore=${f.ignoredStores.join(',')}`);
  if (f.gamesOnly) parts.push('games-only');
  return parts.join(';');
}

/** A filter that says which deals it wants (a follow of "everything" would post the whole list). */
export function isSelective(f: DealFilter): boolean {
  return f.free || f.under !== null || f.minCut !== null;
}

export function matches(deal: Deal, f: DealFilter): boolean {
  if (deal.endedAt !== null) return false;
  if (f.free && deal.price !== 0) return false;
  if (f.under !== null && deal.price > f.under) return false;
  if (f.minCut !== null && deal.cut < f.minCut) return false;
  const shop = shopKey(deal.shop);
  if (f.store !== null && shop !== f.store) return false;
  if (f.ignoredStores.includes(shop)) return false;
  if (f.gamesOnly && dealKind(deal) !== 'game') return false;
  // A deal priced for another region counts only when the follower asked for its currency outright.
  if (deal.region !== f.region && (f.currency === null || f.currency !== deal.currency)) return false;
  if (f.currency !== null && deal.currency !== f.currency) return false;
  return true;
}

/** The one list request that serves a filter: free → price 0; under → its price rounded up; else sorted by cut. */
export function queryOf(f: DealFilter): DealQuery {
  if (f.free) return { kind: 'free', upper: 0, store: f.store, region: f.region };
  if (f.under !== null) return { kind: 'under', upper: Math.ceil(f.under), store: f.store, region: f.region };
  return { kind: 'cut', upper: null, store: f.store, region: f.region };
}

export function queryKey(q: DealQuery): string {
  return [q.kind, q.upper ?? '', q.store ?? '*', q.region].join('|');
}

// Words that name an add-on rather than a game, for sources that do not say what they sell (CheapShark).
const SOUNDTRACK = /\b(soundtrack|ost|original score)\b/i;
const ADD_ON = /\b(dlc|season pass|expansion pass|add-?on|costume pack|skin pack|upgrade pack|artbook|art book)\b/i;

/** What a deal sells: the source's word when it gave one, else what its title says. */
export function dealKind(deal: Pick<Deal, 'kind' | 'title'>): DealKind {
  if (deal.kind) return deal.kind;
  if (SOUNDTRACK.test(deal.title)) return 'soundtrack';
  if (ADD_ON.test(deal.title)) return 'dlc';
  return 'game';
}
