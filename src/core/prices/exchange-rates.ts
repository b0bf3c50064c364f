import type { Clock } from '../clock.ports.js';
import type { RatesSource, ReferenceRates } from './rates.ports.js';
import { SingleFlight } from './single-flight.js';

export interface ExchangeRatesOptions {
  source: RatesSource;
  clock: Clock;
  /** How long one fetch is used before the source is asked again: a day, as the ECB publishes once a working day. */
  maxAgeMs?: number;
  /** After a failed fetch, how long to wait before asking again (a failing source is not asked on every request). */
  retryMs?: number;
  timeoutMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * The reference rates, fetched at most once per `maxAgeMs` (and once per `retryMs` after a failure) and kept in
 * this process's memory; concurrent callers share one fetch. The last good rates are served while the source fails.
 */
export class ExchangeRates {
  readonly #o: Required<Omit<ExchangeRatesOptions, 'onError'>> & Pick<ExchangeRatesOptions, 'onError'>;
  readonly #flight = new SingleFlight<ReferenceRates | null>();
  #rates: ReferenceRates | null = null;
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #failedAt = Number.NEGATIVE_INFINITY;

  constructor(opts: ExchangeRatesOptions) {
    this.#o = {
      source: opts.source,
      clock: opts.clock,
      maxAgeMs: opts.maxAgeMs ?? 86_400_000,
      retryMs: opts.retryMs ?? 600_000,
      timeoutMs: opts.timeoutMs ?? 5000,
      onError: opts.onError,
    };
  }

  /** The current rates, or null when none could ever be read. Never throws. */
  async current(): Promise<ReferenceRates | null> {
    const now = this.#o.clock.now();
    if (now - this.#fetchedAt < this.#o.maxAgeMs || now - this.#failedAt < this.#o.retryMs) return this.#rates;
    return this.#flight.run('rates', async () => {
      try {
        this.#rates = await this.#o.source.latest(AbortSignal.timeout(this.#o.timeoutMs));
        this.#fetchedAt = this.#o.clock.now();
      } catch (err) {
        this.#failedAt = this.#o.clock.now();
        this.#o.onError?.(err);
      }
      return this.#rates;
    });
  }
}

/** `amount` in `from` expressed in `to` through the euro; null when either currency has no rate. */
export function convert(amount: number, from: string, to: string, rates: ReferenceRates): number | null {
  if (from === to) return amount;
  const a = rates.perEuro[from];
  const b = rates.perEuro[to];
  if (!(a > 0) || !(b > 0)) return null;
  return (amount / a) * b;
}
