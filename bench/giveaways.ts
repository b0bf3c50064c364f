/**
 * Giveaway broadcast and regional price tables. Run: npx tsx bench/giveaways.ts [chats]   (npm run bench -- giveaways)
 *
 * Broadcast: `chats` (5,000) chats follow giveaways, half Telegram groups and half Discord channels; one new Epic
 * giveaway appears. The real posting path (GiveawayPosts with its claims and pacing, the Telegram messenger on
 * grammY with auto-retry against the fake Bot API, the Discord messenger on discord.js against the fake Discord, its
 * "Remind me" / "Claimed" buttons included) posts on both platforms at once, as a bots process does. Figures, as the
 * deal broadcast reports them: every chat got its post, the most sends in any one second against each platform's
 * limit (Telegram about 30 messages a second per bot; Discord 50 requests a second per bot, counting every request
 * the bot makes), the most posts into one chat within its per-chat window (Telegram 20 a minute in a group, Discord
 * 5 per 5 s in a channel), and how long each platform took.
 *
 * Regional prices: `GET /api/prices/regions` for 12 regions ÷ `GET /api/prices` for one, both answered from the
 * cache, through the real service and router (the Steam, price and ECB sources faked on loopback); reported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { autoRetry } from '@grammyjs/auto-retry';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { Bot } from 'grammy';
import { discordGiveawayMessenger } from '../src/bots/discord/giveaway-messenger.js';
import { telegramGiveawayMessenger } from '../src/bots/telegram/giveaway-messenger.js';
import { GiveawayPosts } from '../src/core/giveaways/giveaway-posts.js';
import { NO_FILTER } from '../src/core/giveaways/giveaway-filter.js';
import type { Giveaway } from '../src/core/giveaways/giveaway.types.js';
import type { Follow } from '../src/core/deals/deal.types.js';
import { parseFilterText } from '../src/core/deals/deal-filter.js';
import { loadCatalogue } from '../src/i18n/catalogue.js';
import { LowDealPostStore, LowFollowStore } from '../src/storage/deals.js';
import { LowGiveawayStore } from '../src/storage/giveaways.js';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/app/services.js';
import { startApp } from '../src/app/run.js';
import { FakeBotApi } from '../test/bots/telegram/fake-bot-api.js';
import { FakeDiscord, type RestCall } from '../test/bots/discord/fake/server.js';
import { startWorld } from '../test/prices/fakes/harness.js';
import { startSteamFake, type SteamPrice } from '../test/prices/fakes/steam.js';
import { startEcbFake } from '../test/prices/fakes/ecb.js';
import { beforeFigure, interleaved } from './_load.js';
import { record } from './_summary.js';
import { median, report } from './_util.js';

const CHATS = Number(process.argv[2] ?? 5000);
const TELEGRAM_CHATS = Math.ceil(CHATS / 2);
const DISCORD_CHATS = CHATS - TELEGRAM_CHATS;

/** The most events of `times` (ms, sorted) inside any window of `windowMs`. */
function peak(times: number[], windowMs: number): number {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** The most posts into any one chat inside its window. */
function perChatPeak(sends: Array<{ chat: string; at: number }>, windowMs: number): number {
  const byChat = new Map<string, number[]>();
  for (const s of sends) byChat.set(s.chat, [...(byChat.get(s.chat) ?? []), s.at]);
  return Math.max(0, ...[...byChat.values()].map((t) => peak(t.sort((a, b) => a - b), windowMs)));
}

// ---- broadcast ---------------------------------------------------------------------------------------------------

const clock = { now: () => Date.now() };
const english = (await loadCatalogue()).translator('en');
const createdAt = Date.now() - 1000;
const giveaways = new LowGiveawayStore();
const follows = new LowFollowStore();
const posts = new LowDealPostStore();
const giveaway: Giveaway = {
  id: 'gwBenchBench0001',
  store: 'epic',
  title: 'Bench Quest',
  kind: 'game',
  worth: { amount: 24.99, currency: 'USD' },
  startsAt: createdAt - 3_600_000,
  endsAt: createdAt + 3 * 86_400_000,
  url: 'https://store.epicgames.com/p/bench-quest',
  image: null,
  sources: ['epic'],
  firstSeenAt: createdAt + 500,
  updatedAt: createdAt + 500,
  seenAt: createdAt + 500,
  endedAt: null,
  version: 1,
};
await giveaways.put([giveaway]);

const TOKEN = '123456:bench-giveaways';
const api = await FakeBotApi.start(TOKEN);
const discord = await new FakeDiscord().start();
const GUILD = '300000000000000001';
const channelIds = Array.from({ length: DISCORD_CHATS }, (_, i) => String(400000000000000000n + BigInt(i)));
for (const id of channelIds) discord.addChannel({ id, type: 0, guild_id: GUILD, name: `c${id.slice(-5)}` });

// Stored directly: thousands of `/follow` commands would only time each one's checks.
const follow = (i: number, chat: Follow['chat']): Follow => ({
  id: `f${i}`,
  platform: chat.platform,
  chatKey: chat.platform === 'telegram' ? `telegram:${chat.chatId}` : `discord:${chat.channelId}`,
  chat,
  createdBy: '1',
  // Unused on a giveaway follow (its `giveaways` filter counts), but a follow always has one.
  filter: parseFilterText('free', 'us'),
  giveaways: NO_FILTER,
  roleId: null,
  createdAt,
  disabledAt: null,
});
for (let i = 0; i < TELEGRAM_CHATS; i++) {
  await follows.put(follow(i, { platform: 'telegram', chatId: -1_000_000 - i, userId: '1', replyTo: null }));
}
for (const [i, channelId] of channelIds.entries()) {
  await follows.put(follow(TELEGRAM_CHATS + i, { platform: 'discord', userId: '1', channelId, guildId: GUILD, token: '', issuedAt: 0, sizeLimit: 8_000_000 }));
}

const bot = new Bot(TOKEN, { client: { apiRoot: api.url } });
bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 60 }));
const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl } });
const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
await client.login(discord.token);
const readyClient = await ready;
// In service the Guilds intent's GUILD_CREATE puts every channel of a server in the client's cache, so a post is one
// request; the fake sends no guilds, so the bench puts the channels there as GUILD_CREATE would (discord.js's own
// cache method), or each first post would add a GET of its channel that service never makes.
const guilds = readyClient.guilds as unknown as { _add(data: unknown): unknown };
guilds._add({ id: GUILD, name: 'Bench', roles: [], emojis: [], stickers: [], members: [], channels: channelIds.map((id) => ({ id, type: 0, guild_id: GUILD, name: `c${id.slice(-5)}` })) });

