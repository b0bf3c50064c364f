import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramBot, type TelegramBotHandle } from '../../../src/bots/telegram/bot.js';
import { chartedText } from '../../../src/bots/telegram/format.js';
import { createChatServices, startChat, telegramDeps, type ChatServices } from '../../../src/compose-chat.js';
import { CUT_MARK } from '../../../src/bots/telegram/fit-text.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { english } from '../../helpers/translations.js';
import { embedOf, isOriginalEdit, startHarness as startDiscord, type Harness as DiscordHarness } from '../discord/harness.js';
import { slashCommand } from '../discord/fake/interactions.js';
import { FakeBotApi } from './fake-bot-api.js';
import { startCheapSharkFake } from '../../prices/fakes/cheapshark.js';
import { startItadFake, type ItadGame } from '../../prices/fakes/itad.js';
import type { FakeServer } from '../../prices/fakes/server.js';
import { startSteamFake, type SteamApp } from '../../prices/fakes/steam.js';
import { CHEAPSHARK_STORES } from '../../prices/fakes/world.js';

/**
 * The price card with its chart in both chats, on the real app: history comes from IsThereAnyDeal's log on the
 * game's first look (so one lookup already has a chart), and a game with no log says it has too little history.
 */
const TOKEN = '123456:CHART-token_abc';
const ITAD_KEY = 'itad-chat-key';
const PORTAL2 = 620;
const PORTAL = 400;
const ITAD_ID = '018d937f-bbbb-7000-8000-000000000620';
const usd = (amount: number) => ({ amount, amountInt: Math.round(amount * 100), currency: 'USD' });
const now = Date.now();
const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

const ITAD: ItadGame[] = [
  {
    appid: PORTAL2,
    id: ITAD_ID,
    slug: 'portal-2',
    title: 'Portal 2',
    prices: { US: { id: ITAD_ID, historyLow: { all: usd(0.99) }, deals: [{ shop: { id: 61, name: 'Steam' }, price: usd(9.99), regular: usd(9.99), cut: 0, voucher: null, storeLow: null, flag: null, drm: [], platforms: [], timestamp: iso(1), expiry: null, url: 'https://itad.link/p2/' }] } },
    overview: { US: { id: ITAD_ID, current: null, lowest: { shop: { id: 35, name: 'GOG' }, price: usd(0.99), regular: usd(9.99), cut: 90, timestamp: iso(100) }, bundled: 0, urls: { game: 'https://isthereanydeal.com/game/id:p2/' } } },
    history: {
      US: [
        { timestamp: iso(90), shop: { id: 35, name: 'GOG' }, deal: { price: usd(9.99), regular: usd(9.99), cut: 0 } },
        { timestamp: iso(100), shop: { id: 35, name: 'GOG' }, deal: { price: usd(0.99), regular: usd(9.99), cut: 90 } },
        { timestamp: iso(200), shop: { id: 61, name: 'Steam' }, deal: { price: usd(9.99), regular: usd(9.99), cut: 0 } },
      ],
    },
  },
];

let steam: FakeServer;
let steamApps: Record<number, SteamApp>;
let cheapshark: FakeServer;
let itad: FakeServer;

beforeAll(async () => {
  steamApps = {
    [PORTAL2]: { name: 'Portal 2', prices: { us: { currency: 'USD', initial: 999, final: 999, discount_percent: 0 } } },
    [PORTAL]: { name: 'Portal', prices: { us: { currency: 'USD', initial: 999, final: 999, discount_percent: 0 } } },
  };
  steam = await startSteamFake(steamApps);
  cheapshark = await startCheapSharkFake(CHEAPSHARK_STORES, []);
  itad = await startItadFake(ITAD_KEY, ITAD);
});
afterAll(async () => {
  await Promise.all([steam?.close(), cheapshark?.close(), itad?.close()]);
});

const priceEnv = () => ({
  STEAM_STORE_URL: steam.url,
  CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
  ITAD_API_URL: itad.url,
  ITAD_API_KEY: ITAD_KEY,
  PRICE_CACHE_TTL_S: '0',
  BASE_URL: 'https://gametools.test',
});

