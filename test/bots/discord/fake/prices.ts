import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One game both fake upstreams know; prices in USD. */
export interface FakeGame {
  appid: number;
  title: string;
  /** Steam's regular and current price. */
  regular: number;
  steamPrice: number;
  /** The cheapest other official store (GOG, through CheapShark). */
  dealPrice: number;
  lowest: number;
  metacritic: number;
}

const STORES = [
  { storeID: '1', storeName: 'Steam' },
  { storeID: '7', storeName: 'GOG' },
  { storeID: '25', storeName: 'Epic Games Store' },
];

/**
 * Steam's appdetails and CheapShark's games/deals/stores endpoints on 127.0.0.1, answering the real wire
 * shapes for a small mutable set of games, so the price service runs its real adapters in bot tests.
 */
export class FakePriceUpstream {
  readonly games = new Map<number, FakeGame>();
  readonly requests: string[] = [];
  /** Delay before answering a title search, to stand for a slow upstream. */
  searchDelayMs = 0;
  /** When each title search was answered. */
  readonly searchAnswers: Array<{ title: string; at: number }> = [];
  readonly #server: Server;
  #base = '';

  constructor(games: FakeGame[]) {
    for (const g of games) this.games.set(g.appid, g);
    this.#server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      this.requests.push(`${url.pathname}${url.search}`);
      const delay = url.searchParams.has('title') ? this.searchDelayMs : 0;
      setTimeout(() => {
        // Answered from the state at reply time, so a test can change prices while a request waits.
        const body = this.#answer(url);
        if (url.searchParams.has('title')) this.searchAnswers.push({ title: url.searchParams.get('title') ?? '', at: Date.now() });
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body ?? { error: 'not found' }));
      }, delay);
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Environment pointing the price service at this fake. */
  get env(): Record<string, string> {
    return { STEAM_STORE_URL: `${this.#base}/steam`, CHEAPSHARK_API_URL: `${this.#base}/cheapshark` };
  }

  #answer(url: URL): unknown {
    const q = url.searchParams;
    if (url.pathname === '/steam/api/appdetails') {
      const id = Number(q.get('appids'));
      const g = this.games.get(id);
      if (!g) return { [String(id)]: { success: false } };
      const cut = Math.round((1 - g.steamPrice / g.regular) * 100);
      return {
        [String(id)]: {
          success: true,
          data: {
            name: g.title,
            metacritic: { score: g.metacritic },
            // Steam states the region's currency (cc=br: reais); the amounts stay the fake's.
            price_overview: { currency: q.get('cc') === 'br' ? 'BRL' : 'USD', initial: Math.round(g.regular * 100), final: Math.round(g.steamPrice * 100), discount_percent: cut },
          },
        },
      };
    }
    if (url.pathname === '/cheapshark/stores') return STORES;
    if (url.pathname === '/cheapshark/games') {
      const listEntry = (g: FakeGame) => ({ gameID: String(g.appid), steamAppID: String(g.appid), cheapestDealID: `d${g.appid}`, external: g.title });
      if (q.has('title')) {
        const words = (q.get('title') ?? '').toLowerCase();
        return [...this.games.values()].filter((g) => g.title.toLowerCase().includes(words)).map(listEntry);
      }
      if (q.has('steamAppID')) {
        const g = this.games.get(Number(q.get('steamAppID')));
        return g ? [listEntry(g)] : [];
      }
      if (q.has('id')) {
        const g = this.games.get(Number(q.get('id')));
        if (!g) return [];
        return {
          info: { title: g.title },
          cheapestPriceEver: { price: String(g.lowest), date: 1_700_000_000 },
          deals: [
            { storeID: '7', dealID: `d${g.appid}`, price: String(g.dealPrice), retailPrice: String(g.regular), savings: String((1 - g.dealPrice / g.regular) * 100) },
            { storeID: '1', dealID: `s${g.appid}`, price: String(g.steamPrice), retailPrice: String(g.regular), savings: '0' },
          ],
        };
      }
    }
    if (url.pathname === '/cheapshark/deals') {
      const id = Number((q.get('id') ?? '').slice(1));
      return this.games.has(id) ? { gameInfo: { metacriticScore: String(this.games.get(id)!.metacritic) } } : undefined;
    }
    return undefined;
  }
}
