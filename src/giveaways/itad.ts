import { z } from 'zod';
import { storeKey } from '../core/giveaways/giveaway-keys.js';
import type { GiveawaySource } from '../core/giveaways/giveaway.ports.js';
import { SourceFailure } from '../core/prices/source-failure.js';
import { endpoint, requestJson, type HttpClient } from '../prices/sources/http.js';
import { cleanTitle, httpsUrl, readItems, type Listed } from './wire.js';

/*
 * IsThereAnyDeal's giveaways list (docs: IsThereAnyDeal/API docs/routes/giveaways/giveaways.v1.yaml):
 * `GET /giveaways/v1?limit=50&sort=-publish` with the key in the `ITAD-API-Key` header answers an array of
 *   {id: integer, title: "State of Mind - Free on GOG", shop: {id, name} | null, url, details, isMature,
 *    publish: ISO date-time, expiry: ISO date-time | null, note: string | null,
 *    games: [{id: uuid, slug, title, type: "game" | "dlc" | "package" | …, mature,
 *             assets: {boxart, banner145, banner300, banner400, banner600}, drmFree, keys, platforms}]}
 * One giveaway may hold several games (a pack): it is then listed under its own title.
 */
const game = z.object({
  title: z.string().min(1).max(500),
  type: z.string().max(40).nullable().optional(),
  assets: z.object({ banner400: httpsUrl.optional(), banner300: httpsUrl.optional(), boxart: httpsUrl.optional() }).partial().nullable().optional(),
});
const item = z.object({
  id: z.number().int(),
  title: z.string().min(1).max(500),
  shop: z.object({ id: z.number().int(), name: z.string().min(1).max(100) }).nullable(),
  url: httpsUrl,
  publish: z.string().max(40),
  expiry: z.string().max(40).nullable(),
  games: z.array(game).max(200),
});
/** The list is read once a period, never walked: 50 is the endpoint's largest page. */
const PAGE_SIZE = 50;

export function createItadGiveaways(opts: { baseUrl: string; apiKey: string; http: HttpClient }): GiveawaySource {
  return {
    name: 'itad',
    async list(signal) {
      const url = endpoint(opts.baseUrl, '/giveaways/v1', { limit: String(PAGE_SIZE), sort: '-publish' });
      const json = await requestJson(opts.http, 'isthereanydeal', url, { signal, headers: { 'ITAD-API-Key': opts.apiKey } });
      if (!Array.isArray(json)) throw new SourceFailure('isthereanydeal', 'malformed', 'malformed giveaways list (root)');
      return readItems(json, (raw): Listed | null => {
        const parsed = item.safeParse(raw);
        if (!parsed.success || !parsed.data.shop) return null;
        const g = parsed.data;
        const only = g.games.length === 1 ? g.games[0] : null;
        const publish = Date.parse(g.publish);
        const expiry = g.expiry ? Date.parse(g.expiry) : NaN;
        return {
          source: 'itad',
          sourceId: String(g.id),
          store: storeKey(g.shop!.name),
          title: cleanTitle(only?.title ?? g.title),
          kind: only?.type === 'dlc' ? 'dlc' : 'game',
          worth: null,
          startsAt: Number.isFinite(publish) ? publish : null,
          endsAt: Number.isFinite(expiry) ? expiry : null,
          url: g.url,
          image: only?.assets?.banner400 ?? only?.assets?.banner300 ?? only?.assets?.boxart ?? null,
        };
      });
    },
  };
}
