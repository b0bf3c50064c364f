import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SendResult, SignedRequest, WebhookSender } from '../core/webhooks/webhook.ports.js';
import { addressAllowed, pinAddress, systemResolve as systemResolveHost, type ResolvedAddress, type ResolveHost } from '../net/address-policy.js';
import { checkCallbackUrl, type UrlPolicy } from './url-policy.js';

export { systemResolve, type ResolvedAddress, type ResolveHost } from '../net/address-policy.js';

export interface HttpSenderOptions {
  policy: UrlPolicy;
  timeoutMs: number;
  userAgent: string;
  resolve?: ResolveHost;
}

/**
 * POSTs a signed event. The URL is checked again, its host resolved now and every address checked; the
 * connection then goes to the checked address only (a `lookup` that answers it), so a name that changes its
 * answer between check and connect cannot reach an internal address. One deadline covers resolving,
 * connecting and the status line; the body of the answer is never read, and redirects are not followed.
 */
export function createHttpSender(opts: HttpSenderOptions): WebhookSender {
  const resolve = opts.resolve ?? systemResolveHost;
  return async (req: SignedRequest): Promise<SendResult> => {
    let url: URL;
    try {
      url = checkCallbackUrl(req.url, opts.policy);
    } catch (err) {
      return { kind: 'reject', status: 0, error: err instanceof Error ? err.message : 'refused URL' };
    }
    const deadline = AbortSignal.timeout(opts.timeoutMs);
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    let pinned: ResolvedAddress;
    try {
      pinned = await raceDeadline(pickAddress(hostname, resolve, opts.policy), deadline);
    } catch (err) {
      return { kind: 'retry', status: null, error: err instanceof Error ? err.message : String(err) };
    }
    return post(url, hostname, pinned, req, opts, deadline);
  };
}

function pickAddress(hostname: string, resolve: ResolveHost, policy: UrlPolicy): Promise<ResolvedAddress> {
  return pinAddress(hostname, resolve, (address) => addressAllowed(address, policy));
}

function post(url: URL, hostname: string, pinned: ResolvedAddress, req: SignedRequest, opts: HttpSenderOptions, deadline: AbortSignal): Promise<SendResult> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const secure = url.protocol === 'https:';
  const body = Buffer.from(req.body);
  return new Promise<SendResult>((done) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      done(result);
    };
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      agent: false,
      lookup,
      signal: deadline,
      ...(secure && !hostname.includes(':') && !/^[\d.]+$/.test(hostname) ? { servername: hostname } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': opts.userAgent,
        ...req.headers,
      },
    });
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // The answer's body is not ours to read.
      res.destroy();
      request.destroy();
      finish(classify(status));
    });
    request.on('error', (err) => {
      finish({ kind: 'retry', status: null, error: deadline.aborted ? `no answer within ${opts.timeoutMs} ms` : err.message });
    });
    request.end(body);
  });
}

function classify(status: number): SendResult {
  if (status >= 200 && status < 300) return { kind: 'ok', status };
  if (status === 410) return { kind: 'gone', status };
  if (status === 429 || status === 408 || status >= 500) return { kind: 'retry', status, error: `answered ${status}` };
  return { kind: 'reject', status, error: status >= 300 && status < 400 ? `answered ${status} (redirects are not followed)` : `answered ${status}` };
}

function raceDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('no address within the timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    work.then(
      (value) => {
        done();
        resolve(value);
      },
      (err: unknown) => {
        done();
        reject(err);
      },
    );
  });
}
