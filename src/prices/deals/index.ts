import type { Clock } from '../../core/clock.ports.js';
import type { DealListSource } from '../../core/deals/deal.ports.js';
import type { HttpClient } from '../sources/http.js';
import { createCheapSharkDeals } from './cheapshark-deals.js';
import { createItadDeals } from './itad-deals.js';

export interface DealSourceConfig {
  CHEAPSHARK_API_URL: string;
  ITAD_API_URL: string;
  ITAD_API_KEY?: string;
}

/** CheapShark's list always (no key); IsThereAnyDeal's when its key is set. */
export function createDealSources(
  config: DealSourceConfig,
  deps: { http: HttpClient; clock: Clock; onDropped?: (source: string, count: number) => void },
): DealListSource[] {
  const sources = [
    createCheapSharkDeals({ baseUrl: config.CHEAPSHARK_API_URL, http: deps.http, clock: deps.clock, onDropped: (n) => deps.onDropped?.('cheapshark', n) }),
  ];
  if (config.ITAD_API_KEY) sources.push(createItadDeals({ baseUrl: config.ITAD_API_URL, apiKey: config.ITAD_API_KEY, http: deps.http }));
  return sources;
}
