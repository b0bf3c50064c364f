import { AppError } from '../core/errors.js';
import { addressAllowed, ipLiteral, privateName, type AddressPolicy } from '../net/address-policy.js';

export { addressAllowed } from '../net/address-policy.js';

/** Tests and local development (`allowInsecure`): `http:` and loopback addresses are allowed. */
export type UrlPolicy = AddressPolicy;

const MAX_URL_LENGTH = 2048;

function refuse(why: string): AppError {
  return new AppError('invalid_callback_url', `callback_url: ${why}.`, { field: 'callback_url' });
}

/**
 * Checks a callback URL as given by a caller; throws invalid_callback_url with the reason. The host's name is
 * resolved (and checked again) at delivery time, where the connection is pinned to the checked address.
 */
export function checkCallbackUrl(raw: unknown, policy: UrlPolicy): URL {
  if (typeof raw !== 'string' || raw.length === 0) throw refuse('must be a URL');
  if (raw.length > MAX_URL_LENGTH) throw refuse(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowInsecure && url.protocol === 'http:')) throw refuse('must use https');
  if (url.username || url.password) throw refuse('must not carry a user name or password');
  if (url.port !== '') {
    const port = Number(url.port);
    if (port !== 443 && (port < 1024 || port > 65535)) throw refuse('port must be 443 or between 1024 and 65535');
  }
  const host = url.hostname.toLowerCase();
  const literal = ipLiteral(host);
  if (literal !== null) {
    if (!addressAllowed(literal, policy)) throw refuse('must not point at a private, loopback, link-local or reserved address');
    return url;
  }
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === 'localhost' && policy.allowInsecure) return url;
  if (privateName(name)) throw refuse('must name a public host');
  return url;
}
