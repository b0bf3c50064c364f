import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { JumpingClock } from '../helpers/clock.js';
import { epicElement, gamerPowerItem, startGiveawayWorld, type GiveawayWorld } from '../giveaways/fakes.js';
import { connectClient, structured } from './mcp-client.js';

const KEY = 'mcp-giveaway-key-0123456789abcdefgh';
const D = 86_400_000;
let world: GiveawayWorld;
let app: TestApp;
const clock = new JumpingClock();

beforeAll(async () => {
  world = await startGiveawayWorld();
  app = await startTestApp({ ...world.env, API_KEYS: KEY, GIVEAWAYS_INTERVAL_MIN: '0', DEALS_INTERVAL_MIN: '0', PRICE_RATE_LIMIT_PER_MIN: '3' }, { clock });
});
afterAll(async () => {
  await app?.destroy();
  await world?.close();
});

describe('the giveaways tool over MCP', () => {
  it('lists the open giveaways as GET /api/giveaways does, filters them, refuses a bad store by field, and spends the key’s price budget', async () => {
    const now = clock.now();
    world.epic = [epicElement({ title: 'Hades', slug: 'hades', startsAt: now - D, endsAt: now + 2 * D })];
    world.gamerpower = [gamerPowerItem({ id: 77, title: 'Space Loot Pack Giveaway', platforms: 'PC, Steam', type: 'DLC', endsAt: now + 5 * D })];
    await app.services.giveaways.poll();
    const { client } = await connectClient(app.url, KEY);

    const all = await client.callTool({ name: 'giveaways', arguments: {} });
    expect(all.isError ?? false, JSON.stringify(all.content)).toBe(false);
    const listed = structured(all).giveaways as Array<Record<string, unknown>>;
    expect(listed.map((g) => [g.title, g.store, g.kind])).toEqual([
      ['Hades', 'epic', 'game'],
      ['Space Loot Pack', 'steam', 'dlc'],
    ]);
    expect(listed[0]!.ends_at).toBe(new Date(now + 2 * D).toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const games = await client.callTool({ name: 'giveaways', arguments: { games_only: true } });
    expect((structured(games).giveaways as Array<{ title: string }>).map((g) => g.title)).toEqual(['Hades']);

    const bad = await client.callTool({ name: 'giveaways', arguments: { store: '***' } });
    expect(bad.isError).toBe(true);
    expect(structured(bad)).toMatchObject({ ok: false, error: 'invalid_params', field: 'store' });

    // Three lookups a minute: the two answered calls and the refused one spent them.
    const limited = await client.callTool({ name: 'giveaways', arguments: {} });
    expect(limited.isError).toBe(true);
    expect(structured(limited)).toMatchObject({ ok: false, error: 'rate_limited' });
    await client.close();
  });
});
