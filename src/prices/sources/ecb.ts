import type { RatesSource, ReferenceRates } from '../../core/prices/rates.ports.js';
import type { HttpClient } from './http.js';

/** The daily file is about 1.5 kB; anything far bigger is not it. */
const MAX_BYTES = 256 * 1024;
const DAY = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']/;
const RATE = /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([0-9]+(?:\.[0-9]+)?)["']/g;

/**
 * The European Central Bank's daily euro reference rates (`eurofxref-daily.xml`):
 * `gesmes:Envelope > Cube > Cube time="YYYY-MM-DD" > Cube currency="USD" rate="1.08"`, units per one euro.
 * The file's shape is fixed and flat, so two patterns read it; no XML parser (and no entity expansion) is needed.
 */
export function createEcbRatesSource(opts: { url: string; http: HttpClient }): RatesSource {
  return {
    async latest(signal) {
      const res = await opts.http.fetch(opts.url, { signal, headers: { 'user-agent': opts.http.userAgent, accept: 'application/xml, text/xml' } });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`ECB rates: HTTP ${res.status}`);
      }
      const length = Number(res.headers.get('content-length') ?? '0');
      if (length > MAX_BYTES) {
        await res.body?.cancel();
        throw new Error('ECB rates: answer too large');
      }
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error('ECB rates: answer too large');
      return parseEcbDaily(text);
    },
  };
}

export function parseEcbDaily(xml: string): ReferenceRates {
  const date = DAY.exec(xml)?.[1];
  if (!date) throw new Error('ECB rates: no dated Cube in the file');
  const perEuro: Record<string, number> = { EUR: 1 };
  for (const [, currency, rate] of xml.matchAll(RATE)) {
    const value = Number(rate);
    if (value > 0 && Number.isFinite(value)) perEuro[currency] = value;
  }
  if (Object.keys(perEuro).length === 1) throw new Error('ECB rates: no rates in the file');
  return { date, perEuro };
}
