import type { z } from 'zod';
import { SourceFailure, type UpstreamName } from '../../core/prices/source-failure.js';
import { nestingDepth } from '../../core/json-depth.js';

/** What every adapter needs to talk to its upstream. */
export interface HttpClient {
  fetch: typeof fetch;
  /** Descriptive, with a way to reach the operator (CheapShark requires one). */
  userAgent: string;
}

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal: AbortSignal;
  /** Statuses meaning "slow down" for this upstream (Steam's CDN answers 403 when it throttles). */
  rateLimitStatuses?: readonly number[];
  /** Statuses that mean "unknown" rather than failure; the result is then null. */
  notFoundStatuses?: readonly number[];
}

/** Upstream answers are small; anything bigger is not what we asked for. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/**
 * Real answers nest a handful of levels. A hostile one of nested brackets under the size cap would hold the event
 * loop for seconds in JSON.parse (and again in every walk of the result), so deeper text is refused unparsed.
 */
const MAX_JSON_DEPTH = 64;
/** How long to stay away after a 429 that names no time. */
export const DEFAULT_RETRY_AFTER_S = 60;

/**
 * Sends one request and returns the parsed JSON body (null for a notFoundStatuses answer).
 * Every way it can go wrong becomes a SourceFailure naming the source, without the URL (it may hold a key).
 */
export async function requestJson(
  client: HttpClient,
  source: UpstreamName,
  url: URL,
  req: JsonRequest,
): Promise<unknown> {
  const headers: Record<string, string> = {
    'user-agent': client.userAgent,
    accept: 'application/json',
    ...req.headers,
  };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await client.fetch(url, {
      method: req.method ?? 'GET',
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
      redirect: 'error',
    });
  } catch (err) {
    if (req.signal.aborted) throw new SourceFailure(source, 'timeout', 'no answer in time');
    throw new SourceFailure(source, 'network', `unreachable (${(err as Error).name})`);
  }
  if ((req.rateLimitStatuses ?? [429]).includes(res.status)) {
    await discard(res);
    throw new SourceFailure(source, 'rate_limited', `rate limited (HTTP ${res.status})`, retryAfterSeconds(res.headers));
  }
  if (req.notFoundStatuses?.includes(res.status)) {
    await discard(res);
    return null;
  }
  if (!res.ok) {
    await discard(res);
    throw new SourceFailure(source, 'http', `HTTP ${res.status}`);
  }
  const text = await readText(res, source, req.signal);
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new SourceFailure(source, 'malformed', `malformed answer (nested deeper than ${MAX_JSON_DEPTH})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceFailure(source, 'malformed', 'malformed answer (not JSON)');
  }
}

/** Checks an upstream payload against the shape the adapter relies on. */
export function parseAs<S extends z.ZodType>(schema: S, json: unknown, source: UpstreamName, what: string): z.output<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new SourceFailure(source, 'malformed', `malformed ${what} (${where})`);
  }
  return parsed.data;
}

/** `Retry-After` as seconds or an HTTP date; GG.deals' `x-ratelimit-reset` as unix seconds or seconds. */
export function retryAfterSeconds(headers: Headers, nowMs = Date.now()): number {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(1, Math.ceil((at - nowMs) / 1000));
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const value = Number(reset);
    // Values this large are a moment (unix seconds), smaller ones a duration.
    return value > 1e9 ? Math.max(1, Math.ceil(value - nowMs / 1000)) : Math.ceil(value);
  }
  return DEFAULT_RETRY_AFTER_S;
}

/** Drops a body that will not be read, so the connection is freed. */
async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => {});
}

async function readText(res: Response, source: UpstreamName, signal: AbortSignal): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) {
    await discard(res);
    throw new SourceFailure(source, 'malformed', 'answer too large');
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        throw new SourceFailure(source, 'malformed', 'answer too large');
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof SourceFailure) throw err;
    if (signal.aborted) throw new SourceFailure(source, 'timeout', 'no answer in time');
    throw new SourceFailure(source, 'network', 'answer cut short');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Joins a configured base URL (no trailing slash) and a path, keeping any path prefix the base has. */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
