import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTelegramBot, type TelegramBotHandle } from '../../../src/bots/telegram/bot.js';
import { createChatServices, startChat, telegramDeps, type ChatServices } from '../../../src/app/chat.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { LOW_APP, OFFICIAL_APP, SINCE_APP, startRuleWorld, type RuleWorld } from '../../prices/watch-world.js';
import { FakeBotApi } from './fake-bot-api.js';

/**
 * Issue 28 item 7 in Telegram for the rules judged on the price history: `/watch <game> low`, `low official` and
 * `since` through the real grammY bot on the fake Bot API. The app records history from its own lookups while the
 * test moves the clock a day a check; each rule's alert is posted once per crossing.
 */
const TOKEN = '123456:RULES-token_abc';
let world: RuleWorld;
let api: FakeBotApi;
let app: TestApp;
let chat: ChatServices;
let bot: TelegramBotHandle;
let dataDir: string;

beforeAll(async () => {
  world = await startRuleWorld();
  api = await FakeBotApi.start(TOKEN);
  dataDir = await mkdtemp(join(tmpdir(), 'gt-tg-rules-'));
  app = await startTestApp(world.env, { clock: world.clock }, dataDir);
  chat = await createChatServices(app.services);
  startChat(chat, { watchesMs: 3_600_000, retriesMs: 0 }, app.lifecycle);
  bot = createTelegramBot(telegramDeps(app.services, chat), { token: TOKEN, apiRoot: api.url });
  await bot.start();
});
afterAll(async () => {
  await bot?.stop();
  await app?.close();
  await api?.stop();
  await world?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const textOf = (m: { text?: string; caption?: string }) => m.text ?? m.caption ?? '';
const alerts = (user: number) => api.chatMessages(user).filter((m) => textOf(m).startsWith('🔔'));
async function watch(user: number, line: string): Promise<string> {
  api.sendUserMessage(user, `/watch ${line}`);
  return textOf(await api.waitFor(() => api.chatMessages(user).find((m) => textOf(m).startsWith('Watching')), 10_000, `the confirmation of ${line}`));
}
/** One watch check a day after the last: the [appid, reasons] of each alert raised. */
async function nextDayCheck(): Promise<Array<[number, string[]]>> {
  world.nextDay();
  return checkNow();
}
async function checkNow(): Promise<Array<[number, string[]]>> {
  return (await chat.commands.watches.check()).map((a) => [a.watch.appid, [...a.reasons]]);
}
const alertCount = (user: number, n: number) => api.waitFor(() => alerts(user).length === n, 10_000, `${n} alerts for ${user}`);

it('low: one alert per new all-time low, none while it holds, when the price goes back up or stays above the low', async () => {
  expect(await watch(81, `${LOW_APP} low`)).toContain('a new all-time low');
  expect(await nextDayCheck()).toEqual([]);

  world.steamAt(LOW_APP, 20, 15);
  expect(await nextDayCheck()).toEqual([[LOW_APP, ['new_low']]]);
  expect(await checkNow()).toEqual([]);
  world.steamAt(LOW_APP, 20, 20);
  expect(await nextDayCheck()).toEqual([]);
  world.steamAt(LOW_APP, 20, 16);
  expect(await nextDayCheck()).toEqual([]);
  world.steamAt(LOW_APP, 20, 12);
  expect(await nextDayCheck()).toEqual([[LOW_APP, ['new_low']]]);
  await alertCount(81, 2);
  expect(textOf(alerts(81)[0])).toContain('New all-time low: $15.00.');
  expect(textOf(alerts(81)[1])).toContain('New all-time low: $12.00.');
});

it('low official: a key reseller’s new low is not news, an official store’s is, once; a plain low watch takes the reseller’s', async () => {
  expect(await watch(82, `${OFFICIAL_APP} low official`)).toContain('a new all-time low (official stores only)');
  await watch(83, `${OFFICIAL_APP} low`);
  expect(await nextDayCheck()).toEqual([]);

  world.keyshopAt(8);
  expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['new_low']]]);
  await alertCount(83, 1);
  world.steamAt(OFFICIAL_APP, 20, 14);
  expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['new_low']]]);
  await alertCount(82, 1);
  expect(textOf(alerts(82)[0])).toContain('New official-store all-time low: $14.00.');
  expect(await checkNow()).toEqual([]);
  world.steamAt(OFFICIAL_APP, 20, 20);
  world.keyshopAt(5);
  expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['new_low']]]);
  world.steamAt(OFFICIAL_APP, 20, 11);
  expect(await nextDayCheck()).toEqual([[OFFICIAL_APP, ['new_low']]]);
  await alertCount(82, 2);
  await alertCount(83, 2);
});

it('since: a regular-price rise starts a silent baseline; a low under it fires once though above the all-time low, and again only lower', async () => {
  expect(await watch(84, `${SINCE_APP} since`)).toContain('a new low since the last regular-price rise');
  await watch(85, `${SINCE_APP} low`);
  expect(await nextDayCheck()).toEqual([]);

  world.steamAt(SINCE_APP, 30, 30);
  expect(await nextDayCheck()).toEqual([]);
  world.steamAt(SINCE_APP, 30, 24);
  expect(await nextDayCheck()).toEqual([[SINCE_APP, ['since_increase']]]);
  expect(await checkNow()).toEqual([]);
  world.steamAt(SINCE_APP, 30, 30);
  expect(await nextDayCheck()).toEqual([]);
  world.steamAt(SINCE_APP, 30, 25);
  expect(await nextDayCheck()).toEqual([]);
  world.steamAt(SINCE_APP, 30, 22);
  expect(await nextDayCheck()).toEqual([[SINCE_APP, ['since_increase']]]);
  await alertCount(84, 2);
  expect(textOf(alerts(84)[0])).toContain('New low since the last regular-price rise: $24.00.');
  expect(textOf(alerts(84)[1])).toContain('New low since the last regular-price rise: $22.00.');
  expect(alerts(85)).toEqual([]);
});

it('refuses rule words it cannot read: a cut out of range names the rules, a word that is no rule leaves no watch', async () => {
  api.sendUserMessage(86, `/watch ${LOW_APP} low cut>=0`);
  const cut = await api.waitFor(() => api.chatMessages(86)[0], 10_000, 'the cut refusal');
  expect(cut.text).toContain('rules: a cut must be a whole percentage from 1 to 99');
  api.sendUserMessage(86, `/watch ${LOW_APP} low cheapest`);
  const word = await api.waitFor(() => api.chatMessages(86)[1], 10_000, 'the word refusal');
  expect(word.text).toContain('"cheapest" is not a rule');
  api.sendUserMessage(86, '/watches');
  const list = await api.waitFor(() => api.chatMessages(86)[2], 10_000, 'the list');
  expect(list.text).not.toContain(String(LOW_APP));
});