const sender = new GiveawayPosts({
  store: giveaways,
  follows,
  posts,
  clock,
  holder: 'bench',
  leaseMs: 3_600_000,
  // One long pass, so the figure is the whole broadcast (in service a pass yields every CHAT_DELIVERY_RETRY_S).
  deliverMs: 3_600_000,
  keptMs: 7 * 86_400_000,
});
sender.attach('telegram', telegramGiveawayMessenger(bot.api, async () => english));
sender.attach('discord', discordGiveawayMessenger(readyClient, () => false, async () => english));

const broadcastLoad = await beforeFigure('giveaway broadcast');
const callsBefore = discord.calls.length;
const started = performance.now();
const done = { telegram: 0, discord: 0 };
// Both platforms' passes run at once, as in a bots process; each figure ends with its own platform's last send.
const tgSends = () => api.calls.filter((c) => c.method === 'sendMessage' && c.status === 200);
const dcSends = () => discord.calls.slice(callsBefore).filter((c: RestCall) => c.method === 'POST' && /^\/channels\/\d+\/messages$/.test(c.path) && c.status === 200);
await sender.deliver();
const wall = (performance.now() - started) / 1000;
const tg = tgSends();
const dc = dcSends();
done.telegram = (Math.max(...tg.map((c) => c.at)) - Math.min(...tg.map((c) => c.at))) / 1000;
done.discord = (Math.max(...dc.map((c) => c.at)) - Math.min(...dc.map((c) => c.at))) / 1000;
const tgChats = new Set(tg.map((c) => String(c.payload.chat_id)));
const dcChats = new Set(dc.map((c) => c.path.split('/')[2]));
const withButtons = tg.filter((c) => JSON.stringify(c.payload.reply_markup ?? '').includes('gr:gwBenchBench0001')).length + dc.filter((c) => JSON.stringify(c.body?.components ?? '').includes('gr:gwBenchBench0001')).length;
const tgPeak = peak(tg.map((c) => c.at).sort((a, b) => a - b), 1000);
const dcRequests = discord.calls.slice(callsBefore).map((c) => c.at).sort((a, b) => a - b);
const dcPeak = peak(dcRequests, 1000);
if (process.env.BENCH_DEBUG) console.log([...new Set(discord.calls.slice(callsBefore).map((c) => `${c.method} ${c.path.replace(/\d{6,}/g, ":id")}`))]);
const tgPerChat = perChatPeak(tg.map((c) => ({ chat: String(c.payload.chat_id), at: c.at })), 60_000);
const dcPerChat = perChatPeak(dc.map((c) => ({ chat: c.path, at: c.at })), 5_000);
console.log(
  `${tgChats.size + dcChats.size} of ${CHATS} chats got the post (${withButtons} with Remind me / Claimed) in ${wall.toFixed(1)} s: ` +
    `Telegram ${tgChats.size} in ${done.telegram.toFixed(1)} s (${((tg.length - 1) / done.telegram).toFixed(1)} sends/s, at most ${tgPeak} in any second, ${tgPerChat} per group per minute), ` +
    `Discord ${dcChats.size} in ${done.discord.toFixed(1)} s (${((dc.length - 1) / done.discord).toFixed(1)} posts/s; at most ${dcPeak} requests in any second, ${dcPerChat} per channel per 5 s)`,
);
record(`giveaway broadcast, ${CHATS} chats: share of chats that got the post with its buttons`, withButtons / CHATS, '≥ 1', broadcastLoad);
record(`giveaway broadcast, ${TELEGRAM_CHATS} Telegram groups: sends per second (count)`, (tg.length - 1) / done.telegram, '≤ 30', broadcastLoad);
record(`giveaway broadcast, ${TELEGRAM_CHATS} Telegram groups: most sends in any one second (count)`, tgPeak, '≤ 30', broadcastLoad);
record(`giveaway broadcast, ${TELEGRAM_CHATS} Telegram groups: most posts into one group in a minute (count)`, tgPerChat, '≤ 20', broadcastLoad);
record(`giveaway broadcast, ${TELEGRAM_CHATS} Telegram groups: time to reach every group (s)`, done.telegram, `≤ ${Math.ceil((TELEGRAM_CHATS / 27) * 1.1)}`, broadcastLoad);
record(`giveaway broadcast, ${DISCORD_CHATS} Discord channels: posts per second (count)`, (dc.length - 1) / done.discord, '≤ 50', broadcastLoad);
record(`giveaway broadcast, ${DISCORD_CHATS} Discord channels: most requests in any one second (count)`, dcPeak, '≤ 50', broadcastLoad);
record(`giveaway broadcast, ${DISCORD_CHATS} Discord channels: most posts into one channel in 5 s (count)`, dcPerChat, '≤ 5', broadcastLoad);
await client.destroy();
await Promise.all([api.stop(), discord.stop()]);

