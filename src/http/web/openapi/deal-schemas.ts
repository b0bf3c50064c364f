import { z } from 'zod';
import type { ErrorCode } from '../../../core/errors.js';
import type { OperationSpec } from './operations.js';

/** The filter of a follow as separate fields (the same parts as `/follow` in chat). */
export const DealFilterBody = z
  .object({
    free: z.boolean().optional().describe('Only games that cost nothing'),
    under: z.number().min(0).max(10_000).optional().describe('Price at most this'),
    cut: z.number().int().min(1).max(100).optional().describe('Cut at least this percent'),
    store: z.string().max(60).optional().describe('Only this shop, e.g. steam'),
    region: z.string().length(2).optional().describe('Two-letter country code (default: the server’s)'),
    currency: z.string().length(3).optional().describe('Only deals in this currency'),
    ignore: z.array(z.string().max(60)).max(20).optional().describe('Shops never shown'),
    games_only: z.boolean().optional().describe('Whole games only: no DLC, soundtrack or package'),
  })
  .describe('Say at least one of free, under or cut');

/** A giveaway follow's filter (issue 41): the same parts as `/api/giveaways`. */
export const GiveawayFilterBody = z
  .object({
    store: z.string().max(60).optional().describe('Only this store, e.g. epic'),
    kind: z.string().max(60).optional().describe('Only these kinds, comma-separated: game, dlc, loot, beta'),
    games_only: z.boolean().optional().describe('Whole games only'),
  })
  .describe('Follow free-to-keep giveaways instead of deals');

export const FollowCreateBody = z
  .object({
    filter: DealFilterBody.optional(),
    giveaways: GiveawayFilterBody.optional(),
    callback_url: z.string().max(2048).describe('Receives the signed deal.new and deal.ended events, or giveaway.new and giveaway.ended (same rules as callback_url of jobs)'),
  })
  .refine((b) => (b.filter === undefined) !== (b.giveaways === undefined), { message: 'say filter or giveaways (one of them)', path: ['filter'] })
  .describe('A deal (or giveaway) follow of an API key');

const iso = z.string().describe('ISO 8601, UTC');
const FilterView = z.object({
  free: z.boolean(),
  under: z.number().nullable(),
  cut: z.number().int().nullable(),
  store: z.string().nullable(),
  region: z.string(),
  currency: z.string().nullable(),
  ignore: z.array(z.string()),
  games_only: z.boolean().describe('Whole games only: no DLC, soundtrack or package'),
});
const GiveawayFilterView = z.object({ store: z.string().nullable(), kind: z.array(z.enum(['game', 'dlc', 'loot', 'beta'])), games_only: z.boolean() });
export const FollowView = z.object({
  id: z.string(),
  filter: FilterView,
  giveaways: GiveawayFilterView.optional().describe('Present on a giveaway follow (its filter; `filter` is then not used)'),
  callback_url: z.string(),
  created_at: iso,
});
export const FollowCreated = z.object({ ok: z.literal(true), follow: FollowView });
export const FollowList = z.object({ ok: z.literal(true), follows: z.array(FollowView) });
export const FollowDeleted = z.object({ ok: z.literal(true), deleted: z.literal(true) });

export const DEAL_RESPONSE_SCHEMAS = { FollowView, FollowCreated, FollowList, FollowDeleted } as const;
export const DEAL_REQUEST_SCHEMAS = { FollowCreateBody } as const;

const FOLLOW_ERRORS: ErrorCode[] = ['missing_api_key', 'invalid_api_key', 'rate_limited', 'internal'];
const q = (name: string, schema: z.ZodType, description: string) => ({ name, in: 'query' as const, required: false, schema, description });

