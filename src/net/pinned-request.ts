import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address-policy.js';

/**
 * A GET to `url` that can only connect to `pinned`, the address the policy judged: the request's own lookup answers
 * with it, so a name that resolves elsewhere between the check and the connect (DNS rebinding) changes nothing. No
 * agent (no pooled socket of another host), no redirect handling: the caller decides what a response means.
 */
export function pinnedGet(url: URL, pinned: ResolvedAddress, init: { signal: AbortSignal; headers: Record<string, string> }): http.ClientRequest {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return (secure ? https : http).request({
    protocol: url.protocol,
    hostname,
    port: url.port || (secure ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    agent: false,
    lookup,
    signal: init.signal,
    // TLS names the host it means (SNI); an address literal has no name to send.
    ...(secure && !hostname.includes(':') && !/^[\d.]+$/.test(hostname) ? { servername: hostname } : {}),
    headers: init.headers,
  });
}
