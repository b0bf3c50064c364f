import { json, startFakeServer, type FakeServer } from './server.js';

export interface SteamPrice {
  currency: string;
  initial: number;
  final: number;
  discount_percent: number;
}

export interface SteamApp {
  name: string;
  type?: string;
  is_free?: boolean;
  metacritic?: number;
  /** Country code → price_overview; a country without an entry gets no price_overview. */
  prices?: Record<string, SteamPrice>;
  /** Answer exactly this `data` instead (for verbatim upstream examples). */
  rawData?: unknown;
}

/**
 * `GET /api/appdetails?appids=<id>&cc=<country>` as the Steam store answers it: keyed by the appid string,
 * `{success:false}` for unknown apps, minor-unit prices in the country's currency.
 */
export async function startSteamFake(apps: Record<number, SteamApp>): Promise<FakeServer> {
  return startFakeServer((req) => {
    if (req.path !== '/api/appdetails') return json(null, 404);
    const appid = req.query.get('appids') ?? '';
    const cc = (req.query.get('cc') ?? 'us').toLowerCase();
    const app = /^\d+$/.test(appid) ? apps[Number(appid)] : undefined;
    if (!app) return json({ [appid]: { success: false } });
    if (app.rawData !== undefined) return json({ [appid]: { success: true, data: app.rawData } });
    const data: Record<string, unknown> = {
      type: app.type ?? 'game',
      name: app.name,
      steam_appid: Number(appid),
      required_age: 0,
      is_free: app.is_free ?? false,
      short_description: `${app.name} (fake)`,
    };
    const price = app.prices?.[cc];
    if (price) {
      data.price_overview = {
        ...price,
        initial_formatted: price.discount_percent > 0 ? format(price.initial, price.currency) : '',
        final_formatted: format(price.final, price.currency),
      };
    }
    if (app.metacritic !== undefined) {
      data.metacritic = { score: app.metacritic, url: `https://www.metacritic.com/game/pc/${appid}` };
    }
    return json({ [appid]: { success: true, data } });
  });
}

function format(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}
