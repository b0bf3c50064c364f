import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { AppError } from '../core/errors.js';
import { randomId } from '../core/ids.js';
import type { IncomingFile } from '../core/jobs/job.types.js';
import { addressAllowed, checkCallbackUrl, type UrlPolicy } from '../webhooks/url-policy.js';
import { systemResolve, type ResolveHost } from '../webhooks/http-sender.js';
import { pinnedGet } from '../net/pinned-request.js';

export interface UrlFetchOptions {
  /** The callback address policy (WEBHOOK_ALLOW_INSECURE): public unicast hosts only, loopback in development. */
  policy: UrlPolicy;
  resolve?: ResolveHost;
  maxBytes: number;
  tmpDir: string;
  timeoutMs: number;
  userAgent: string;
}

const MAX_REDIRECTS = 3;

function refuse(why: string): AppError {
  return new AppError('invalid_url', `url: ${why}.`, { field: 'url' });
}


/**
 * Fetches a file a caller names by URL into a temp file, under the rules the webhooks call out with: the URL and
 * every redirect target are checked (public unicast hosts only), each host is resolved and every address it
 * answers checked, and the connection goes to the checked address only, so a name that changes its answer cannot
 * reach an internal address. Redirects are followed by hand, at most three; the body stops at `maxBytes`.
 */
export async function fetchUrlInput(raw: string, opts: UrlFetchOptions): Promise<IncomingFile> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let url = checkUrl(raw, opts.policy);
  for (let hop = 0; ; hop++) {
    const res = await get(url, opts, deadline);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.destroy();
      if (hop >= MAX_REDIRECTS) throw refuse(`more than ${MAX_REDIRECTS} redirects`);
      url = checkUrl(res.headers.location, opts.policy, url);
      continue;
    }
    if (status !== 200) {
      res.destroy();
      throw new AppError('upstream_unavailable', `The URL answered HTTP ${status}.`, { field: 'url' });
    }
    return save(res, url, opts, deadline);
  }
}

function checkUrl(raw: string, policy: UrlPolicy, base?: URL): URL {
  let absolute: string;
  try {
    absolute = new URL(raw, base).href;
  } catch {
    throw refuse('must be an absolute URL');
  }
  try {
    return checkCallbackUrl(absolute, policy);
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/^callback_url: /, '').replace(/\.$/, '') : 'refused';
    throw refuse(base ? `redirects to a refused address (${why})` : why);
  }
}

async function pinned(hostname: string, opts: UrlFetchOptions): Promise<{ address: string; family: number }> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const addresses = /^[\d.]+$|:/.test(bare) ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }] : await (opts.resolve ?? systemResolve)(bare).catch(() => []);
  if (addresses.length === 0) throw refuse(`${bare} has no address`);
  // One internal address among public ones is refused too: the resolver is not trusted with a choice.
  if (addresses.some((a) => !addressAllowed(a.address, opts.policy))) throw refuse('must not point at a private, loopback, link-local or reserved address');
  return addresses[0];
}

async function get(url: URL, opts: UrlFetchOptions, deadline: AbortSignal): Promise<http.IncomingMessage> {
  const target = await pinned(url.hostname, opts);
  return new Promise((resolve, reject) => {
    const req = pinnedGet(url, target, { signal: deadline, headers: { 'user-agent': opts.userAgent, accept: '*/*' } });
    req.on('response', resolve);
    req.on('error', () => reject(new AppError('upstream_unavailable', deadline.aborted ? 'The URL did not answer in time.' : 'The URL could not be reached.', { field: 'url' })));
    req.end();
  });
}

async function save(res: http.IncomingMessage, url: URL, opts: UrlFetchOptions, deadline: AbortSignal): Promise<IncomingFile> {
  const declared = Number(res.headers['content-length']);
  const tooLarge = () => new AppError('file_too_large', `The file at the URL exceeds the limit of ${Math.floor(opts.maxBytes / 1_048_576)} MB.`, { field: 'url' });
  if (Number.isFinite(declared) && declared > opts.maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const tempPath = join(opts.tmpDir, `mcp-${randomId(12)}`);
  const out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  let size = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: unknown) => {
        res.destroy();
        out.destroy();
        reject(err);
      };
      deadline.addEventListener('abort', () => fail(new AppError('upstream_unavailable', 'The URL did not send the file in time.', { field: 'url' })), { once: true });
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) fail(tooLarge());
        else if (!out.write(chunk)) res.pause();
      });
      out.on('drain', () => res.resume());
      res.on('end', () => out.end(() => resolve()));
      res.on('error', () => fail(new AppError('upstream_unavailable', 'The URL broke off sending the file.', { field: 'url' })));
      out.on('error', fail);
    });
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/[^\w.-]/g, '_').slice(0, 100) || 'file';
  return { tempPath, name, size };
}
