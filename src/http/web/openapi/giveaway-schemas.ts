import { z } from 'zod';
import type { OperationSpec } from './operations.js';

const iso = z.string().describe('ISO 8601, UTC');
export const GiveawayView = z.object({
  id: z.string(),
  store: z.string().describe('Store key: epic, steam, gog, prime, ubisoft, itch, humble…'),
  store_name: z.string(),
  title: z.string(),
  kind: z.enum(['game', 'dlc', 'loot', 'beta']),
  worth: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  url: z.string().describe('Where to claim it'),
  image: z.string().nullable(),
  sources: z.array(z.enum(['epic', 'itad', 'gamerpower'])),
});
export const GiveawayList = z.object({ ok: z.literal(true), giveaways: z.array(GiveawayView) });
export const GIVEAWAY_RESPONSE_SCHEMAS = { GiveawayView, GiveawayList } as const;

const q = (name: string, schema: z.ZodType, description: string) => ({ name, in: 'query' as const, required: false, schema, description });
const FILTERS = [
  q('store', z.string().max(60), 'Only this store, e.g. epic or "Epic Games Store"'),
  q('kind', z.string().max(60), 'Only these kinds, comma-separated: game, dlc, loot, beta'),
  q('games_only', z.enum(['true', 'false']), 'Whole games only'),
];

export const GIVEAWAY_OPERATIONS: OperationSpec[] = [
  {
    method: 'get', path: '/api/giveaways', operationId: 'getGiveaways', tag: 'Deals', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'Free-to-keep giveaways open now, the soonest to end first',
    description: 'Merged from Epic, GamerPower and (with ITAD_API_KEY) IsThereAnyDeal: one entry per store and game. Costs one lookup of the key’s price budget.',
    params: FILTERS,
    responses: { '200': { description: 'OK', schema: 'GiveawayList' } },
    errors: ['missing_api_key', 'invalid_api_key', 'invalid_params', 'rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/feeds/giveaways.atom', operationId: 'giveawaysFeed', tag: 'Deals', auth: [],
    summary: 'Giveaways of a filter as an Atom 1.0 feed (no key needed)',
    description: 'Entries keep their id; `updated` moves when the end date moves or it ends (ended ones stay a week, titled "Ended"). 304 as the deal feed.',
    params: FILTERS,
    responses: {
      '200': { description: 'The feed', contentType: 'application/atom+xml', schema: { type: 'string' }, headers: { ETag: 'Tag of this body', 'Last-Modified': 'Newest entry change' } },
      '304': { description: 'Not modified' },
    },
    errors: ['invalid_params', 'rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/giveaways', operationId: 'giveawaysPage', tag: 'Web pages', auth: [],
    summary: 'The giveaways page: open giveaways of a filter as cards (image through /img, store, kind, worth, time left) and their Atom feed',
    description: 'A filter that cannot be read shows every giveaway. Rate-limited per address as the feeds.',
    params: FILTERS,
    responses: { '200': { description: 'HTML page', contentType: 'text/html', schema: { type: 'string' } } },
    errors: ['rate_limited', 'internal'],
  },
];
