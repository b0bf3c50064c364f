/**
 * GET requests to the two remote services url tools use (thumbnail host, oEmbed endpoint). The URL is
 * always built by us from a configured base and a validated video id; this module adds the rest of the
 * SSRF and resource discipline: redirects only within the same origin, a time limit, a body size cap
 * enforced while streaming, and failures turned into job errors that say what went wrong.
 */
import { ToolError } from '../../../core/errors.js';

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FixedHostRequest {
  url: URL;
  /** Name of the service in error texts, e.g. "thumbnail host". */
  service: string;
  maxBytes: number;
  timeoutMs: number;
  /** The job's signal: cancellation stops the request. */
  signal: AbortSignal;
  accept: string;
}

export interface FixedHostResponse {
  status: number;
  contentType: string;
  /** Empty for 4xx answers: their bodies are discarded unread. */
  body: Buffer;
  /** Where the answer finally came from (after same-origin redirects). */
  finalUrl: URL;
}

/**
 * Fetches `req.url`. 2xx answers come back with their body, 4xx answers with status only (callers decide
 * what "missing" means); redirects off the origin, 5xx, network failures, timeouts and oversized bodies throw.
 */
export async function getFromFixedHost(fetchFn: typeof fetch, req: FixedHostRequest): Promise<FixedHostResponse> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = AbortSignal.any([req.signal, timeout]);
  const origin = req.url.origin;
  let current = req.url;
  try {
    for (let hop = 0; ; hop++) {
      const res = await fetchFn(current, { method: 'GET', redirect: 'manual', signal, headers: { accept: req.accept } });
      if (REDIRECT_STATUSES.has(res.status)) {
        await discard(res);
        const location = res.headers.get('location');
        if (!location) throw new ToolError('internal', `the ${req.service} answered a redirect without a location`);
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new ToolError('internal', `the ${req.service} redirected to an unusable location`);
        }
        if (next.origin !== origin) {
          throw new ToolError('internal', `the ${req.service} redirected off its own origin (to ${next.origin}); the redirect was refused`);
        }
        if (hop >= MAX_REDIRECTS) throw new ToolError('internal', `the ${req.service} redirected more than ${MAX_REDIRECTS} times`);
        current = next;
        continue;
      }
      const contentType = res.headers.get('content-type') ?? '';
      if (res.status >= 400 && res.status < 500) {
        await discard(res);
        return { status: res.status, contentType, body: Buffer.alloc(0), finalUrl: current };
      }
      if (res.status < 200 || res.status >= 300) {
        await discard(res);
        throw new ToolError('internal', `the ${req.service} answered HTTP ${res.status}; try again later`);
      }
      const body = await readCapped(res, req);
      return { status: res.status, contentType, body, finalUrl: current };
    }
  } catch (err) {
    if (err instanceof ToolError) throw err;
    if (req.signal.aborted) throw new ToolError('internal', 'job cancelled');
    if (timeout.aborted) throw new ToolError('timeout', `the ${req.service} did not answer within ${req.timeoutMs} ms`);
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    throw new ToolError('internal', `could not reach the ${req.service}: ${cause}`);
  }
}

async function readCapped(res: Response, req: FixedHostRequest): Promise<Buffer> {
  const tooBig = () => new ToolError('too_large', `the ${req.service}'s answer exceeds the size limit of ${req.maxBytes} bytes`);
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > req.maxBytes) {
    await discard(res);
    throw tooBig();
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > req.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

/** Per-request time limit: 10 s, and never more than the job's own budget. */
export function requestTimeoutMs(jobTimeoutMs: number): number {
  return Math.max(1, Math.min(10_000, jobTimeoutMs));
}