export const DEAL_OPERATIONS: OperationSpec[] = [
  {
    method: 'get', path: '/deals', operationId: 'dealsPage', tag: 'Web pages', auth: [],
    summary: 'The deals page: the feed’s filters as a form, the matching deals, and a link to their Atom feed',
    params: [
      q('filter', z.enum(['free', 'all']), 'free: only games that cost nothing'),
      q('under', z.string().max(8), 'Price at most this'),
      q('cut', z.string().max(3), 'Cut at least this percent'),
      q('store', z.string().max(60), 'Only this shop'),
      q('region', z.string().max(2), 'Two-letter country code'),
      q('games_only', z.enum(['true', 'false']), 'true: no DLC, soundtrack or package'),
    ],
    description: 'A filter that cannot be read is said on the page (200), above an empty list.',
    responses: { '200': { description: 'HTML page', contentType: 'text/html', schema: { type: 'string' } } },
    errors: ['rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/feeds/deals.atom', operationId: 'dealsFeed', tag: 'Deals', auth: [],
    summary: 'Current deals of a filter as an Atom 1.0 feed (no key needed)',
    description:
      'Entries keep their id for the life of a deal; `updated` moves when its price changes or it ends (ended deals stay a ' +
      'week, titled "Ended"). Answers 304 to a matching If-None-Match or an If-Modified-Since at or after Last-Modified. ' +
      'Rate-limited per address (DEALS_FEED_RATE_PER_MIN).',
    params: [
      q('filter', z.enum(['free', 'all']), 'free: only games that cost nothing'),
      q('under', z.string().max(8), 'Price at most this, e.g. 5 or 4.99'),
      q('cut', z.string().max(3), 'Cut at least this percent'),
      q('store', z.string().max(60), 'Only this shop'),
      q('region', z.string().max(2), 'Two-letter country code'),
      q('games_only', z.enum(['true', 'false']), 'true: no DLC, soundtrack or package'),
    ],
    responses: {
      '200': { description: 'The feed', contentType: 'application/atom+xml', schema: { type: 'string' }, headers: { ETag: 'Tag of this body', 'Last-Modified': 'Newest entry change' } },
      '304': { description: 'Not modified' },
    },
    errors: ['invalid_params', 'rate_limited', 'internal'],
  },
  {
    method: 'post', path: '/api/follows', operationId: 'createFollow', tag: 'Deals', auth: ['apiKey'],
    summary: 'Follow a deal filter; signed deal.new and deal.ended events go to callback_url',
    description: 'A deal first seen after the follow was made sends deal.new once, and deal.ended once when it ends.',
    body: { required: true, content: { 'application/json': 'FollowCreateBody' } },
    responses: { '201': { description: 'Created', schema: 'FollowCreated' } },
    errors: [...FOLLOW_ERRORS, 'invalid_request', 'invalid_callback_url', 'invalid_params', 'not_found', 'limit_reached'],
  },
  {
    method: 'get', path: '/api/follows', operationId: 'listFollows', tag: 'Deals', auth: ['apiKey'],
    summary: 'The key’s deal follows, oldest first',
    responses: { '200': { description: 'OK', schema: 'FollowList' } },
    errors: FOLLOW_ERRORS,
  },
  {
    method: 'delete', path: '/api/follows/{id}', operationId: 'deleteFollow', tag: 'Deals', auth: ['apiKey'],
    summary: 'Remove one of the key’s deal follows',
    params: [{ name: 'id', in: 'path', required: true, schema: z.string().max(64) }],
    responses: { '200': { description: 'OK', schema: 'FollowDeleted' } },
    errors: [...FOLLOW_ERRORS, 'not_found'],
  },
  {
    method: 'get', path: '/img', operationId: 'proxiedImage', tag: 'Web pages', auth: [],
    summary: 'A source’s image for the web cards, through this origin (links the pages make; no open relay)',
    description:
      'Only a URL this server signed (`s`, an HMAC of `u`) is fetched, and only from a public address (never loopback, ' +
      'private, link-local or metadata addresses, whatever WEBHOOK_ALLOW_INSECURE says). The answer must be a PNG, JPEG, ' +
      'WebP, GIF or AVIF by its bytes, at most 2 MB within 5 s. Rate-limited per address.',
    params: [
      { name: 'u', in: 'query', required: true, schema: z.string().max(2048), description: 'The image URL (http or https)' },
      { name: 's', in: 'query', required: true, schema: z.string().max(64), description: 'This server’s signature of u' },
    ],
    responses: { '200': { description: 'The image', contentType: 'image/*', schema: { type: 'string', format: 'binary' }, headers: { 'Cache-Control': 'public, max-age=86400, immutable' } } },
    errors: ['forbidden', 'unsupported_type', 'file_too_large', 'upstream_unavailable', 'rate_limited', 'internal'],
  },
];
