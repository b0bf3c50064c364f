import { formatTimestamp } from '../core/clock.js';
import { toInfo } from '../core/jobs/job.service.js';
import type { JobRecord } from '../core/jobs/job.types.js';
import type { PriceAlert } from '../core/webhooks/api-watch.service.js';
import type { ApiWatch } from '../core/webhooks/api-watch.schema.js';
import type { WebhookDelivery } from '../core/webhooks/webhook.schema.js';
import { jobView } from '../http/job-wire.js';

/** The body of every delivery: `{id, type, created_at, data}`; the same bytes on every attempt. */
export function encodeDelivery(d: WebhookDelivery): string {
  return JSON.stringify({ id: d.id, type: d.type, created_at: new Date(d.createdAt).toISOString(), data: d.data });
}

/** A job event's data: the poll view (GET /api/jobs/{id} without `ok`), its links absolute. */
export function jobEventData(baseUrl: string, job: JobRecord): Record<string, unknown> {
  const view = { ...jobView(toInfo(job)) };
  if (view.download_url) view.download_url = baseUrl + view.download_url;
  if (view.preview_url) view.preview_url = baseUrl + view.preview_url;
  return { ...view };
}

/** A watch as the API shows it. */
export function watchView(w: ApiWatch): Record<string, unknown> {
  return {
    id: w.id,
    appid: w.appid,
    region: w.region,
    currency: w.currency,
    title: w.title,
    target_price: w.target,
    callback_url: w.callbackUrl,
    last_price: w.lastPrice,
    armed: w.armed,
    created_at: formatTimestamp(w.createdAt),
    last_checked_at: w.lastCheckedAt === null ? null : formatTimestamp(w.lastCheckedAt),
    last_alert_at: w.lastAlertAt === null ? null : formatTimestamp(w.lastAlertAt),
  };
}

/** A price alert's data: the watch, why it fired, the best current price and the game card. */
export function priceAlertData(alert: PriceAlert): Record<string, unknown> {
  return {
    watch: watchView(alert.watch),
    reasons: alert.reasons,
    price: alert.price,
    offer: alert.offer,
    game: alert.game,
  };
}
