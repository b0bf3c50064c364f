import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { WindowLimiter } from '../../../src/core/prices/window-limiter.js';
import { createGgDealsSource } from '../../../src/prices/sources/ggdeals.js';
import { endpoint, retryAfterSeconds, type HttpClient } from '../../../src/prices/sources/http.js';
import { createItadSource } from '../../../src/prices/sources/itad.js';
import { createSteamSource } from '../../../src/prices/sources/steam.js';
import { TestClock } from '../fakes/harness.js';
import { json, startFakeServer, type FakeReply, type FakeServer } from '../fakes/server.js';
import { startSteamFake } from '../fakes/steam.js';
import { rejection } from '../../helpers/errors.js';

const http: HttpClient = { fetch: globalThis.fetch, userAgent: 'test/1 (tests)' };
const signal = () => AbortSignal.timeout(2000);

const sourceFailure = (promise: Promise<unknown>) => rejection(promise, SourceFailure);

describe('Retry-After and rate-limit headers', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const headers = (h: Record<string, string>) => new Headers(h);
  it('reads seconds, an HTTP date, or GG.deals-style x-ratelimit-reset; 60 s when nothing is said', () => {
    expect(retryAfterSeconds(headers({ 'retry-after': '120' }), now)).toBe(120);
    expect(retryAfterSeconds(headers({ 'retry-after': new Date(now + 90_000).toUTCString() }), now)).toBe(90);
    expect(retryAfterSeconds(headers({ 'x-ratelimit-reset': String(now / 1000 + 42) }), now)).toBe(42);
    expect(retryAfterSeconds(headers({ 'x-ratelimit-reset': '15' }), now)).toBe(15);
    expect(retryAfterSeconds(headers({ 'retry-after': 'soon' }), now)).toBe(60);
    expect(retryAfterSeconds(headers({}), now)).toBe(60);
  });
});

describe('adapters on odd but possible answers', () => {
  let fake: FakeServer;
  let reply: (path: string) => FakeReply = () => json({});
  beforeAll(async () => {
    fake = await startFakeServer((req) => reply(req.path));
  });
  afterAll(async () => {
    await fake.close();
  });

  const steam = () =>
    createSteamSource({ baseUrl: fake.url, http, limiter: new WindowLimiter(200, 300_000, new TestClock()) });

  it('Steam: `data: []` means nothing known; a body without the app is malformed', async () => {
    reply = () => json({ '10': { success: true, data: [] } });
    expect(await steam().lookup(10, 'us', signal())).toBeNull();
    reply = () => json({ '11': { success: true, data: { name: 'Other' } } });
    expect((await sourceFailure(steam().lookup(10, 'us', signal()))).message).toBe('malformed appdetails (app missing)');
    reply = () => json(null);
    expect((await sourceFailure(steam().lookup(10, 'us', signal()))).kind).toBe('malformed');
  });

  it('Steam: a free app that still carries a zero price_overview costs 0', async () => {
    reply = () =>
      json({
        '10': {
          success: true,
          data: {
            name: 'Free Thing',
            is_free: true,
            price_overview: { currency: 'JPY', initial: 0, final: 0, discount_percent: 0, initial_formatted: '', final_formatted: '' },
          },
        },
      });
    const report = await steam().lookup(10, 'jp', signal());
    expect(report?.offers).toEqual([{ store: 'Steam', price: 0, regular: 0, cut: 0, url: 'https://store.steampowered.com/app/10/' }]);
    expect(report?.currency).toBe('JPY');
  });

  it('IsThereAnyDeal: a refused key is a failure, not "unknown"', async () => {
    reply = () => json({ status_code: 403, reason_phrase: 'Forbidden' }, 403);
    const itad = createItadSource({ baseUrl: fake.url, apiKey: 'bad', http });
    expect((await sourceFailure(itad.lookup(10, 'us', signal()))).message).toBe('HTTP 403');
  });

  it('GG.deals: an invalid key (400) and a `success:false` body are failures; a missing id is malformed', async () => {
    const gg = createGgDealsSource({ baseUrl: fake.url, apiKey: 'bad', http });
    reply = () => json({ success: false, data: { message: 'Invalid API key' } }, 400);
    expect((await sourceFailure(gg.lookup(10, 'us', signal()))).message).toBe('HTTP 400');
    reply = () => json({ success: false, data: { message: 'Invalid API key' } });
    expect((await sourceFailure(gg.lookup(10, 'us', signal()))).message).toBe('refused the request');
    reply = () => json({ success: true, data: {} });
    expect((await sourceFailure(gg.lookup(10, 'us', signal()))).kind).toBe('malformed');
  });

  it('a body over 4 MB is refused without being parsed', async () => {
    reply = () => json({ '10': { success: true, data: { name: 'x'.repeat(5 * 1024 * 1024) } } });
    expect((await sourceFailure(steam().lookup(10, 'us', signal()))).message).toBe('answer too large');
  });

  it('a base URL with a path prefix keeps it', () => {
    expect(endpoint('https://proxy.example/steam/', '/api/appdetails', { appids: '1' }).href).toBe(
      'https://proxy.example/steam/api/appdetails?appids=1',
    );
  });
});

describe('Steam adapter', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startSteamFake({ 5: { name: 'Five', prices: { gb: { currency: 'GBP', initial: 1000, final: 750, discount_percent: 25 } } } });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends the region as cc and reads minor units', async () => {
    const source = createSteamSource({ baseUrl: fake.url, http, limiter: new WindowLimiter(200, 300_000, new TestClock()) });
    const report = await source.lookup(5, 'gb', signal());
    expect(report).toMatchObject({ title: 'Five', currency: 'GBP' });
    expect(report?.offers?.[0]).toMatchObject({ price: 7.5, regular: 10, cut: 25 });
    expect(fake.requests[0].query.get('cc')).toBe('gb');
    expect(fake.requests[0].headers['user-agent']).toBe('test/1 (tests)');
  });
});
