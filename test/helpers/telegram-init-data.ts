import { createHmac } from 'node:crypto';

/**
 * Launch data as Telegram signs it for a Mini App (written from Telegram's description, not from the code under
 * test): the fields but `hash` sorted as `name=value` lines, HMAC-SHA256 under HMAC-SHA256("WebAppData", token).
 */
export function signedInitData(botToken: string, fields: Record<string, string>): string {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', key).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The fields a private chat's menu button sends for this user, signed at `authDateMs`. */
export function launchFields(userId: number, authDateMs: number, languageCode = 'en'): Record<string, string> {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({ id: userId, first_name: 'Ada', username: 'ada', language_code: languageCode, allows_write_to_pm: true }),
    auth_date: String(Math.floor(authDateMs / 1000)),
    signature: 'c2lnbmF0dXJl',
  };
}
