import { ImageFetchError, type ImageFetcher } from '../core/images/image.ports.js';
import { pinnedGet } from './pinned-request.js';
import { addressAllowed, pinAddress, systemResolve, type ResolvedAddress, type ResolveHost } from './address-policy.js';

export interface ImageFetcherOptions {
  userAgent: string;
  resolve?: ResolveHost;
  /**
   * Which addresses may be connected to. Public unicast only, and never anything looser from the settings:
   * WEBHOOK_ALLOW_INSECURE opens loopback for webhook callbacks in development, but an image URL comes from a
   * third-party source, so it must never reach this machine or its network. Tests widen it to one fake server.
   */
  allowed?: (address: string) => boolean;
}

const strict = (address: string) => addressAllowed(address, { allowInsecure: false });

/**
 * Fetches an image through the address policy: every address the host resolves to is judged and the connection is
 * pinned to the judged one (a name that rebinds between check and connect cannot reach an internal address); no
 * redirect is followed; the body is read up to the cap; one deadline covers resolving, connecting and reading.
 */
export function createImageFetcher(opts: ImageFetcherOptions): ImageFetcher {
  const resolve = opts.resolve ?? systemResolve;
  const allowed = opts.allowed ?? strict;
  return {
    async fetch(url, limits) {
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      let pinned: ResolvedAddress;
      try {
        pinned = await race(pinAddress(hostname, resolve, allowed), deadline);
      } catch (err) {
        if (deadline.aborted) throw new ImageFetchError('timeout', 'no address in time');
        throw new ImageFetchError('refused_address', err instanceof Error ? err.message : 'refused address');
      }
      return get(url, pinned, limits.maxBytes, deadline, opts.userAgent);
    },
  };
}

function get(url: URL, pinned: ResolvedAddress, maxBytes: number, deadline: AbortSignal, userAgent: string): Promise<Uint8Array> {
  return new Promise<Uint8Array>((resolve, reject) => {
    let settled = false;
    const fail = (err: ImageFetchError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(err);
    };
    const request = pinnedGet(url, pinned, {
      signal: deadline,
      headers: { 'user-agent': userAgent, accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
    });
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) return fail(new ImageFetchError('bad_status', `answered ${status}`));
      if (Number(res.headers['content-length']) > maxBytes) return fail(new ImageFetchError('too_large', 'declared too large'));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(new ImageFetchError('too_large', 'too large'));
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(new Uint8Array(Buffer.concat(chunks)));
      });
      res.on('error', () => fail(new ImageFetchError(deadline.aborted ? 'timeout' : 'unreachable', 'cut short')));
    });
    request.on('error', () => fail(new ImageFetchError(deadline.aborted ? 'timeout' : 'unreachable', 'unreachable')));
    request.end();
  });
}

function race<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('no address within the timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
