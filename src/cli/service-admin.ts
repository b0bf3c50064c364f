import type { Config } from '../config.js';

/**
 * The running service's admin API, as a command-line tool on the same machine reaches it: the address the
 * service listens on (loopback when it listens on every address), with ADMIN_TOKEN from the same settings.
 */
export function serviceUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const everywhere = ['0.0.0.0', '::', '[::]'].includes(config.HOST);
  const host = everywhere ? '127.0.0.1' : config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** An admin API answer the tool could not use, with what the service said. */
export class AdminCallError extends Error {}

export async function callAdmin<T>(
  config: Pick<Config, 'HOST' | 'PORT' | 'ADMIN_TOKEN'>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const url = `${serviceUrl(config)}/api/admin${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${config.ADMIN_TOKEN ?? ''}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    throw new AdminCallError(`the service did not answer at ${url} (${why}); HOST and PORT here must be the service's`);
  }
  const answer = (await res.json().catch(() => null)) as { error?: string; message?: string } | null;
  if (!res.ok) {
    const said = answer?.error ? `${answer.error}${answer.message ? `: ${answer.message}` : ''}` : `HTTP ${res.status}`;
    throw new AdminCallError(`the service refused ${method} ${url} (${said})`);
  }
  return answer as T;
}
