import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSteamFake, type SteamApp } from '../prices/fakes/steam.js';
import { startWorld, worldEnv, type World } from '../prices/fakes/harness.js';
import type { FakeServer } from '../prices/fakes/server.js';
import { Client, type TestApp } from '../helpers/app.js';
import { folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';

const APPID = 777001;
const OTHER_KEY = 'other-key-0123456789abcdef';
const apps: Record<number, SteamApp> = {};
const setPrice = (cents: number) => {
  apps[APPID] = { name: 'Watched Game', prices: { us: { currency: 'USD', initial: 2000, final: cents, discount_percent: 0 } } };
};

let world: World;
let steam: FakeServer;
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;

beforeAll(async () => {
  setPrice(2000);
  world = await startWorld();
  steam = await startSteamFake(apps);
  data = await folderWithKey();
  receiver = await Receiver.start();
  app = await startHooksApp(data, {
    ...worldEnv(world),
    STEAM_STORE_URL: steam.url,
    PRICE_CACHE_TTL_S: '0',
    API_KEYS: OTHER_KEY,
    MAX_WATCHES_PER_KEY: '3',
  });
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
});
afterAll(async () => {
  await app.destroy();
  await receiver.close();
  await steam.close();
  await world.close();
});

/** One check pass, then every alert it stored has been attempted. */
async function checkNow(): Promise<number> {
  const raised = await app.services.webhooks.watches.check();
  await app.services.webhooks.service.idle();
  return raised;
}

const alertsFor = (watchId: string) =>
  receiver.received.filter((r) => String(r.headers['webhook-id']).startsWith(`evt_${watchId}_`));

describe('price watches of API keys', () => {
  it('alerts once per crossing, and again only after the price rose above the target', async () => {
    const created = await dev.postJson('/api/watches', { appid: APPID, target_price: 10, callback_url: receiver.url('/alerts') });
    expect(created.status).toBe(201);
    const watch = created.body.watch as Record<string, unknown>;
    expect(watch).toMatchObject({ appid: APPID, region: 'us', currency: 'USD', target_price: 10, last_price: 20, armed: true, callback_url: receiver.url('/alerts') });
    const id = watch.id as string;

    expect(await checkNow()).toBe(0);
    expect(alertsFor(id)).toHaveLength(0);

    setPrice(999);
    expect(await checkNow()).toBe(1);
    await until(() => alertsFor(id).length === 1);
    const [first] = alertsFor(id);
    expect(verifySignature(data.secret, first)).toBe(true);
    const event = JSON.parse(first.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event.type).toBe('price.alert');
    expect(event.id).toBe(first.headers['webhook-id']);
    expect(event.data).toMatchObject({ reasons: ['target'], price: 9.99, offer: 'official', watch: { id, target_price: 10, armed: false } });
    expect((event.data.game as Record<string, unknown>).platform_appid).toBe(APPID);

    // Still below, lower still: the same crossing, no new alert.
    expect(await checkNow()).toBe(0);
    setPrice(800);
    expect(await checkNow()).toBe(0);
    // Above the target re-arms without alerting; the next drop alerts again.
    setPrice(1500);
    expect(await checkNow()).toBe(0);
    setPrice(900);
    expect(await checkNow()).toBe(1);
    await until(() => alertsFor(id).length === 2);
    expect(alertsFor(id).map((r) => r.headers['webhook-id'])).toEqual([`evt_${id}_1`, `evt_${id}_2`]);
    await dev.json(`/api/watches/${id}`, { method: 'DELETE' });
  });

  it('alerts at once when the price is already at the target', async () => {
    setPrice(500);
    const created = await dev.postJson('/api/watches', { appid: APPID, target_price: 6, callback_url: receiver.url('/now') });
    const id = (created.body.watch as { id: string }).id;
    await until(() => alertsFor(id).length === 1);
    expect(JSON.parse(alertsFor(id)[0].body)).toMatchObject({ type: 'price.alert', data: { price: 5, reasons: ['target'] } });
    expect(await checkNow()).toBe(0);
    await dev.json(`/api/watches/${id}`, { method: 'DELETE' });
  });

  it('lists and deletes only the key’s own watches', async () => {
    setPrice(2000);
    const other = new Client(app.url, { 'x-api-key': OTHER_KEY });
    const mine = await dev.postJson('/api/watches', { appid: APPID, target_price: 1, region: 'us', callback_url: receiver.url('/mine') });
    const theirs = await other.postJson('/api/watches', { appid: APPID, target_price: 2, callback_url: receiver.url('/theirs') });
    const myId = (mine.body.watch as { id: string }).id;
    const theirId = (theirs.body.watch as { id: string }).id;
    expect(((await dev.json('/api/watches')).body.watches as Array<{ id: string }>).map((w) => w.id)).toEqual([myId]);
    expect(((await other.json('/api/watches')).body.watches as Array<{ id: string }>).map((w) => w.id)).toEqual([theirId]);

    const refused = await dev.json(`/api/watches/${theirId}`, { method: 'DELETE' });
    expect([refused.status, refused.body.error]).toEqual([404, 'not_found']);
    expect((await dev.json(`/api/watches/${myId}`, { method: 'DELETE' })).body).toEqual({ ok: true, deleted: true });
    expect((await dev.json('/api/watches')).body.watches).toEqual([]);
    expect((await other.json(`/api/watches/${theirId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('holds MAX_WATCHES_PER_KEY under concurrent creation', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dev.postJson('/api/watches', { appid: APPID, target_price: 1 + i, callback_url: receiver.url('/many') })),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(attempts.filter((a) => a.status === 429).every((a) => a.body.error === 'limit_reached')).toBe(true);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const listed = (await dev.json('/api/watches')).body.watches as Array<{ id: string }>;
    expect(listed).toHaveLength(3);
    for (const w of listed) await dev.json(`/api/watches/${w.id}`, { method: 'DELETE' });
  });

  it('needs an API key and a well-formed body', async () => {
    const browser = new Client(app.url);
    const anon = await browser.postJson('/api/watches', { appid: APPID, target_price: 1, callback_url: receiver.url() });
    expect([anon.status, anon.body.error]).toEqual([401, 'missing_api_key']);
    const bad = await dev.postJson('/api/watches', { appid: 'x', target_price: 1, callback_url: receiver.url() });
    expect([bad.status, bad.body.error, bad.body.field]).toEqual([400, 'invalid_request', 'appid']);
    const unknown = await dev.postJson('/api/watches', { appid: 999999, target_price: 1, callback_url: receiver.url() });
    expect(unknown.status).toBe(404);
  });
});
