import { formatTimestamp } from '../core/clock.js';
import type { ApiWatch } from '../core/webhooks/api-watch.schema.js';

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
