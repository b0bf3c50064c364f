import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { PORTAL, WATCHED } from './price-world.js';

let h: Harness;
beforeAll(async () => {
  // The hourly timer never fires within the test: each check is run by the test itself, through the real price
  // service, and the fake Bot API has every alert it posted by the time it returns.
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const USER = 40;
const alerts = () => h.api.chatMessages(USER).filter((m) => m.text?.startsWith('🔔'));
const setSteamPrice = (cents: number) => {
  h.world.steamApps[WATCHED].prices!.us.final = cents;
};
/** One pass of the watch checker, as its timer runs it. */
const check = () => h.chat.commands.watches.check();
const nth = (n: number) => h.api.waitFor(() => h.api.chatMessages(USER)[n], 10_000, `message ${n}`);

it('a watch fires once when the price drops to the target, and again only after it rose above', async () => {
  h.api.sendUserMessage(USER, `/watch ${WATCHED} 15`);
  const added = (await nth(0)).text!;
  expect(added).toContain('Watching <b>Watch Test Game</b>');
  expect(added).toContain('at or below $15.00');
  expect(added).toContain('Now: $20.00');
  const id = /watch id <code>([a-z0-9]{6})<\/code>/.exec(added)![1];

  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(0);

  setSteamPrice(1400);
  expect(await check()).toHaveLength(1);
  const first = alerts()[0];
  expect(first.text).toContain('<b>Watch Test Game</b>');
  expect(first.text).toContain('Now $14.00 at Steam (official store): at or below your target of $15.00.');
  expect(first.text).toContain(`/unwatch ${id}`);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(1);

  // Still under the target: silent. Above it: re-armed. Under again: a second alert.
  setSteamPrice(1300);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(1);
  setSteamPrice(1600);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(1);
  setSteamPrice(1450);
  expect(await check()).toHaveLength(1);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(2);
  expect(alerts()[1].text).toContain('Now $14.50');

  h.api.sendUserMessage(USER, '/watches');
  const list = await h.api.waitFor(() => h.api.chatMessages(USER).find((m) => m.text?.startsWith('<b>Your price alerts')), 5000);
  expect(list.text).toContain(`<code>${id}</code> Watch Test Game (app ${WATCHED}, US): at or below $15.00, now $14.50`);

  h.api.sendUserMessage(USER, `/unwatch ${id}`);
  await h.api.waitFor(() => h.api.chatMessages(USER).find((m) => m.text?.startsWith('Removed this alert')), 5000);
  setSteamPrice(2000);
  expect(await check()).toEqual([]);
  setSteamPrice(1000);
  expect(await check()).toEqual([]);
  expect(alerts()).toHaveLength(2);
});

it('a watch by an ambiguous title offers choices; one already under its target says so and stays quiet', async () => {
  h.api.sendUserMessage(41, '/watch port 5');
  const choices = await h.api.waitFor(() => h.api.chatMessages(41)[0], 10_000);
  expect(choices.text).toContain('Several games match “port”');
  const portal = choices.reply_markup!.inline_keyboard!.flat().find((b) => b.text === `Portal (${PORTAL})`)!;
  h.api.pressButton(41, choices, portal.callback_data!);
  const added = await h.api.waitFor(() => h.api.chatMessages(41)[1], 10_000);
  // Portal's best offer is $1.49 at GOG, already under $5.
  expect(added.text).toContain('Watching <b>Portal</b>');
  expect(added.text).toContain('The price is already at or below your target');
  expect(await check()).toEqual([]);
  expect(h.api.chatMessages(41).filter((m) => m.text?.startsWith('🔔'))).toHaveLength(0);
  h.api.sendUserMessage(41, '/watch portal');
  expect((await h.api.waitFor(() => h.api.chatMessages(41)[2], 10_000)).text).toContain('price: is required');
});
