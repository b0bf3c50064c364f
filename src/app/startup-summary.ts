import sharp from 'sharp';
import type { Config } from '../config.js';
import type { EngineFamily, EngineStatus } from '../core/tools/engines/families.js';

export interface StartupFacts {
  config: Config;
  /** Where the server really listens (PORT=0 picks one). */
  listen: string;
  tools: number;
  /** What start-up found of each engine family (office, OCR, browser). */
  families: Record<EngineFamily, EngineStatus>;
  /** Each bot's state when HTTP came up: `starting`, `retrying since <ISO time>`, `up`, `off` or `failed`. */
  bots: Record<string, string>;
  /** Price sources in use, as the price service names them. */
  priceSources: readonly string[];
  /** Where /metrics is served, or null when it is off. */
  metrics: string | null;
}

const KEYED_SOURCES: Array<{ name: string; setting: 'ITAD_API_KEY' | 'GGDEALS_API_KEY' }> = [
  { name: 'isthereanydeal', setting: 'ITAD_API_KEY' },
  { name: 'ggdeals', setting: 'GGDEALS_API_KEY' },
];

function boundAddress(host: string, listen: string): string | null {
  if (!listen) return null;
  const port = new URL(listen).port;
  if (host === '0.0.0.0' || host === '::') return `${host}:${port} (every interface)`;
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** What is on, as fields for JSON logs; never a secret, only whether one is set. */
export function startupSummary(f: StartupFacts): Record<string, unknown> {
  const c = f.config;
  const keyed = new Set(KEYED_SOURCES.map((s) => s.name));
  return {
    url: c.BASE_URL,
    listen: f.listen,
    // The address the socket is bound to: 0.0.0.0 (every interface) is not the loopback `listen` is reached on.
    bound: boundAddress(c.HOST, f.listen),
    bots: f.bots,
    engines: {
      sharp: `${sharp.versions.sharp ?? '?'} (libvips ${sharp.versions.vips})`,
      ffmpeg: 'child processes',
      mupdf: `worker processes (${c.PDF_WORKER_MEMORY_MB} MB each${c.PDF_WORKER_SPARE ? ', one kept warm' : ''})`,
      workers: c.WORKER_CONCURRENCY,
      tools: f.tools,
    },
    // A family with no engine names the command that adds it, so its missing tools are not a mystery.
    families: Object.fromEntries(
      Object.entries(f.families).map(([family, st]) => [family, st.engine ?? `none: its tools are off (add with: ${st.install ?? '?'})`]),
    ),
    dataDir: c.DATA_DIR,
    prices: {
      keyless: f.priceSources.filter((s) => !keyed.has(s)),
      withKey: f.priceSources.filter((s) => keyed.has(s)),
      off: KEYED_SOURCES.filter((s) => !f.priceSources.includes(s.name)).map((s) => `${s.name} (set ${s.setting})`),
    },
    admin: c.ADMIN_TOKEN ? 'on' : 'off (set ADMIN_TOKEN)',
    metrics: f.metrics ?? 'off (set METRICS_TOKEN or METRICS_PORT)',
  };
}

/** The same summary as a few short lines for a person at a terminal. */
export function startupLines(f: StartupFacts): string {
  const s = startupSummary(f) as {
    url: string;
    listen: string;
    bound: string | null;
    bots: Record<string, string>;
    engines: { sharp: string; ffmpeg: string; mupdf: string; workers: number; tools: number };
    families: Record<string, string>;
    dataDir: string;
    prices: { keyless: string[]; withKey: string[]; off: string[] };
    admin: string;
    metrics: string;
  };
  const bots = Object.entries(s.bots)
    .map(([name, state]) => `${name} ${state === 'off' ? 'off (no token)' : state === 'failed' ? 'FAILED (see above)' : state}`)
    .join(', ');
  const prices = [
    s.prices.keyless.length ? `${s.prices.keyless.join(', ')} (no key needed)` : '',
    s.prices.withKey.length ? `${s.prices.withKey.join(', ')} (key set)` : '',
    s.prices.off.length ? `off: ${s.prices.off.join(', ')}` : '',
  ].filter(Boolean);
  return [
    `gametools is up at ${s.url} (listening on ${s.bound ?? s.listen})`,
    `  bots     ${bots}`,
    `  engines  ${s.engines.tools} tools, ${s.engines.workers} workers; sharp ${s.engines.sharp}, ffmpeg ${s.engines.ffmpeg}, MuPDF ${s.engines.mupdf}`,
    `  families ${Object.entries(s.families).map(([family, engine]) => `${family} ${engine}`).join('; ')}`,
    `  data     ${s.dataDir}`,
    `  prices   ${prices.join('; ')}`,
    `  admin    ${s.admin}; metrics ${s.metrics}`,
  ].join('\n');
}
