import { createHmac } from 'node:crypto';
import { safeEqual } from '../ids.js';
import { INIT_DATA_MAX_AGE_MS, type TelegramLaunch } from './telegram-init-data.js';

const TOKEN_RE = /^tg1\.(\d{1,20})\.(\d{1,15})\.([A-Za-z0-9-]{0,35})\.([A-Za-z0-9_-]{43})$/;

/**
 * The Mini App's session: who Telegram said opened it, signed by this server (HMAC-SHA256 under the session secret,
 * in its own domain so no session id can pass for one) and good until a day after Telegram signed the launch data,
 * so a session cannot outlive the data it came from.
 */
export class TelegramSessions {
  constructor(private readonly secret: string) {}

  issue(launch: TelegramLaunch): string {
    const payload = `tg1.${launch.userId}.${launch.authDate}.${launch.languageCode ?? ''}`;
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The launch a token stands for while it is this server's and young enough, else null. */
  verify(token: unknown, nowMs: number): TelegramLaunch | null {
    if (typeof token !== 'string') return null;
    const m = TOKEN_RE.exec(token);
    if (!m) return null;
    if (!safeEqual(m[4], this.#mac(token.slice(0, token.length - m[4].length - 1)))) return null;
    const authDate = Number(m[2]);
    if (nowMs - authDate > INIT_DATA_MAX_AGE_MS) return null;
    return { userId: m[1], authDate, languageCode: m[3] || null };
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`telegram-session:${payload}`).digest('base64url');
  }
}
