import { z } from 'zod';
import type { ErrorCode } from '../../../core/errors.js';
import type { OperationSpec } from './operations.js';

export const CALLBACK_URL = z
  .string()
  .max(2048)
  .describe(
    'API keys only: an https URL of a public host (port 443 or 1024-65535, no user name) that receives a signed ' +
      'job.completed / job.failed / job.cancelled event when the job ends. A cookie session is refused (400 invalid_request).',
  );

const WatchRulesField = z
  .object({
    new_low: z.boolean().optional().describe('Any new all-time low (official stores only with official_only)'),
    cut: z.number().int().min(1).max(99).optional().describe('A discount of at least this many percent'),
    official_only: z.boolean().optional().describe('Ignore key resellers (for the target, the cut and the lows)'),
    since_increase: z.boolean().optional().describe('A new low since the last regular-price increase'),
  })
  .strict();

export const WatchCreateBody = z
  .object({
    appid: z.number().int().min(1).max(4_294_967_295).describe('Store-platform application id'),
    target_price: z.number().positive().max(100_000).describe('Alert when the best price is at or below this, in the region’s currency'),
    region: z.string().regex(/^[A-Za-z]{2}$/).optional().describe('Two-letter country; the server default when absent'),
    callback_url: z.string().max(2048).describe('Receives the signed price.alert events (same rules as callback_url of jobs)'),
    rules: WatchRulesField.optional().describe(
      'Also alert on these, each once per crossing: a watch with rules alerts on the target and its rules only (no plain all-time-low alert)',
    ),
  })
  .describe('A price watch of an API key');

const timestamp = z.string().describe('UTC, YYYY-MM-DD HH:MM:SS');
export const WatchView = z.object({
  id: z.string(),
  appid: z.number().int(),
  region: z.string(),
  currency: z.string(),
  title: z.string().nullable(),
  target_price: z.number(),
  callback_url: z.string(),
  last_price: z.number().nullable(),
  armed: z.boolean().describe('True while the price is above the target: the next drop to it alerts'),
  rules: WatchRulesField.optional().describe('Present when the watch has rules'),
  created_at: timestamp,
  last_checked_at: timestamp.nullable(),
  last_alert_at: timestamp.nullable(),
});
export const WatchCreated = z.object({ ok: z.literal(true), watch: WatchView });
export const WatchList = z.object({ ok: z.literal(true), watches: z.array(WatchView) });
export const WatchDeleted = z.object({ ok: z.literal(true), deleted: z.literal(true) });

export const DeliveryIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/).describe('Webhook event id (Webhook-Id)');
const AdminDelivery = z.object({
  id: z.string(),
  type: z.enum(['job.completed', 'job.failed', 'job.cancelled', 'price.alert']),
  url: z.string(),
  state: z.enum(['pending', 'delivered', 'gone', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
});
export const AdminWebhooks = z.object({
  ok: z.literal(true),
  keys: z.array(
    z.object({
      key_id: z.string(),
      paused: z.boolean().describe('Deliveries stopped after repeated failure, until resumed'),
      paused_at: z.string().nullable(),
      failures: z.number().int().describe('Failed attempts in a row'),
      deliveries: z.array(AdminDelivery).describe('The last 20, newest first'),
    }),
  ),
});
export const AdminReplayed = z.object({ ok: z.literal(true), delivery: AdminDelivery });
export const AdminResumed = z.object({ ok: z.literal(true), resumed: z.literal(true) });

export const WEBHOOK_RESPONSE_SCHEMAS = {
  WatchView, WatchCreated, WatchList, WatchDeleted, AdminWebhooks, AdminReplayed, AdminResumed,
} as const;
export const WEBHOOK_REQUEST_SCHEMAS = { WatchCreateBody } as const;

const WATCH_ERRORS: ErrorCode[] = ['missing_api_key', 'invalid_api_key', 'rate_limited', 'internal'];

export const WEBHOOK_OPERATIONS: OperationSpec[] = [
  {
    method: 'post', path: '/api/watches', operationId: 'createWatch', tag: 'Webhooks', auth: ['apiKey'],
    summary: 'Watch a game’s price; a signed price.alert goes to callback_url when it reaches the target',
    description:
      'Fires once when the best price (official store or key reseller) reaches the target, again only after it rose ' +
      'above it; a new all-time low fires too. With `rules`, the target and the rules fire instead (new_low, cut, official_only, ' +
      'since_increase), each once per crossing. At most MAX_WATCHES_PER_KEY watches per key.',
    body: { required: true, content: { 'application/json': 'WatchCreateBody' } },
    responses: { '201': { description: 'Created', schema: 'WatchCreated' } },
    errors: [...WATCH_ERRORS, 'invalid_request', 'invalid_callback_url', 'invalid_params', 'invalid_appid', 'not_found', 'limit_reached', 'upstream_unavailable'],
  },
  {
    method: 'get', path: '/api/watches', operationId: 'listWatches', tag: 'Webhooks', auth: ['apiKey'],
    summary: 'The key’s price watches, oldest first',
    responses: { '200': { description: 'OK', schema: 'WatchList' } },
    errors: WATCH_ERRORS,
  },
  {
    method: 'delete', path: '/api/watches/{id}', operationId: 'deleteWatch', tag: 'Webhooks', auth: ['apiKey'],
    summary: 'Remove one of the key’s watches',
    params: [{ name: 'id', in: 'path', required: true, schema: z.string().max(64) }],
    responses: { '200': { description: 'OK', schema: 'WatchDeleted' } },
    errors: [...WATCH_ERRORS, 'not_found'],
  },
  {
    method: 'get', path: '/api/admin/webhooks', operationId: 'adminWebhooks', tag: 'Admin', auth: ['admin'],
    summary: 'Webhook deliveries per key: paused or not, failures in a row, the last deliveries',
    responses: { '200': { description: 'OK', schema: 'AdminWebhooks' } },
    errors: ['unauthorized', 'rate_limited', 'internal'],
  },
  {
    method: 'post', path: '/api/admin/webhooks/deliveries/{id}/replay', operationId: 'adminReplayDelivery', tag: 'Admin', auth: ['admin'],
    summary: 'Send a delivery again, with the same Webhook-Id',
    params: [{ name: 'id', in: 'path', required: true, schema: DeliveryIdParam }],
    responses: { '200': { description: 'OK', schema: 'AdminReplayed' } },
    errors: ['unauthorized', 'rate_limited', 'not_found', 'internal'],
  },
  {
    method: 'post', path: '/api/admin/webhooks/keys/{id}/resume', operationId: 'adminResumeWebhooks', tag: 'Admin', auth: ['admin'],
    summary: 'Resume the deliveries of a paused key',
    params: [{ name: 'id', in: 'path', required: true, schema: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).describe('API key id (not the key)') }],
    responses: { '200': { description: 'OK', schema: 'AdminResumed' } },
    errors: ['unauthorized', 'rate_limited', 'not_found', 'internal'],
  },
];
