import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_APP, SINCE_APP, startRuleWorld, type RuleWorld } from '../../prices/watch-world.js';
import { slashCommand } from './fake/interactions.js';
import type { RestCall } from './fake/server.js';
import { CHANNEL_ID, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

/**
 * Issue 28 item 7 in Discord for `official` and `since`: `/watch` through the real discord.js bot and the fake
 * Discord, on an app that records price history from its own lookups while the test moves the clock a day a
 * check; each alert is posted once per crossing in the watch's channel.
 */
let world: RuleWorld;
let h: Harness;
beforeAll(async () => {
  world = await startRuleWorld();
  h = await startHarness({ bot: { watchIntervalMs: 3_600_000 }, env: world.env, clock: world.clock });
});
afterAll(async () => {
  await h?.close();
  await world?.close();
});

type Option = { name: string; type: number; value: string | number };
async function watch(user: string, options: Option[]): Promise<Record<string, unknown>> {
  const cmd = slashCommand(h.as(user), 'watch', options);
  h.fake.dispatchInteraction(cmd);
  return embedOf(await h.fake.waitFor(isOriginalEdit(cmd.token), 10_000, 'the watch confirmation'));
}
const game = (appid: number): Option => ({ name: 'game', type: 3, value: String(appid) });
const rules = (value: string): Option => ({ name: 'rules', type: 3, value });
const alertsOf = (user: string) => h.fake.calls.filter((c: RestCall) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && c.body?.content === `<@${user}>`);
const alertCount = (user: string, n: number) => h.fake.waitFor(() => alertsOf(user).length === n, 10_000, `${n} alerts for ${user}`);
async function checkNow(): Promise<Array<[number, string[]]>> {
  return (await h.chat.commands.watches.check()).map((a) => [a.watch.appid, [...a.reasons]]);
}
async function nextDayCheck(): Promise<Array<[number, string[]]>> {
  world.nextDay();
  return checkNow();
}

describe('watch rules on the lows in Discord', () => {
  it('official: the target is judged on official stores only, once per crossing; a watch without it takes the key reseller', async () => {
    const confirm = await watch('3701', [game(OFFICIAL_APP), { name: 'price', type: 10, value: 10 }, rules('official')]);
    expect(String(confirm.description)).toContain('(official stores only)');
    await watch('3702', [game(OFFICIAL_APP), { name: 'price', type: 10, value: 10 }]);
    expect(await nextDayCheck()).toEqual([]);

    world.keyshopAt(8);
    expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['target']]]);
    await alertCount('3702', 1);
    world.steamAt(OFFICIAL_APP, 20, 9);
    expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['target']]]);
    const [alert] = await alertCount('3701', 1).then(() => alertsOf('3701'));
    expect(String(embedOf(alert).description)).toContain('$9.00');
    expect(await checkNow()).toEqual([]);
    world.steamAt(OFFICIAL_APP, 20, 20); // back above the target at Steam: re-armed, silently
    expect(await nextDayCheck()).toEqual([]);
    world.steamAt(OFFICIAL_APP, 20, 9.5);
    expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['target']]]);
    await alertCount('3701', 2);
    expect(alertsOf('3702')).toHaveLength(1);
  });

  it('since: a rise of the regular price starts a silent baseline; the next low under it alerts once, a lower one again', async () => {
    const confirm = await watch('3703', [game(SINCE_APP), rules('since')]);
    expect(String(confirm.description)).toContain('a new low since the last regular-price rise');
    expect(await nextDayCheck()).toEqual([]);

    world.steamAt(SINCE_APP, 30, 30);
    expect(await nextDayCheck()).toEqual([]);
    world.steamAt(SINCE_APP, 30, 24);
    expect(await nextDayCheck()).toEqual([[SINCE_APP, ['since_increase']]]);
    const [alert] = await alertCount('3703', 1).then(() => alertsOf('3703'));
    expect(String(embedOf(alert).description)).toContain('New low since the last regular-price rise: $24.00.');
    expect(await checkNow()).toEqual([]);
    world.steamAt(SINCE_APP, 30, 30);
    expect(await nextDayCheck()).toEqual([]);
    world.steamAt(SINCE_APP, 30, 21);
    expect(await nextDayCheck()).toEqual([[SINCE_APP, ['since_increase']]]);
    await alertCount('3703', 2);
  });

  it('refuses a rules option with a word that is no rule, naming it', async () => {
    const cmd = slashCommand(h.as('3704'), 'watch', [game(SINCE_APP), rules('low cheapest')]);
    h.fake.dispatchInteraction(cmd);
    const answer = await h.fake.waitFor((c: RestCall) => c.path.includes(cmd.token) && JSON.stringify(c.body ?? {}).includes('is not a rule'), 10_000, 'the refusal');
    expect(answer.body?.content).toBe('❌ rules: "cheapest" is not a rule; use cut>=75, low, official or since');
  });
});
