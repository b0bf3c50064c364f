import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startWorld, type World } from '../prices/fakes/harness.js';
import { APP } from '../prices/fakes/world.js';
import { connectClient, contentOf, structured } from './mcp-client.js';

const KEY = 'mcp-price-key-0123456789-abcdefghi';
let world: World;
let app: TestApp;

beforeAll(async () => {
  world = await startWorld();
  const c = world.config;
  app = await startTestApp({
    API_KEYS: KEY,
    PRICE_RATE_LIMIT_PER_MIN: '6',
    STEAM_STORE_URL: c.STEAM_STORE_URL,
    CHEAPSHARK_API_URL: c.CHEAPSHARK_API_URL,
    ITAD_API_URL: c.ITAD_API_URL,
    ITAD_API_KEY: c.ITAD_API_KEY ?? '',
    GGDEALS_API_URL: c.GGDEALS_API_URL,
    GGDEALS_API_KEY: c.GGDEALS_API_KEY ?? '',
  });
});
afterAll(async () => {
  await app?.destroy();
  await world?.close();
});

describe('price tools against the fake price sources', () => {
  it('price_lookup answers the merged record by app id and by title; price_history draws a PNG chart; the key’s price budget holds', async () => {
    const { client } = await connectClient(app.url, KEY);
    const byId = await client.callTool({ name: 'price_lookup', arguments: { appid: APP.legoBatman, region: 'us' } });
    expect(byId.isError ?? false, JSON.stringify(byId.content)).toBe(false);
    const game = structured(byId).game as Record<string, unknown>;
    expect(game).toMatchObject({ platform_appid: APP.legoBatman, currency: 'USD', region: 'us' });
    expect(typeof game.title).toBe('string');
    // The same record as GET /api/prices answers (the same service, the same cache).
    const http = (await (await fetch(`${app.url}/api/prices?appid=${APP.legoBatman}&region=us&key=${KEY}`)).json()) as { game: unknown };
    expect(http.game).toEqual(game);
    const text = contentOf(byId)[0] as { text: string };
    expect(text.text).toContain(String(game.title));
    expect(text.text).toMatch(/\$\d/);

    const byTitle = await client.callTool({ name: 'price_lookup', arguments: { title: 'bioshock' } });
    expect((structured(byTitle).game as Record<string, unknown>).platform_appid).toBe(APP.bioshock);

    const history = await client.callTool({ name: 'price_history', arguments: { appid: APP.legoBatman, region: 'us', theme: 'dark' } });
    expect(history.isError ?? false, JSON.stringify(history.content)).toBe(false);
    expect(structured(history).history).toMatchObject({ appid: APP.legoBatman, region: 'us', currency: 'USD' });
    const chart = contentOf(history).find((c) => c.type === 'image') as { data: string; mimeType: string };
    expect(chart.mimeType).toBe('image/png');
    const png = Buffer.from(chart.data, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect((await sharp(png).metadata()).width).toBe(800);

    // Six lookups a minute: the HTTP call above, two for the title (search and lookup), one each for the id and
    // the chart spend five; one is left, then the refusal is a tool error with our code.
    expect((await client.callTool({ name: 'price_lookup', arguments: { appid: APP.legoBatman } })).isError ?? false).toBe(false);
    const refused = await client.callTool({ name: 'price_lookup', arguments: { appid: APP.legoBatman } });
    expect(refused.isError).toBe(true);
    expect(structured(refused)).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(Number(structured(refused).retry_after)).toBeGreaterThanOrEqual(1);
    await client.close();
  });

  it('refuses an unknown game as not_found and a bad region naming the field', async () => {
    const key = (await app.services.sessions.createKey('prices-2')).key;
    const { client } = await connectClient(app.url, key);
    const unknown = await client.callTool({ name: 'price_lookup', arguments: { appid: APP.unknown } });
    expect(structured(unknown)).toMatchObject({ ok: false, error: 'not_found' });
    const region = await client.callTool({ name: 'price_lookup', arguments: { appid: APP.legoBatman, region: 'zz' } });
    expect(region.isError).toBe(true);
    expect(structured(region)).toMatchObject({ error: 'invalid_request', field: 'region' });
    await client.close();
  });

  it('watch_price makes a watch of the key, as POST /api/watches lists it; deals reads the current deals with the feed’s filter rules', async () => {
    const made = await app.services.sessions.createKey('prices-3');
    const { client } = await connectClient(app.url, made.key);
    const watch = await client.callTool({
      name: 'watch_price',
      arguments: { appid: APP.legoBatman, target_price: 4.99, region: 'us', callback_url: 'https://hooks.example.org/gametools' },
    });
    expect(watch.isError ?? false, JSON.stringify(watch.content)).toBe(false);
    const view = structured(watch).watch as Record<string, unknown>;
    expect(view).toMatchObject({ appid: APP.legoBatman, target_price: 4.99, region: 'us', callback_url: 'https://hooks.example.org/gametools' });
    const listed = (await (await fetch(`${app.url}/api/watches`, { headers: { authorization: `Bearer ${made.key}` } })).json()) as { watches: Array<{ id: string }> };
    expect(listed.watches.map((w) => w.id)).toEqual([view.id]);
    const insecure = await client.callTool({ name: 'watch_price', arguments: { appid: APP.legoBatman, target_price: 5, callback_url: 'http://10.0.0.1/hook' } });
    expect(structured(insecure)).toMatchObject({ ok: false, error: 'invalid_callback_url', field: 'callback_url' });

    const deals = await client.callTool({ name: 'deals', arguments: { free: true, region: 'us' } });
    expect(deals.isError ?? false, JSON.stringify(deals.content)).toBe(false);
    expect(structured(deals)).toMatchObject({ page: 1, deals: [] });
    expect((structured(deals).filter as Record<string, unknown>)).toMatchObject({ free: true, region: 'us' });
    const badRegion = await client.callTool({ name: 'deals', arguments: { region: 'zz' } });
    // The core's wording, as the deal follows of the HTTP API answer it.
    expect(structured(badRegion)).toMatchObject({ ok: false, error: 'invalid_params' });
    expect(String(structured(badRegion).message)).toMatch(/region/);
    await client.close();
  });
});
