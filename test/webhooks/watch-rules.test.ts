import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSteamFake, type SteamApp } from '../prices/fakes/steam.js';
import { startWorld, worldEnv, type World } from '../prices/fakes/harness.js';
import type { FakeServer } from '../prices/fakes/server.js';
import { Client, type TestApp } from '../helpers/app.js';
import { folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';

/**
 * Issue 28 item 7 as a webhook: an API watch with `rules` sends a signed price.alert once per crossing of each
 * rule (here the cut, measured on Steam's discount), and shows its rules; a watch's rules are checked.
 */
const APPID = 777101;
const apps: Record<number, SteamApp> = {};
const setSteam = (final: number, cut: number) => {
  apps[APPID] = { name: 'Ruled Game', prices: { us: { currency: 'USD', initial: 2000, final, discount_percent: cut } } };
};

let world: World;
let steam: FakeServer;
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;

beforeAll(async () => {
  setSteam(2000, 0);
  world = await startWorld();
  steam = await startSteamFake(apps);
  data = await folderWithKey();
  receiver = await Receiver.start();
  app = await startHooksApp(data, { ...worldEnv(world), STEAM_STORE_URL: steam.url, PRICE_CACHE_TTL_S: '0' });
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
});
afterAll(async () => {
  await app.destroy();
  await receiver.close();
  await steam.close();
  await world.close();
});

async function checkNow(): Promise<number> {
  const raised = await app.services.webhooks.watches.check();
  await app.services.webhooks.service.idle();
  return raised;
}
const alertsFor = (id: string) => receiver.received.filter((r) => String(r.headers['webhook-id']).startsWith(`evt_${id}_`));

describe('API watch rules', () => {
  it('cut >= 50 sends one price.alert per crossing, and the watch shows its rules', async () => {
    const created = await dev.postJson('/api/watches', { appid: APPID, target_price: 1, rules: { cut: 50 }, callback_url: receiver.url('/rules') });
    expect(created.status).toBe(201);
    const watch = created.body.watch as Record<string, unknown>;
    expect(watch).toMatchObject({ appid: APPID, target_price: 1, rules: { cut: 50 } });
    const id = watch.id as string;
    expect(await checkNow()).toBe(0);

    setSteam(1000, 50);
    expect(await checkNow()).toBe(1);
    await until(() => alertsFor(id).length === 1);
    const [first] = alertsFor(id);
    expect(verifySignature(data.secret, first)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'price.alert', data: { reasons: ['cut'], price: 10, offer: 'official', watch: { id, rules: { cut: 50 } } } });

    // Deeper still: the same crossing. Back under 50 %: silent, re-armed. Over again: the second alert.
    setSteam(800, 60);
    expect(await checkNow()).toBe(0);
    setSteam(1600, 20);
    expect(await checkNow()).toBe(0);
    setSteam(900, 55);
    expect(await checkNow()).toBe(1);
    await until(() => alertsFor(id).length === 2);
    expect(alertsFor(id).map((r) => r.headers['webhook-id'])).toEqual([`evt_${id}_1`, `evt_${id}_2`]);

    const listed = await dev.json('/api/watches');
    expect((listed.body.watches as Array<Record<string, unknown>>).find((w) => w.id === id)).toMatchObject({ rules: { cut: 50 } });
    await dev.json(`/api/watches/${id}`, { method: 'DELETE' });
  });

  it('refuses rules it does not know or a cut outside 1–99 %, in the spec’s error shape', async () => {
    for (const rules of [{ cut: 0 }, { cut: 100 }, { cheaper: true }, { cut: 'lots' }]) {
      const res = await dev.postJson('/api/watches', { appid: APPID, target_price: 5, rules, callback_url: receiver.url('/bad') });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, error: expect.stringMatching(/^invalid_/) });
    }
  });
});
