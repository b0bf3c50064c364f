import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp } from '../helpers/app.js';
import { JumpingClock } from '../helpers/clock.js';
import { folderWithKey, startHooksApp, type KeyedData } from '../webhooks/harness.js';
import { Receiver, until, verifySignature } from '../webhooks/receiver.js';
import { epicElement, gamerPowerItem, startGiveawayWorld, type GiveawayWorld } from './fakes.js';

const D = 86_400_000;
let world: GiveawayWorld;
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;
const clock = new JumpingClock();

beforeAll(async () => {
  world = await startGiveawayWorld();
  data = await folderWithKey();
  receiver = await Receiver.start();
  app = await startHooksApp(data, { ...world.env, GIVEAWAYS_INTERVAL_MIN: '0', DEALS_INTERVAL_MIN: '0' }, { clock });
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
});
afterAll(async () => {
  await app?.destroy();
  await receiver?.close();
  await world?.close();
});

const events = (type: string) => receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);

describe('POST /api/follows with giveaways', () => {
  it('sends a signed giveaway.new for a new matching giveaway (one across sources) and a signed giveaway.ended after its end', async () => {
    const created = await dev.postJson('/api/follows', { giveaways: { store: 'epic', games_only: true }, callback_url: receiver.url('/free') });
    expect(created.status).toBe(201);
    const follow = created.body.follow as { id: string; giveaways: Record<string, unknown> };
    expect(follow.giveaways).toEqual({ store: 'epic', kind: [], games_only: true });

    const now = clock.now();
    const ends = Math.floor((now + 2 * D) / 1000) * 1000;
    world.epic = [epicElement({ title: 'Tunic', slug: 'tunic', startsAt: now - D, endsAt: ends })];
    world.gamerpower = [
      gamerPowerItem({ id: 12, title: 'Tunic (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', endsAt: ends }),
      gamerPowerItem({ id: 13, title: 'Loot Box Giveaway', platforms: 'PC, Epic Games Store', type: 'DLC', endsAt: ends }),
    ];
    await app.services.giveaways.poll();
    await app.services.giveaways.poll();
    await app.services.webhooks.service.idle();
    await until(() => events('giveaway.new').length === 1);
    const [fresh] = events('giveaway.new');
    expect(verifySignature(data.secret, fresh)).toBe(true);
    const body = JSON.parse(fresh.body) as { data: { follow_id: string; giveaway: Record<string, unknown> } };
    expect(body.data.follow_id).toBe(follow.id);
    expect(body.data.giveaway).toMatchObject({
      title: 'Tunic',
      store: 'epic',
      kind: 'game',
      url: 'https://store.epicgames.com/p/tunic',
      ends_at: new Date(ends).toISOString().replace('.000Z', 'Z'),
      sources: ['epic', 'gamerpower'],
      ended_at: null,
    });

    clock.jump(3 * D);
    world.epic = [];
    world.gamerpower = [];
    await app.services.giveaways.poll();
    await app.services.webhooks.service.idle();
    await until(() => events('giveaway.ended').length === 1);
    const [ended] = events('giveaway.ended');
    // Signed at the app's clock, three days ahead of the receiver's.
    expect(verifySignature(data.secret, ended, 4 * 86_400)).toBe(true);
    expect((JSON.parse(ended.body) as { data: { giveaway: { ended_at: string | null } } }).data.giveaway.ended_at).not.toBeNull();
    expect(events('giveaway.new')).toHaveLength(1);
    // The DLC did not match games only; no deal event went to a giveaway follow.
    expect(receiver.received.filter((r) => r.body.includes('Loot Box'))).toEqual([]);
  });

  it('refuses a follow with both a deal filter and giveaways, or a wrong kind', async () => {
    const both = await dev.postJson('/api/follows', { filter: { free: true }, giveaways: {}, callback_url: receiver.url() });
    expect(both.status).toBe(422);
    const kind = await dev.postJson('/api/follows', { giveaways: { kind: 'skins' }, callback_url: receiver.url() });
    expect(kind.status).toBe(422);
    expect(kind.body).toMatchObject({ ok: false, error: 'invalid_params', field: 'kind' });
  });
});
