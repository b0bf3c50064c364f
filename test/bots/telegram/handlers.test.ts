import { Bot, type Context } from 'grammy';
import type { Update } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { TelegramFiles } from '../../../src/bots/telegram/files.js';
import { TelegramHandlers } from '../../../src/bots/telegram/handlers.js';
import type { PriceLookup } from '../../../src/core/chat/chat.types.js';
import { WatchService } from '../../../src/core/chat/watch.service.js';
import { AppError } from '../../../src/core/errors.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { SessionService } from '../../../src/core/sessions/session.service.js';
import { FlagService } from '../../../src/core/tools/flags.service.js';
import { createLogger } from '../../../src/logger.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { MemoryWatchStore } from '../../helpers/chat-memory.js';
import { ManualClock } from '../../helpers/clock.js';
import { MemoryApiKeyStore, MemoryFlagStore } from '../../helpers/memory-stores.js';
import { testTranslations } from '../../helpers/translations.js';

// The Telegram handlers as grammY tests itself: a bot with its identity preset (no getMe), a transformer on
// bot.api answering every outgoing call in place of the Bot API, and updates fed through bot.handleUpdate.
// The end-to-end suites beside this one run the same bot over HTTP against the fake Bot API.

const TOKEN = '123456:TEST-token_abc';
const registry = createToolRegistry();

type Sent = { method: string; payload: Record<string, unknown> };

/** A service this test never reaches; touching it fails the test at once. */
function untouched<T>(name: string): T {
  return new Proxy({}, { get: (_t, prop) => { throw new Error(`${name}.${String(prop)} is not part of this test`); } }) as T;
}

function game(appid: number, price: number): Game {
  return {
    title: appid === 620 ? 'Portal 2' : 'Portal',
    slug: null,
    platform_appid: appid,
    regular_price: 9.99,
    best_official: { price, store: 'Steam', cut: null },
    best_keyshop: null,
    all_time_low: { price: 0.99, store: 'Steam', date: '2024-01-01' },
    active_deals: 1,
    metacritic: 95,
    currency: 'USD',
    region: 'us',
    updated_at: '2026-11-25T12:00:00Z',
    stale: false,
    sources: ['steam'],
    urls: {},
  };
}

// The catalogue is read once for the file; each setup gets the same words.
const translations = await testTranslations();

