import type Router from '@koa/router';
import type Koa from 'koa';
import type { HttpDeps, HttpWebhooks } from '../../deps.js';
import type { WebhookDelivery } from '../../../core/webhooks/webhook.schema.js';
import { KeyIdParam } from '../openapi/schemas.js';
import { DeliveryIdParam } from '../openapi/webhook-schemas.js';
import { parseWith } from '../validate.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function deliveryView(d: WebhookDelivery) {
  return {
    id: d.id,
    type: d.type,
    url: d.url,
    state: d.state,
    attempts: d.attempts,
    created_at: iso(d.createdAt),
    last_attempt_at: iso(d.lastAttemptAt),
    next_attempt_at: d.state === 'pending' ? iso(d.nextAttemptAt) : null,
    last_status: d.lastStatus,
    last_error: d.lastError,
  };
}

/**
 * Webhooks in the admin API: each key's delivery state (paused after repeated failure), its last deliveries,
 * a replay of one (same id) and resuming a paused key.
 */
export function addWebhookAdminRoutes(router: Router, requireAdmin: Koa.Middleware, services: Pick<HttpDeps, 'sessions' | 'log'> & { webhooks: HttpWebhooks }): void {
  const { webhooks, sessions, log } = services;

  router.get('/webhooks', requireAdmin, async (ctx) => {
    const states = new Map((await webhooks.service.keyStates()).map((s) => [s.keyId, s]));
    const keys = (await sessions.listKeys()).map((k) => k.id);
    for (const id of states.keys()) if (!keys.includes(id)) keys.push(id);
    ctx.body = {
      ok: true,
      keys: await Promise.all(
        keys.map(async (id) => ({
          key_id: id,
          paused: (states.get(id)?.pausedAt ?? null) !== null,
          paused_at: iso(states.get(id)?.pausedAt ?? null),
          failures: states.get(id)?.failures ?? 0,
          deliveries: (await webhooks.service.recent(id, 20)).map(deliveryView),
        })),
      ),
    };
  });

  router.post('/webhooks/deliveries/:id/replay', requireAdmin, async (ctx) => {
    const id = parseWith(DeliveryIdParam, ctx.params.id, 'not_found');
    const delivery = await webhooks.service.replay(id);
    log.info({ id }, 'admin: webhook delivery replayed');
    ctx.body = { ok: true, delivery: deliveryView(delivery) };
  });

  router.post('/webhooks/keys/:id/resume', requireAdmin, async (ctx) => {
    const id = parseWith(KeyIdParam, ctx.params.id, 'not_found');
    await webhooks.service.resume(id);
    log.info({ id }, 'admin: webhook deliveries resumed');
    ctx.body = { ok: true, resumed: true };
  });
}
