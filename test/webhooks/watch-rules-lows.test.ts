import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp } from '../helpers/app.js';
import { LOW_APP, OFFICIAL_APP, SINCE_APP, startRuleWorld, type RuleWorld } from '../prices/watch-world.js';
import { folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';

/**
 * Issue 28 item 7 as webhooks, for the rules judged on the price history: `new_low`, `official_only` and
 * `since_increase` each send one signed price.alert per crossing, measured on the lows the app records from its
 * own lookups (the clock moves a day between checks).
 */
let world: RuleWorld;
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;

beforeAll(async () => {
  world = await startRuleWorld();
  data = await folderWithKey();
  receiver = await Receiver.start();
  app = await startHooksApp(data, world.env, { clock: world.clock });
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
});
afterAll(async () => {
  await app?.destroy();
  await receiver?.close();
  await world?.close();
});

/** One watch check on the next day; answers the alerts raised, once their webhooks have been sent. */
async function nextDayCheck(): Promise<number> {
  world.nextDay();
  return checkNow();
}
async function checkNow(): Promise<number> {
  const raised = await app.services.webhooks.watches.check();
  await app.services.webhooks.service.idle();
  return raised;
}
const alertsFor = (id: string) => receiver.received.filter((r) => String(r.headers['webhook-id']).startsWith(`evt_${id}_`));
const bodiesOf = (id: string) => alertsFor(id).map((r) => JSON.parse(r.body) as { type: string; data: { reasons: string[]; price: number; offer: string } });

async function watch(appid: number, rules: Record<string, unknown>): Promise<string> {
  const created = await dev.postJson('/api/watches', { appid, target_price: 1, rules, callback_url: receiver.url(`/r${appid}`) });
  expect(created.status).toBe(201);
  expect(created.body.watch).toMatchObject({ appid, rules });
  return (created.body.watch as { id: string }).id;
}

describe('API watch rules on the lows', () => {
  it('new_low: one alert per new all-time low, none while it holds or when the price goes back up', async () => {
    const id = await watch(LOW_APP, { new_low: true });
    expect(await nextDayCheck()).toBe(0);

    world.steamAt(LOW_APP, 20, 15);
    expect(await nextDayCheck()).toBe(1);
    expect(await checkNow()).toBe(0);
    world.steamAt(LOW_APP, 20, 20);
    expect(await nextDayCheck()).toBe(0);
    world.steamAt(LOW_APP, 20, 16); // under the regular price, above the low: no news
    expect(await nextDayCheck()).toBe(0);
    world.steamAt(LOW_APP, 20, 12);
    expect(await nextDayCheck()).toBe(1);
    await until(() => alertsFor(id).length === 2);
    // Signed at the app's time, which the test moved days ahead of the wall clock.
    const skewS = (world.clock.now() - Date.now()) / 1000;
    expect(alertsFor(id).every((r) => verifySignature(data.secret, r, skewS + 300))).toBe(true);
    expect(bodiesOf(id).map((b) => [b.type, b.data.reasons, b.data.price])).toEqual([
      ['price.alert', ['new_low'], 15],
      ['price.alert', ['new_low'], 12],
    ]);
  });

  it('official_only: a key reseller’s new low is ignored, an official store’s fires once; a watch without it takes the reseller’s', async () => {
    const official = await watch(OFFICIAL_APP, { new_low: true, official_only: true });
    const any = await watch(OFFICIAL_APP, { new_low: true });
    expect(await nextDayCheck()).toBe(0);

    world.keyshopAt(8);
    expect(await nextDayCheck()).toBe(1);
    world.steamAt(OFFICIAL_APP, 20, 14);
    expect(await nextDayCheck()).toBe(1);
    expect(await checkNow()).toBe(0);
    world.keyshopAt(5);
    expect(await nextDayCheck()).toBe(1);
    world.steamAt(OFFICIAL_APP, 20, 11);
    expect(await nextDayCheck()).toBe(1);
    await until(() => alertsFor(official).length === 2 && alertsFor(any).length === 2);
    expect(bodiesOf(official).map((b) => [b.data.reasons, b.data.price, b.data.offer])).toEqual([
      [['new_low'], 14, 'official'],
      [['new_low'], 11, 'official'],
    ]);
    expect(bodiesOf(any).map((b) => [b.data.reasons, b.data.price, b.data.offer])).toEqual([
      [['new_low'], 8, 'keyshop'],
      [['new_low'], 5, 'keyshop'],
    ]);
  });

  it('since_increase: a regular-price rise starts a silent baseline; a low under it fires once, and again only for a lower one', async () => {
    const since = await watch(SINCE_APP, { since_increase: true });
    const low = await watch(SINCE_APP, { new_low: true });
    expect(await nextDayCheck()).toBe(0);

    world.steamAt(SINCE_APP, 30, 30); // the regular price rises from 20 to 30
    expect(await nextDayCheck()).toBe(0);
    world.steamAt(SINCE_APP, 30, 24); // the lowest since the rise, though not under the all-time low of 20
    expect(await nextDayCheck()).toBe(1);
    expect(await checkNow()).toBe(0);
    world.steamAt(SINCE_APP, 30, 30);
    expect(await nextDayCheck()).toBe(0);
    world.steamAt(SINCE_APP, 30, 25); // above the 24 already seen since the rise
    expect(await nextDayCheck()).toBe(0);
    world.steamAt(SINCE_APP, 30, 22);
    expect(await nextDayCheck()).toBe(1);
    await until(() => alertsFor(since).length === 2);
    expect(bodiesOf(since).map((b) => [b.data.reasons, b.data.price])).toEqual([
      [['since_increase'], 24],
      [['since_increase'], 22],
    ]);
    expect(alertsFor(low)).toEqual([]);
  });
});
