import { formatTimestamp } from '../core/clock.js';
import type { ApiWatch } from '../core/webhooks/api-watch.schema.js';
import { hasRules, type WatchRules } from '../core/chat/watch-rule.js';

/** A watch as the API shows it. */
export function watchView(w: ApiWatch): Record<string, unknown> {
  const view: Record<string, unknown> = {
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
  // Watches without rules answer exactly as before rules existed.
  if (hasRules(w.rules)) view.rules = stripRules(w.rules);
  return view;
}

function stripRules(r: WatchRules): WatchRules {
  const out: WatchRules = {};
  if (r.new_low) out.new_low = true;
  if (typeof r.cut === 'number') out.cut = r.cut;
  if (r.official_only) out.official_only = true;
  if (r.since_increase) out.since_increase = true;
  return out;
}
