import ipaddr from 'ipaddr.js';
import { AppError } from '../core/errors.js';

export interface UrlPolicy {
  /** Tests and local development: `http:` and loopback addresses are allowed. */
  allowInsecure: boolean;
}

const MAX_URL_LENGTH = 2048;
// Names that never lead to the public internet, whatever a resolver says.
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home.arpa', '.corp', '.localdomain'];

function refuse(why: string): AppError {
  return new AppError('invalid_callback_url', `callback_url: ${why}.`, { field: 'callback_url' });
}

/** The address form of a URL host (`[::1]` → `::1`), or null when it is a name. */
function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * Whether an address may be called: only public unicast ones (mapped IPv4 is judged as the IPv4 it carries;
 * 6to4, Teredo, NAT64 and IPv4-compatible forms, which smuggle one, are refused; an ISATAP interface is judged
 * by its IPv4). Loopback too when insecure. The same check runs on literals and on every resolved address.
 */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (policy.allowInsecure && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIpv4((parsed as ipaddr.IPv6).toByteArray());
    if (embedded === 'refuse') return false;
    if (embedded && embedded.range() !== 'unicast') return false;
  }
  return true;
}

/**
 * The IPv4 address an IPv6 one carries where ipaddr.js calls the IPv6 form plain unicast: IPv4-compatible
 * addresses (::/96, deprecated since 2006, so refused outright whatever they carry) and ISATAP interface ids
 * (`…:0:5efe:a.b.c.d`, `…:200:5efe:a.b.c.d`), which are judged by the IPv4 rules. Mapped, translated, NAT64,
 * 6to4 and Teredo forms are ranges of their own and refused before this is asked.
 */
function embeddedIpv4(bytes: number[]): ipaddr.IPv4 | 'refuse' | null {
  if (bytes.slice(0, 12).every((b) => b === 0)) return 'refuse';
  const iid = bytes.slice(8, 12);
  if ((iid[0] === 0 || iid[0] === 2) && iid[1] === 0 && iid[2] === 0x5e && iid[3] === 0xfe) {
    return new ipaddr.IPv4(bytes.slice(12, 16));
  }
  return null;
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
  if (!name.includes('.') || name === 'localhost' || PRIVATE_SUFFIXES.some((s) => name.endsWith(s))) {
    throw refuse('must name a public host');
  }
  return url;
}
