import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * The outbound address policy every request the service makes on a caller's behalf goes through (webhook callbacks,
 * MCP URL inputs, web page captures): only public unicast addresses, judged on every address a name resolves to, and
 * the connection pinned to the address that was judged.
 */
export interface AddressPolicy {
  /** Tests and local development: loopback addresses are allowed. */
  allowInsecure: boolean;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (tests replace it to play a rebinding DNS server). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Names that never lead to the public internet, whatever a resolver says.
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home.arpa', '.corp', '.localdomain'];

/** The address form of a URL host (`[::1]` → `::1`), or null when it is a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** Whether a host name (not an address) is one that only ever names a machine on a private network. */
export function privateName(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return !name.includes('.') || name === 'localhost' || PRIVATE_SUFFIXES.some((s) => name.endsWith(s));
}

/** Whether an address is a loopback one, in any of its IPv4 or IPv6 spellings. */
export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * Whether an address may be called: only public unicast ones (mapped IPv4 is judged as the IPv4 it carries;
 * 6to4, Teredo, NAT64 and IPv4-compatible forms, which smuggle one, are refused; an ISATAP interface is judged
 * by its IPv4). Loopback too when insecure. The same check runs on literals and on every resolved address.
 */
export function addressAllowed(address: string, policy: AddressPolicy): boolean {
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
 * The one address a connection to `hostname` goes to: the literal itself, or the first the name resolves to once
 * every address it resolves to passed `allowed` (one internal address among public ones is refused too: the
 * resolver is not to be trusted with a choice). Throws with the reason otherwise.
 */
export async function pinAddress(hostname: string, resolve: ResolveHost, allowed: (address: string) => boolean): Promise<ResolvedAddress> {
  const literal = ipLiteral(hostname);
  const addresses = literal !== null ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }] : await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  const bad = addresses.find((a) => !allowed(a.address));
  if (bad) throw new Error(`${hostname} resolves to a refused address (${bad.address})`);
  return addresses[0];
}
