import { z } from 'zod';
import type { GiveawayKind } from '../core/giveaways/giveaway.types.js';
import type { GiveawaySource } from '../core/giveaways/giveaway.ports.js';
import { roundMoney } from '../core/prices/money.js';
import { parseAs, requestJson, type HttpClient } from '../prices/sources/http.js';
import { cleanTitle, httpsUrl, readItems, type Listed } from './wire.js';

/*
 * Epic Games Store's free-games promotions (the store's own page reads it; no key):
 * `GET freeGamesPromotions?locale=en-US&country=US&allowCountries=US` answers
 *   {data: {Catalog: {searchStore: {elements: [{
 *     title, id, namespace, offerType: "BASE_GAME" | "DLC" | "ADD_ON" | "BUNDLE" | "OTHERS" …,
 *     productSlug: string | null, urlSlug,
 *     catalogNs: {mappings: [{pageSlug, pageType: "productHome" | …}] | null},
 *     offerMappings: [{pageSlug, pageType}] | null,
 *     keyImages: [{type: "OfferImageWide" | "DieselStoreFrontWide" | "Thumbnail" | …, url}],
 *     price: {totalPrice: {discountPrice, originalPrice (minor units), currencyCode,
 *             currencyInfo: {decimals}}},
 *     promotions: null | {
 *       promotionalOffers: [{promotionalOffers: [{startDate, endDate, discountSetting: {discountType,
 *                                                 discountPercentage}}]}],
 *       upcomingPromotionalOffers: (the same)}}]}}}}
 * A free-to-keep offer is one whose discountPercentage is 0 (the price becomes 0 % of the original). The list also
 * holds games on a plain sale and "Mystery Game" teasers; those are not giveaways.
 */
const offer = z.object({
  startDate: z.string().max(40),
  endDate: z.string().max(40).nullable().optional(),
  discountSetting: z.object({ discountPercentage: z.number() }),
});
const offers = z.array(z.object({ promotionalOffers: z.array(offer).nullable().optional() })).nullable().optional();
const mapping = z.array(z.object({ pageSlug: z.string().max(200), pageType: z.string().max(60).optional() })).nullable().optional();
const element = z.object({
  title: z.string().min(1).max(500),
  id: z.string().max(100),
  offerType: z.string().max(40).optional(),
  productSlug: z.string().max(200).nullable().optional(),
  urlSlug: z.string().max(200).nullable().optional(),
  catalogNs: z.object({ mappings: mapping }).nullable().optional(),
  offerMappings: mapping,
  keyImages: z.array(z.object({ type: z.string().max(60), url: z.string().max(2000) })).nullable().optional(),
  price: z
    .object({
      totalPrice: z.object({
        originalPrice: z.number().int().min(0),
        currencyCode: z.string().regex(/^[A-Z]{3}$/),
        currencyInfo: z.object({ decimals: z.number().int().min(0).max(4) }).optional(),
      }),
    })
    .optional(),
  promotions: z.object({ promotionalOffers: offers, upcomingPromotionalOffers: offers }).nullable().optional(),
});
const page = z.object({ data: z.object({ Catalog: z.object({ searchStore: z.object({ elements: z.array(z.unknown()) }) }) }) });

const KINDS: Record<string, GiveawayKind> = { BASE_GAME: 'game', BUNDLE: 'game', EDITION: 'game', DLC: 'dlc', ADD_ON: 'dlc' };
const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;
const IMAGE_ORDER = ['OfferImageWide', 'DieselStoreFrontWide', 'featuredMedia', 'Thumbnail', 'OfferImageTall'];
export const EPIC_STORE = 'https://store.epicgames.com';

/** The store page slug: the product's home mapping, else the offer's, else productSlug ("slug/home" → "slug"). */
function slugOf(e: z.output<typeof element>): string | null {
  const candidates = [
    ...(e.catalogNs?.mappings ?? []).filter((m) => m.pageType === 'productHome').map((m) => m.pageSlug),
    ...(e.offerMappings ?? []).map((m) => m.pageSlug),
    e.productSlug?.replace(/\/home$/, ''),
    e.urlSlug,
  ];
  return candidates.find((s): s is string => typeof s === 'string' && SLUG.test(s)) ?? null;
}

export function createEpicPromotions(opts: { url: string; http: HttpClient }): GiveawaySource {
  return {
    name: 'epic',
    async list(signal) {
      const json = await requestJson(opts.http, 'epic', new URL(opts.url), { signal });
      const elements = parseAs(page, json, 'epic', 'promotions').data.Catalog.searchStore.elements;
      const read = readItems(elements, (raw): Listed[] | null => {
        const parsed = element.safeParse(raw);
        if (!parsed.success) return null;
        const e = parsed.data;
        const free = [...(e.promotions?.promotionalOffers ?? []), ...(e.promotions?.upcomingPromotionalOffers ?? [])]
          .flatMap((o) => o.promotionalOffers ?? [])
          .filter((o) => o.discountSetting.discountPercentage === 0);
        if (free.length === 0) return [];
        const slug = slugOf(e);
        if (!slug) return null;
        const price = e.price?.totalPrice;
        const decimals = price?.currencyInfo?.decimals ?? 2;
        const image = IMAGE_ORDER.map((t) => e.keyImages?.find((k) => k.type === t)?.url).find((u) => u !== undefined && httpsUrl.safeParse(u).success);
        return free.map((o) => {
          const startsAt = Date.parse(o.startDate);
          const endsAt = o.endDate ? Date.parse(o.endDate) : NaN;
          return {
            source: 'epic' as const,
            sourceId: e.id,
            store: 'epic',
            title: cleanTitle(e.title),
            kind: KINDS[e.offerType ?? 'BASE_GAME'] ?? 'game',
            worth: price && price.originalPrice > 0 ? { amount: roundMoney(price.originalPrice / 10 ** decimals), currency: price.currencyCode } : null,
            startsAt: Number.isFinite(startsAt) ? startsAt : null,
            endsAt: Number.isFinite(endsAt) ? endsAt : null,
            url: `${EPIC_STORE}/p/${slug}`,
            image: image ?? null,
          };
        });
      });
      return { items: read.items.flat(), skipped: read.skipped };
    },
  };
}
