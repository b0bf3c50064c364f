import type { GiveawaySource } from '../core/giveaways/giveaway.ports.js';
import type { HttpClient } from '../prices/sources/http.js';
import { createEpicPromotions } from './epic.js';
import { createGamerPower } from './gamerpower.js';
import { createItadGiveaways } from './itad.js';
import { createItadBundles } from './itad-bundles.js';
import type { BundleSource } from '../core/bundles/bundle.ports.js';

export interface GiveawaySourceConfig {
  GAMERPOWER_API_URL: string;
  EPIC_PROMOTIONS_URL: string;
  ITAD_API_URL: string;
  ITAD_API_KEY?: string;
}

/** Epic's own list and GamerPower's always (no key); IsThereAnyDeal's when its key is set. */
export function createGiveawaySources(config: GiveawaySourceConfig, deps: { http: HttpClient }): GiveawaySource[] {
  const sources = [
    createEpicPromotions({ url: config.EPIC_PROMOTIONS_URL, http: deps.http }),
    createGamerPower({ baseUrl: config.GAMERPOWER_API_URL, http: deps.http }),
  ];
  if (config.ITAD_API_KEY) sources.push(createItadGiveaways({ baseUrl: config.ITAD_API_URL, apiKey: config.ITAD_API_KEY, http: deps.http }));
  return sources;
}

/** IsThereAnyDeal's bundle list when its key is set; GG.deals has bundles per game only, no list to follow. */
export function createBundleSources(config: GiveawaySourceConfig, deps: { http: HttpClient }): BundleSource[] {
  return config.ITAD_API_KEY ? [createItadBundles({ baseUrl: config.ITAD_API_URL, apiKey: config.ITAD_API_KEY, http: deps.http })] : [];
}
