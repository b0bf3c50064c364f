import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { WATCHED } from './price-world.js';

/**
 * Issue 28 item 7 in Telegram: `/watch <game> cut>=75` (no price) through the real grammY bot and the fake Bot
 * API; the alert is posted once per crossing of the discount.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const USER = 60;
const alerts = () => h.api.chatMessages(USER).filter((m) => (m.text ?? m.caption)?.startsWith('🔔'));
const setSteam = (cents: number, cut: number) => {
  h.world.steamApps[WATCHED].prices!.us = { currency: 'USD', initial: 2000, final: cents, discount_percent: cut };
};
const check = () => h.chat.commands.watches.check();

it('cut>=75 fires once when the discount reaches 75 %, and again only after it fell under', async () => {
  h.api.sendUserMessage(USER, `/watch ${WATCHED} cut>=75`);
  const added = (await h.api.waitFor(() => h.api.chatMessages(USER)[0], 10_000, 'the confirmation')).text!;
  expect(added).toContain('Watching <b>Watch Test Game</b>: I will post here on a cut of 75% or more.');
  expect(await check()).toEqual([]);

  setSteam(500, 75);
  expect((await check()).map((a) => a.reasons)).toEqual([['cut']]);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(1);
  const first = alerts()[0];
  expect(first.text ?? first.caption).toContain('Cut to $5.00 at Steam: 75% off, at least the 75% you asked for.');
  // This harness's price service keeps no chart for the game, so the alert goes out as text; the photo with a
  // chart is tested in test/prices/chat-chart.test.ts.
  expect(first.photo).toBeUndefined();

  setSteam(400, 80);
  expect(await check()).toEqual([]);
  setSteam(1500, 25);
  expect(await check()).toEqual([]);
  setSteam(300, 85);
  expect((await check()).map((a) => a.reasons)).toEqual([['cut']]);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(2);

  h.api.sendUserMessage(USER, '/watches');
  const list = await h.api.waitFor(() => h.api.chatMessages(USER).find((m) => m.text?.startsWith('<b>Your price alerts')), 5000);
  expect(list.text).toContain(`Watch Test Game (app ${WATCHED}, US): a cut of 75% or more, now $3.00`);
});

it('a cut outside 1–99 % is refused with the field', async () => {
  h.api.sendUserMessage(USER + 1, `/watch ${WATCHED} cut>=100`);
  const refused = await h.api.waitFor(() => h.api.chatMessages(USER + 1)[0], 10_000, 'the refusal');
  expect(refused.text).toContain('rules: a cut must be a whole percentage from 1 to 99');
});
