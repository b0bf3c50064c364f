import { createHmac } from 'node:crypto';
import { AppError } from '../errors.js';
import { safeEqual } from '../ids.js';

/** How old Telegram's launch data may be: a day, as the issue asks (Telegram itself sets no bound). */
export const INIT_DATA_MAX_AGE_MS = 86_400_000;
/** A client clock a little ahead of ours is no reason to refuse; more than this is a forgery's sign. */
const FUTURE_SKEW_MS = 5 * 60_000;
/** Far above any real launch string (a few hundred bytes); bounds the work of a hostile one. */
const MAX_INIT_DATA_CHARS = 8192;

/** Who opened the Mini App, as Telegram signed it. */
export interface TelegramLaunch {
  userId: string;
  /** The user's Telegram language (`language_code`), if sent. */
  languageCode: string | null;
  /** When Telegram signed the data (epoch ms). */
  authDate: number;
}

const refused = (why: string) => new AppError('unauthorized', `The Telegram launch data is not valid: ${why}.`);

/**
 * Checks a Mini App's `initData` (Telegram's "Validating data received via the Mini App"): every field but `hash`,
 * sorted by name, as `name=value` lines, signed with HMAC-SHA256 under the key HMAC-SHA256("WebAppData", bot token);
 * the hex signatures are compared in constant time. The data must name a user and be at most `maxAgeMs` old.
 * Throws AppError('unauthorized') naming what failed; data made for another bot fails the signature.
 */
export function verifyTelegramInitData(raw: string, botToken: string, nowMs: number, maxAgeMs = INIT_DATA_MAX_AGE_MS): TelegramLaunch {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_INIT_DATA_CHARS) throw refused('missing or too long');
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) throw refused('no signature');
  const names = [...params.keys()].filter((k) => k !== 'hash');
  // A repeated field has no single value to sign: Telegram never sends one.
  if (new Set(names).size !== names.length) throw refused('a field is repeated');
  const checkString = names
    .sort()
    .map((k) => `${k}=${params.get(k)}`)
    .join('\n');
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', key).update(checkString).digest('hex');
  if (!safeEqual(hash, expected)) throw refused('the signature does not match');

  const authDate = Number(params.get('auth_date')) * 1000;
  if (!Number.isInteger(authDate) || authDate <= 0) throw refused('no auth_date');
  if (nowMs - authDate > maxAgeMs) throw refused('it is more than a day old; open the app from Telegram again');
  if (authDate - nowMs > FUTURE_SKEW_MS) throw refused('it is dated in the future');

  let user: { id?: unknown; language_code?: unknown };
  try {
    user = JSON.parse(params.get('user') ?? 'null') as typeof user;
  } catch {
    throw refused('the user field is not JSON');
  }
  const id = user?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw refused('no user');
  const lang = typeof user.language_code === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(user.language_code) ? user.language_code : null;
  return { userId: String(id), languageCode: lang, authDate };
}
