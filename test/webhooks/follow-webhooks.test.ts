import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp } from '../helpers/app.js';
import { startCheapSharkFake, type CheapSharkGame, type CheapSharkListItem } from '../prices/fakes/cheapshark.js';
import type { FakeServer } from '../prices/fakes/server.js';
import { folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';
import { gameAt, listItem, STORES } from '../prices/deals/cheapshark-list.js';

let cheapshark: FakeServer;
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;
const list: CheapSharkListItem[] = [];
const games: CheapSharkGame[] = [];

beforeAll(async () => {
  cheapshark = await startCheapSharkFake(STORES, games, list);
  data = await folderWithKey();
  receiver = await Receiver.start();
  app = await startHooksApp(data, { CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`, DEALS_INTERVAL_MIN: '0' });
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
});
afterAll(async () => {
  await app?.destroy();
  await receiver?.close();
  await cheapshark?.close();
});

const events = (type: string) => receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);

describe('POST /api/follows', () => {
  it('sends a signed deal.new for a new matching deal and a signed deal.ended when it ends, once each', async () => {
    const created = await dev.postJson('/api/follows', { filter: { cut: 80, under: 5 }, callback_url: receiver.url('/deals') });
    expect(created.status).toBe(201);
    const follow = created.body.follow as { id: string; filter: Record<string, unknown> };
    expect(follow.filter).toMatchObject({ under: 5, cut: 80, free: false, region: 'us' });
    expect((await dev.json('/api/follows')).body.follows).toHaveLength(1);

    list.splice(0, list.length, listItem('40', '1', '1.99', '19.99'), listItem('41', '1', '9.99', '19.99'));
    await app.services.deals.poll();
    await app.services.deals.poll();
    await app.services.webhooks.service.idle();
    await until(() => events('deal.new').length === 1);
    const [fresh] = events('deal.new');
    expect(verifySignature(data.secret, fresh)).toBe(true);
    const body = JSON.parse(fresh.body) as { id: string; data: { follow_id: string; deal: Record<string, unknown> } };
    expect(body.id).toBe(fresh.headers['webhook-id']);
    expect(body.data.follow_id).toBe(follow.id);
    expect(body.data.deal).toMatchObject({ title: 'Game 40', price: 1.99, regular_price: 19.99, cut: 90, shop: 'Steam', ended_at: null });
    expect(body.data.deal.url).toBe('https://www.cheapshark.com/redirect?dealID=deal40s1%3D');

    list.splice(0, list.length, listItem('41', '1', '9.99', '19.99'));
    games.splice(0, games.length, gameAt('40', '1', '19.99', '19.99'));
    await app.services.deals.poll();
    await app.services.webhooks.service.idle();
    await until(() => events('deal.ended').length === 1);
    const [ended] = events('deal.ended');
    expect(verifySignature(data.secret, ended)).toBe(true);
    expect(verifySignature(data.secret, { ...ended, body: ended.body.replace('Game 40', 'Game 41') })).toBe(false);
    expect((JSON.parse(ended.body) as { data: { deal: { ended_at: string | null } } }).data.deal.ended_at).not.toBeNull();
    expect(events('deal.new')).toHaveLength(1);
  });

  it('refuses a follow without a key, a bad filter, and a callback that is not a URL', async () => {
    expect((await new Client(app.url).postJson('/api/follows', { filter: { free: true }, callback_url: receiver.url() })).status).toBe(401);
    const bad = await dev.postJson('/api/follows', { filter: { cut: 500 }, callback_url: receiver.url() });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ ok: false, error: 'invalid_params' });
    const nothing = await dev.postJson('/api/follows', { filter: { store: 'steam' }, callback_url: receiver.url() });
    expect(nothing.body).toMatchObject({ ok: false, error: 'invalid_params' });
    const url = await dev.postJson('/api/follows', { filter: { free: true }, callback_url: 'not a url' });
    expect(url.body).toMatchObject({ ok: false, error: 'invalid_callback_url' });
  });
});
