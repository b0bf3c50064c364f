/** One day's reference rates: how many units of each currency one euro buys. */
export interface ReferenceRates {
  /** The day the rates are for (UTC `YYYY-MM-DD`, as the publisher dates them). */
  date: string;
  /** ISO 4217 code → units per 1 EUR; EUR itself is 1. */
  perEuro: Readonly<Record<string, number>>;
}

/** Where reference rates come from (the European Central Bank's daily file); throws when it cannot answer. */
export interface RatesSource {
  latest(signal: AbortSignal): Promise<ReferenceRates>;
}