function setup() {
  const sent: Sent[] = [];
  const bot = new Bot(TOKEN, {
    botInfo: {
      id: 123456, is_bot: true, first_name: 'gametools', username: 'gametools_test_bot', can_join_groups: true,
      can_read_all_group_messages: false, supports_inline_queries: true, can_connect_to_business: false,
      has_main_web_app: false, has_topics_enabled: false, allows_users_to_create_topics: false,
    } as Bot['botInfo'],
  });
  let nextId = 500;
  bot.api.config.use(async (_prev, method, payload) => {
    sent.push({ method, payload: { ...(payload as Record<string, unknown>) } });
    const chat = { id: Number((payload as { chat_id?: number }).chat_id ?? 0), type: 'private' };
    return { ok: true, result: method === 'sendMessage' ? { message_id: nextId++, date: 0, chat, text: '' } : true } as never;
  });
  const prices: PriceLookup = {
    async lookup(id) {
      if (String(id) === '620') return game(620, 1.99);
      if (String(id) === '400') return game(400, 2.49);
      throw new AppError('not_found', `No game with app id ${String(id)}.`);
    },
    search: async (title) => (String(title).startsWith('port') ? [{ title: 'Portal 2', appid: 620 }, { title: 'Portal', appid: 400 }] : []),
  };
  const clock = new ManualClock();
  const store = new MemoryWatchStore();
  const watches = new WatchService({ store, prices, clock });
  const handlers = new TelegramHandlers({
    commands: { jobs: untouched('jobs'), chatJobs: untouched('chatJobs'), tools: registry, prices, watches, deals: untouched('deals') },
    sessions: new SessionService(new MemoryApiKeyStore(), [], clock, { sidSecret: 's' }),
    detectMime: async (path) => (await detectFile(path))?.mime ?? null,
    flags: new FlagService(new MemoryFlagStore(), true),
    files: new TelegramFiles(bot.api, { token: TOKEN, apiRoot: 'http://127.0.0.1:9', tmpDir: '/nonexistent', downloadLimitBytes: 1000 }),
    chatGone: async () => undefined,
    chatBack: () => undefined,
    translations,
    log: createLogger('silent'),
  });
  bot.on('callback_query:data', (ctx) => handlers.onCallback(ctx));
  bot.on('message', (ctx) => handlers.onMessage(ctx));
  bot.catch((err) => handlers.fail(err.error, err.ctx as Context));

  let updateId = 1;
  let messageId = 1;
  /** A user types `text` into a chat (private: the chat is the user). */
  const say = async (user: number, text: string, chat: { id: number; type: 'private' | 'group' } = { id: user, type: 'private' }) => {
    const command = /^\/\S+/.exec(text)?.[0];
    const update = {
      update_id: updateId++,
      message: {
        message_id: messageId++,
        date: 1_764_072_000,
        chat: chat.type === 'private' ? { id: chat.id, type: 'private', first_name: `u${user}` } : { id: chat.id, type: 'group', title: 'g' },
        from: { id: user, is_bot: false, first_name: `u${user}` },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    } as Update;
    const before = sent.length;
    await bot.handleUpdate(update);
    return sent.slice(before);
  };
  return { bot, sent, say, store, watches };
}

describe('Telegram handlers (grammY transformer)', () => {
  it('/price answers with the game card in HTML, in the chat it was asked in', async () => {
    const t = setup();
    const [reply, ...more] = await t.say(70, '/price 620');
    expect(more).toEqual([]);
    expect(reply.method).toBe('sendMessage');
    expect(reply.payload).toMatchObject({ chat_id: 70, parse_mode: 'HTML' });
    expect(String(reply.payload.text)).toContain('<b>Portal 2</b>');
    expect(String(reply.payload.text)).toContain('$1.99');
  });

  it('a title matching several games offers them as buttons; an unknown app id is a plain refusal', async () => {
    const t = setup();
    const [choices] = await t.say(71, '/price port');
    const buttons = (choices.payload.reply_markup as { inline_keyboard: Array<Array<{ text: string; callback_data: string }>> }).inline_keyboard.flat();
    expect(buttons.map((b) => b.text)).toEqual(['Portal 2 (620)', 'Portal (400)']);
    const [refusal] = await t.say(71, '/price 999');
    expect(refusal.payload).toMatchObject({ chat_id: 71 });
    expect(String(refusal.payload.text)).toContain('No game with app id 999.');
  });

  it('/watch, /watches and /unwatch keep the user\'s alerts, each answered once', async () => {
    const t = setup();
    const added = await t.say(72, '/watch 620 1.50');
    expect(added).toHaveLength(1);
    expect(String(added[0].payload.text)).toContain('Watching <b>Portal 2</b>');
    const [stored] = await t.store.list();
    expect(stored).toMatchObject({ appid: 620, target: 1.5, chat: { platform: 'telegram', chatId: 72 } });
    const [list] = await t.say(72, '/watches');
    expect(String(list.payload.text)).toContain(`<code>${stored.id}</code> Portal 2`);
    const [removed] = await t.say(72, `/unwatch ${stored.id}`);
    expect(String(removed.payload.text)).toMatch(/^Removed this alert/);
    expect(await t.store.list()).toEqual([]);
    // A target that is no price says which field is wrong.
    const [bad] = await t.say(72, '/watch 620 cheap');
    expect(String(bad.payload.text)).toContain('price:');
  });

  it('in a group only commands for this bot are answered; an unknown command points to /help', async () => {
    const t = setup();
    const group = { id: -900, type: 'group' as const };
    expect(await t.say(73, '/price@another_bot 620', group)).toEqual([]);
    const [mine] = await t.say(73, '/price@gametools_test_bot 620', group);
    expect(mine.payload).toMatchObject({ chat_id: -900 });
    const [unknown] = await t.say(73, '/frobnicate');
    expect(unknown.payload.text).toBe('I do not know that command. /help lists what I can do.');
    const [help] = await t.say(73, '/help');
    expect(String(help.payload.text)).toContain('/watch');
  });
});
