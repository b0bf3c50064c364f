import { toInfo } from '../core/jobs/job.service.js';
import type { JobRecord } from '../core/jobs/job.types.js';
import type { PriceAlert } from '../core/webhooks/api-watch.service.js';
import type { WebhookDelivery } from '../core/webhooks/webhook.schema.js';
import { jobView } from '../wire/job-wire.js';
import { watchView } from '../wire/watch-wire.js';

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