/** Portal 2's Steam price in cents and its discount; the alert tests move it and put it back. */
const setSteam = (final: number, cut: number) => {
  steamApps[PORTAL2].prices!.us = { currency: 'USD', initial: 999, final, discount_percent: cut };
};

async function isChartPng(data: Buffer | Uint8Array): Promise<boolean> {
  const meta = await sharp(data).metadata();
  return meta.format === 'png' && meta.width === 800 && meta.height === 400;
}

describe('Telegram', () => {
  let api: FakeBotApi;
  let app: TestApp;
  let bot: TelegramBotHandle;
  let dataDir: string;
  let chat: ChatServices;

  beforeAll(async () => {
    api = await FakeBotApi.start(TOKEN);
    dataDir = await mkdtemp(join(tmpdir(), 'gt-chart-tg-'));
    app = await startTestApp(priceEnv(), {}, dataDir);
    chat = await createChatServices(app.services);
    startChat(chat, { watchesMs: 3_600_000, retriesMs: 0 }, app.lifecycle);
    bot = createTelegramBot(telegramDeps(app.services, chat), { token: TOKEN, apiRoot: api.url });
    await bot.start();
  });
  afterAll(async () => {
    await bot?.stop();
    await app?.close();
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('/price sends the card as the caption of a photo of the chart (sendPhoto)', async () => {
    api.sendUserMessage(71, `/price ${PORTAL2}`);
    const msg = await api.waitFor(() => api.chatMessages(71).find((m) => m.photo), 20_000, 'the price photo');
    expect(await isChartPng(msg.photo!.data)).toBe(true);
    expect(msg.caption).toContain('<b>Portal 2</b>');
    expect(msg.caption).toContain('Regular price: $9.99');
    expect(msg.caption!.length).toBeLessThanOrEqual(1024);
    const call = api.callsTo('sendPhoto').at(-1)!;
    expect(call.payload.parse_mode).toBe('HTML');
  });

  it('/history sends the chart with every kind of low', async () => {
    api.sendUserMessage(72, `/history ${PORTAL2} 365`);
    const msg = await api.waitFor(() => api.chatMessages(72).find((m) => m.photo), 20_000, 'the history photo');
    expect(await isChartPng(msg.photo!.data)).toBe(true);
    expect(msg.caption).toContain('<b>Portal 2</b>: price history, last 365 days');
    // Dates are written the reader's way (English: "Aug 20, 2026").
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso(100)));
    expect(msg.caption).toContain(`All-time low: $0.99 (GOG, ${day})`);
    expect(msg.caption).toContain('Steam low: $9.99');
  });

  it('a game with too little history says so instead of sending a flat chart', async () => {
    api.sendUserMessage(73, `/price ${PORTAL}`);
    const msg = await api.waitFor(() => api.chatMessages(73)[0], 20_000, 'the price card');
    expect(msg.photo).toBeUndefined();
    expect(msg.text).toContain('<b>Portal</b>');
    expect(msg.text).toContain('Not enough price history yet for a chart');
  });

  it('a price alert carries the chart as the card does: a photo captioned with the alert (issue 28 item 7)', async () => {
    api.sendUserMessage(75, `/watch ${PORTAL2} cut>=50`);
    await api.waitFor(() => api.chatMessages(75)[0], 20_000, 'the watch confirmation');
    try {
      setSteam(499, 50);
      expect((await chat.commands.watches.check()).map((a) => a.reasons)).toEqual([['cut']]);
      expect(await chat.commands.watches.check()).toEqual([]);
      const alert = await api.waitFor(() => api.chatMessages(75).find((m) => m.photo), 20_000, 'the alert photo');
      expect(await isChartPng(alert.photo!.data)).toBe(true);
      expect(alert.caption).toContain('🔔 <b>Portal 2</b>');
      expect(alert.caption).toContain('Cut to $4.99 at Steam: 50% off');
      expect(api.chatMessages(75).filter((m) => (m.caption ?? m.text)?.startsWith('🔔'))).toHaveLength(1);
    } finally {
      setSteam(999, 0);
    }
  });

  it('the inline card links to the web chart', async () => {
    api.sendInlineQuery(74, String(PORTAL2));
    const call = await api.waitFor(() => api.callsTo('answerInlineQuery')[0], 20_000, 'inline answer');
    const [result] = (call.payload as { results: Array<{ input_message_content: { message_text: string } }> }).results;
    expect(result.input_message_content.message_text).toContain(
      `<a href="https://gametools.test/prices?game=${PORTAL2}&amp;region=us&amp;days=365">Price chart</a>`,
    );
  });

  it('cuts a caption to 1,024 characters at a line break', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Line ${i}: <b>${'x'.repeat(20)}</b>`);
    const out = chartedText(lines.join('\n'), { png: new Uint8Array(), enough: true, lows: { all_time: null, official: null, keyshop: null, steam: null, since_increase: null }, days: 365 }, await english());
    expect('caption' in out).toBe(true);
    const caption = (out as { caption: string }).caption;
    expect(caption.length).toBeLessThanOrEqual(1024);
    expect(caption.endsWith(CUT_MARK)).toBe(true);
    // Only whole lines are kept.
    for (const line of caption.slice(0, -CUT_MARK.length).split('\n')) expect(lines).toContain(line);
  });
});

describe('Discord', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscord({ env: { ITAD_API_URL: itad.url, ITAD_API_KEY: ITAD_KEY } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/price answers with an embed whose image is the attached chart', async () => {
    const p = slashCommand(h.as('2101'), 'price', [{ name: 'game', type: 3, value: String(PORTAL2) }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 20_000, 'the price card');
    const card = embedOf(edit);
    expect(card.title).toBe('Portal 2');
    expect(card.image).toMatchObject({ url: 'attachment://price-history.png' });
    const file = edit.files.find((f) => f.name === 'price-history.png');
    expect(file).toBeDefined();
    expect(await isChartPng(file!.data)).toBe(true);
  });

  it('a price alert is an embed with the chart attached (issue 28 item 7)', async () => {
    // The Discord harness prices from its own fake upstreams: GOG sells Portal 2 at $1.99 of $9.99 (80 % off).
    const w = slashCommand(h.as('2104'), 'watch', [{ name: 'game', type: 3, value: String(PORTAL2) }, { name: 'rules', type: 3, value: 'cut>=85' }]);
    h.fake.dispatchInteraction(w);
    await h.fake.waitFor(isOriginalEdit(w.token), 20_000, 'the watch confirmation');
    const game = h.prices.games.get(PORTAL2)!;
    try {
      game.dealPrice = 0.99;
      expect((await h.chat.commands.watches.check()).map((a) => a.reasons)).toEqual([['cut']]);
      expect(await h.chat.commands.watches.check()).toEqual([]);
      const alert = await h.fake.waitFor((c) => c.method === 'POST' && c.body?.content === '<@2104>', 20_000, 'the alert');
      const embed = embedOf(alert);
      expect(embed.title).toBe('Price alert: Portal 2');
      expect(embed.image).toMatchObject({ url: 'attachment://price-history.png' });
      const file = alert.files.find((f) => f.name === 'price-history.png');
      expect(await isChartPng(file!.data)).toBe(true);
    } finally {
      game.dealPrice = 1.99;
    }
  });

  it('/history answers with the lows and the chart; a game without history says so', async () => {
    const p = slashCommand(h.as('2102'), 'history', [{ name: 'game', type: 3, value: String(PORTAL2) }, { name: 'days', type: 4, value: 30 }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 20_000, 'the history card');
    const card = embedOf(edit);
    expect(card.title).toBe('Portal 2: price history');
    expect(String(card.description)).toContain('All-time low: $0.99 \\(GOG, '); // Markdown-escaped parentheses
    expect(card.image).toMatchObject({ url: 'attachment://price-history.png' });

    const q = slashCommand(h.as('2103'), 'price', [{ name: 'game', type: 3, value: String(PORTAL) }]);
    h.fake.dispatchInteraction(q);
    const plain = embedOf(await h.fake.waitFor(isOriginalEdit(q.token), 20_000, 'the card without chart'));
    expect(plain.image).toBeUndefined();
    expect((plain.fields as Array<{ name: string; value: string }>).find((f) => f.name === 'Price history')?.value).toContain('Not enough price history yet');
  });
});
