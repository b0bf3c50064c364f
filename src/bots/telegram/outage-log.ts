import { HttpError, type Transformer } from 'grammy';
import type { Log } from '../../core/log.ports.js';
import { createWarnLimiter } from '../../logging/warn-limit.js';

/**
 * grammY and its auto-retry wait out an unreachable Bot API quietly (their own debug output only), so an operator
 * saw nothing while Telegram was out of reach. Installed below the auto-retry, this sees every raw attempt: each
 * failed one is a warning (capped per minute, so a long outage cannot fill the log) and the first answer after them
 * says how long it lasted.
 */
export function outageLog(log: Log, now: () => number): Transformer {
  const warn = createWarnLimiter((obj, msg) => log.warn(obj, msg), now);
  let downSince: number | null = null;
  const failed = (method: string, reason: string) => {
    downSince ??= now();
    warn('telegram-outage', { method, reason }, 'telegram Bot API unreachable; retrying');
  };
  return async (prev, method, payload, signal) => {
    let res;
    try {
      res = await prev(method, payload, signal);
    } catch (err) {
      // A stop aborts the long poll: that is us leaving, not Telegram failing.
      if (err instanceof HttpError && !signal?.aborted) failed(method, err.message);
      throw err;
    }
    if (!res.ok && res.error_code >= 500) {
      failed(method, `${res.error_code} ${res.description}`);
    } else if (downSince !== null) {
      log.info({ method, outage_s: Math.round((now() - downSince) / 1000) }, 'telegram Bot API answers again');
      downSince = null;
    }
    return res;
  };
}
