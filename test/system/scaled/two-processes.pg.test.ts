import { Bot } from 'grammy';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { telegramDealMessenger } from '../../../src/bots/telegram/deal-messenger.js';
import { parseFilterText } from '../../../src/core/deals/deal-filter.js';
import { DealService } from '../../../src/core/deals/deal.service.js';
import { createCheapSharkDeals } from '../../../src/prices/deals/cheapshark-deals.js';
import { PgDealPostStore, PgDealStore, PgFollowStore } from '../../../src/storage/pg/deals.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { startCheapSharkFake, type CheapSharkGame, type CheapSharkListItem } from '../../prices/fakes/cheapshark.js';
import type { FakeServer } from '../../prices/fakes/server.js';
import { FakeBotApi } from '../../bots/telegram/fake-bot-api.js';
import { gameAt, listItem, STORES } from '../../prices/deals/cheapshark-list.js';
import { telegramCaller } from '../../core/deals/deal-world.js';
import { loadCatalogue } from '../../../src/i18n/catalogue.js';

/**
 * Two bot processes over one PostgreSQL database (two pools, two services, two grammY clients on one fake Bot
 * API): each deal is posted once per chat and each end edited once, whichever process gets there first, and a
 * process started later on the same database sends nothing again.
 */
const TOKEN = '123456:deals-two-processes';
let postgres: Engine;
let cheapshark: FakeServer;
let api: FakeBotApi;
const pools: pg.Pool[] = [];
const list: CheapSharkListItem[] = [];
const games: CheapSharkGame[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  cheapshark = await startCheapSharkFake(STORES, games, list);
  api = await FakeBotApi.start(TOKEN);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await api?.stop();
  await cheapshark?.close();
  await postgres?.stop();
});

async function processOn(url: string, name: string): Promise<DealService> {
  const pool = createPgPool(url);
  pools.push(pool);
  await migrate(pool);
  const clock = { now: () => Date.now() };
  const service = new DealService({
    deals: new PgDealStore(pool),
    follows: new PgFollowStore(pool),
    posts: new PgDealPostStore(pool),
    sources: [createCheapSharkDeals({ baseUrl: `${cheapshark.url}/api/1.0`, http: { fetch: globalThis.fetch, userAgent: 'test/1' }, clock })],
    clock,
    holder: name,
    leaseMs: 300_000,
    intervalMs: 900_000,
    defaultRegion: 'us',
  });
  const english = (await loadCatalogue()).translator('en');
  service.attach('telegram', telegramDealMessenger(new Bot(TOKEN, { client: { apiRoot: api.url } }).api, async () => english));
  return service;
}

it('posts each deal once per chat and edits each post once across two processes and a restart', async () => {
  const url = await createDatabase(postgres, 'deals_two');
  const [a, b] = await Promise.all([processOn(url, 'a'), processOn(url, 'b')]);
  const chats = Array.from({ length: 12 }, (_, i) => -5000 - i);
  for (const chat of chats) await a.follow(telegramCaller(chat), parseFilterText('free', 'us'), { mayManage: true });

  list.splice(0, list.length, listItem('90', '25', '0.00', '14.99'), listItem('91', '1', '0.00', '4.99'));
  await a.poll();
  await Promise.all([a.deliver(), b.deliver()]);
  await Promise.all([a.deliver(), b.deliver()]);
  const sent = api.callsTo('sendMessage');
  expect(sent).toHaveLength(chats.length * 2);
  for (const chat of chats) {
    const texts = api.chatMessages(chat).map((m) => /<b>(Game 9\d)<\/b>/.exec(m.text ?? '')?.[1]).sort();
    expect(texts).toEqual(['Game 90', 'Game 91']);
  }

  // Game 90 ends; the other process polls this time (one poll per period fleet-wide is the gate's job).
  list.splice(0, list.length, listItem('91', '1', '0.00', '4.99'));
  games.splice(0, games.length, gameAt('90', '25', '14.99', '14.99'));
  await b.poll();
  await Promise.all([a.deliver(), b.deliver()]);
  const restarted = await processOn(url, 'c');
  await Promise.all([a.deliver(), b.deliver(), restarted.deliver()]);
  expect(api.callsTo('editMessageText')).toHaveLength(chats.length);
  expect(api.callsTo('sendMessage')).toHaveLength(chats.length * 2);
  for (const chat of chats) {
    const ended = api.chatMessages(chat).find((m) => m.text?.includes('Game 90'))!;
    expect(ended.edits).toHaveLength(1);
    expect(ended.text).toContain('Ended');
  }
});
