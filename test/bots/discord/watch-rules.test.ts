import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slashCommand } from './fake/interactions.js';
import type { RestCall } from './fake/server.js';
import { CHANNEL_ID, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

/**
 * Issue 28 item 7 in Discord: `/watch` with rules (no price) through the real discord.js bot and the fake
 * Discord; each rule's alert is posted once per crossing, in the watch's channel, with the chart part of the card.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ bot: { watchIntervalMs: 3_600_000 } });
});
afterAll(async () => {
  await h?.close();
});

const alertsOf = (user: string) => h.fake.calls.filter((c: RestCall) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && c.body?.content === `<@${user}>`);
const check = () => h.chat.commands.watches.check();

async function watch(user: string, game: string, rules: string) {
  const cmd = slashCommand(h.as(user), 'watch', [
    { name: 'game', type: 3, value: game },
    { name: 'rules', type: 3, value: rules },
  ]);
  h.fake.dispatchInteraction(cmd);
  return embedOf(await h.fake.waitFor(isOriginalEdit(cmd.token), 10_000, 'the watch confirmation'));
}

describe('watch rules in Discord', () => {
  it('cut>=80 alerts once per crossing of the discount', async () => {
    const confirm = await watch('3601', '400', 'cut>=80');
    expect(confirm.title).toBe('Watching: Portal');
    expect(String(confirm.description)).toContain('a cut of 80% or more');
    expect(await check()).toEqual([]);

    const portal = h.prices.games.get(400)!;
    portal.dealPrice = 1.49; // 85 % off 9.99
    expect((await check()).map((a) => a.reasons)).toEqual([['cut']]);
    const alert = await h.fake.waitFor((c: RestCall) => alertsOf('3601').includes(c), 10_000, 'the cut alert');
    const embed = embedOf(alert);
    expect(embed.title).toBe('Price alert: Portal');
    expect(String(embed.description)).toContain('Cut to $1.49 at GOG: 85% off, at least the 80% you asked for.');
    // The card's chart, or the line saying the history is still too short for one.
    const chartShown = (embed.image as { url?: string } | undefined)?.url === 'attachment://price-history.png';
    const chartLine = (embed.fields as Array<{ name: string; value: string }> | undefined)?.find((f) => f.name === 'Price history');
    expect(chartShown || chartLine?.value.startsWith('Not enough price history yet')).toBe(true);

    portal.dealPrice = 0.99;
    expect(await check()).toEqual([]);
    portal.dealPrice = 3.99; // 60 %: under the rule again, silently
    expect(await check()).toEqual([]);
    portal.dealPrice = 1.29;
    expect((await check()).map((a) => a.reasons)).toEqual([['cut']]);
    expect(await check()).toEqual([]);
    await h.fake.waitFor(() => alertsOf('3601').length === 2, 10_000, 'the second cut alert');
    expect(alertsOf('3601')).toHaveLength(2);
  });

  it('low alerts once per new all-time low, and a watch with rules needs no price', async () => {
    const confirm = await watch('3602', '620', 'low');
    expect(String(confirm.description)).toContain('a new all-time low');
    expect(await check()).toEqual([]);
    const p2 = h.prices.games.get(620)!;
    p2.lowest = 0.49;
    expect((await check()).map((a) => [a.watch.appid, a.reasons])).toEqual([[620, ['new_low']]]);
    expect(await check()).toEqual([]);
    const alert = await h.fake.waitFor((c: RestCall) => alertsOf('3602').includes(c), 10_000, 'the low alert');
    expect(String(embedOf(alert).description)).toContain('New all-time low: $0.49.');
    p2.lowest = 0.39;
    expect((await check()).map((a) => a.reasons)).toEqual([['new_low']]);
    expect(await check()).toEqual([]);
  });
});