// ---- cached regional table ÷ cached single lookup ------------------------------------------------------------------

const REGIONS = ['us', 'de', 'gb', 'fr', 'br', 'tr', 'pl', 'jp', 'ca', 'au', 'in', 'mx'];
const APPID = 1245620;
const local: Record<string, [string, number]> = {
  us: ['USD', 5999], de: ['EUR', 5999], gb: ['GBP', 4999], fr: ['EUR', 5999], br: ['BRL', 22990], tr: ['TRY', 99900],
  pl: ['PLN', 24900], jp: ['JPY', 9240], ca: ['CAD', 7999], au: ['AUD', 8995], in: ['INR', 349900], mx: ['MXN', 119900],
};
const prices: Record<string, SteamPrice> = Object.fromEntries(
  Object.entries(local).map(([cc, [currency, cents]]) => [cc, { currency, initial: cents, final: cents, discount_percent: 0 }]),
);
const [world, steam, ecb] = await Promise.all([
  startWorld(),
  startSteamFake({ [APPID]: { name: 'ELDEN RING', prices } }),
  startEcbFake('2026-11-27', { USD: 1.05, GBP: 0.87, BRL: 6.1, TRY: 36.5, PLN: 4.3, JPY: 160, CAD: 1.47, AUD: 1.62, INR: 88.6, MXN: 21.4 }),
]);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-giveaways-'));
const KEY = 'bench-regions-key-0000000000000000';
const c = world.config;
const config = loadConfig({
  PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', API_KEYS: KEY, RATE_LIMIT_PER_MIN: '100000000',
  PRICE_RATE_LIMIT_PER_MIN: '100000000', DEALS_INTERVAL_MIN: '0', GIVEAWAYS_INTERVAL_MIN: '0', MAX_CONNECTIONS_PER_IP: '0',
  STEAM_STORE_URL: steam.url, CHEAPSHARK_API_URL: c.CHEAPSHARK_API_URL, ITAD_API_URL: c.ITAD_API_URL, ITAD_API_KEY: c.ITAD_API_KEY ?? '',
  GGDEALS_API_URL: c.GGDEALS_API_URL, GGDEALS_API_KEY: c.GGDEALS_API_KEY ?? '', ECB_RATES_URL: ecb.url,
});
const app = await startApp(await createServices(config));
const get = async (path: string) => {
  const res = await fetch(app.url + path, { headers: { 'x-api-key': KEY } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};
const single = `/api/prices?appid=${APPID}&region=us`;
const table = `/api/prices/regions?appid=${APPID}&regions=${REGIONS.join(',')}`;
// Warm: each region's Steam answer, the lookup and the rates are then in the cache.
await get(single);
await get(table);
const ROUNDS = 9;
const PER_ROUND = 200;
/** Mean ms per request of `path`, one request after another. */
const timed = async (path: string) => {
  const t = performance.now();
  for (let i = 0; i < PER_ROUND; i++) await get(path);
  return (performance.now() - t) / PER_ROUND;
};
const name = 'cached regional table (12 regions) ÷ cached single lookup, time per request';
const regionsLoad = await beforeFigure(name);
const { baseline, measured } = await interleaved(ROUNDS, () => timed(single), () => timed(table));
report(name, median(measured), median(baseline), '≤ 4', regionsLoad);
await app.stop();
await Promise.all([world.close(), steam.close(), ecb.close()]);
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
