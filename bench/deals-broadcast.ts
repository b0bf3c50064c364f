/**
 * Deal broadcast at scale. Run: npx tsx bench/deals-broadcast.ts [chats]
 *
 * 5,000 Telegram groups follow free games; one new free game appears. The real posting path (DealService, its
 * claims and pacing, grammY's client with auto-retry, the Telegram deal messenger) sends to the fake Bot API on
 * loopback. Figures: every chat got its post, the most messages the fake saw start in any one second (Telegram
 * allows about 30 a second across chats for one bot), and how long the broadcast took.
 */
import { performance } from 'node:perf_hooks';
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot } from 'grammy';
import { telegramDealMessenger } from '../src/bots/telegram/deal-messenger.js';
import { parseFilterText } from '../src/core/deals/deal-filter.js';
import { DealService } from '../src/core/deals/deal.service.js';
import { LowDealPostStore, LowDealStore, LowFollowStore } from '../src/storage/deals.js';
import { listed, ListWorld, telegramCaller } from '../test/core/deals/deal-world.js';
import { FakeBotApi } from '../test/bots/telegram/fake-bot-api.js';
import { record } from './_summary.js';
import { loadCatalogue } from '../src/i18n/catalogue.js';

const CHATS = Number(process.argv[2] ?? 5000);
const TOKEN = '123456:bench-deals';
const api = await FakeBotApi.start(TOKEN);
const source = new ListWorld();
const clock = { now: () => Date.now() };
const follows = new LowFollowStore();
const service = new DealService({
  deals: new LowDealStore(),
  follows,
  posts: new LowDealPostStore(),
  sources: [source],
  clock,
  holder: 'bench',
  leaseMs: 600_000,
  intervalMs: 900_000,
  // One long pass, so the figure is the whole broadcast (in service a pass yields every CHAT_DELIVERY_RETRY_S).
  deliverMs: 3_600_000,
  defaultRegion: 'us',
});
const bot = new Bot(TOKEN, { client: { apiRoot: api.url } });
bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 60 }));
const english = (await loadCatalogue()).translator('en');
service.attach('telegram', telegramDealMessenger(bot.api, async () => english));
const free = parseFilterText('free', 'us');
// Stored directly: 5,000 `/follow` commands would only time the id check of each against all the others.
const createdAt = Date.now() - 1000;
for (let i = 0; i < CHATS; i++) {
  const { chat } = telegramCaller(-1_000_000 - i);
  await follows.put({ id: `f${i}`, platform: 'telegram', chatKey: `telegram:${-1_000_000 - i}`, chat, createdBy: '1', filter: free, roleId: null, createdAt, disabledAt: null });
}

source.lists.set('free', [listed('1', 0, 19.99)]);
await service.poll();
const start = performance.now();
await service.deliver();
const seconds = (performance.now() - start) / 1000;

const sends = api.calls.filter((c) => c.method === 'sendMessage').map((c) => c.at).sort((a, b) => a - b);
const chats = new Set(api.calls.filter((c) => c.method === 'sendMessage' && c.status === 200).map((c) => Number(c.payload.chat_id)));
let peak = 0;
for (let i = 0, j = 0; i < sends.length; i++) {
  while (sends[i] - sends[j] >= 1000) j++;
  peak = Math.max(peak, i - j + 1);
}
console.log(`${chats.size} of ${CHATS} chats got the post in ${seconds.toFixed(1)} s; at most ${peak} sends in any second`);
record(`deal broadcast, ${CHATS} chats: share of chats that got the post`, chats.size / CHATS, '≥ 1');
record(`deal broadcast, ${CHATS} chats: most sends in any one second (count)`, peak, '≤ 30');
record(`deal broadcast, ${CHATS} chats: time to reach every chat (s)`, seconds, `≤ ${Math.ceil((CHATS / 27) * 1.1)}`);
await api.stop();
