import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKey, type ChatTarget } from '../../../src/core/chat/chat-target.js';
import type { OutboxStore } from '../../../src/core/chat/outbox.ports.js';
import type { Watch } from '../../../src/core/chat/watch.types.js';
import type { WatchStore } from '../../../src/core/chat/watch.ports.js';
import type { Clock } from '../../../src/core/clock.ports.js';
import { LowOutboxStore } from '../../../src/storage/outbox.js';
import { importLowdb } from '../../../src/storage/pg/import-lowdb.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { PgOutboxStore } from '../../../src/storage/pg/outbox.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgWatchStore } from '../../../src/storage/pg/watches.js';
import { LowWatchStore } from '../../../src/storage/watches.js';
import { LowLanguageStore } from '../../../src/storage/languages.js';
import { PgLanguageStore } from '../../../src/storage/pg/languages.js';
import type { LanguageStore } from '../../../src/core/chat/language.ports.js';
import { chatLanguageKey, LanguageChoices, userKey } from '../../../src/core/chat/language.service.js';
import type { ChatCaller } from '../../../src/core/chat/chat.types.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';

/**
 * The chat outbox and watch stores, embedded (lowdb) and scaled (PostgreSQL), held to one contract. In
 * PostgreSQL the two "processes" are two pools on one database.
 */

interface Pair<T> {
  /** Two handles on one store, as two processes would hold (one object for the embedded store). */
  a: T;
  b: T;
}

const clock = (): Clock & { t: number } => {
  const c = { t: 1_000_000, now: () => c.t };
  return c;
};

const tg = (chatId: number): ChatTarget => ({ platform: 'telegram', chatId, userId: String(chatId), replyTo: null });
const dc = (channelId: string): ChatTarget => ({
  platform: 'discord',
  userId: '1234567',
  channelId,
  guildId: null,
  token: '',
  issuedAt: 1,
  sizeLimit: 8_000_000,
});

function watch(id: string, owner: string, chat: ChatTarget, createdAt: number): Watch {
  return {
    id,
    platform: chat.platform,
    owner,
    chat,
    appid: 620,
    title: 'Portal 2',
    region: 'us',
    currency: 'USD',
    target: 5,
    armed: true,
    knownLow: null,
    lastPrice: 9.99,
    createdAt,
    lastCheckedAt: null,
    lastAlertAt: null,
    disabledAt: null,
  };
}

let postgres: Engine;
const pools: pg.Pool[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  await postgres?.stop();
});

let dbCount = 0;
async function database(): Promise<() => pg.Pool> {
  const url = await createDatabase(postgres, `chat_${++dbCount}`);
  const open = () => {
    const p = createPgPool(url, { max: 10 });
    pools.push(p);
    return p;
  };
  await migrate(open());
  return open;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gt-chat-stores-'));
  dirs.push(dir);
  return dir;
}

const kinds = [
  {
    name: 'lowdb',
    async outbox(c: Clock): Promise<Pair<OutboxStore>> {
      const store = await LowOutboxStore.open(await tempDir(), c);
      return { a: store, b: store };
    },
    async watches(): Promise<Pair<WatchStore>> {
      const store = await LowWatchStore.open(await tempDir());
      return { a: store, b: store };
    },
    async languages(): Promise<{ a: LanguageStore; reopen(): Promise<LanguageStore> }> {
      const dir = await tempDir();
      const store = await LowLanguageStore.open(dir);
      return { a: store, reopen: async () => (await store.flush(), LowLanguageStore.open(dir)) };
    },
  },
  {
    name: 'PostgreSQL',
    async outbox(c: Clock): Promise<Pair<OutboxStore>> {
      const pool = await database();
      return { a: new PgOutboxStore(pool(), c), b: new PgOutboxStore(pool(), c) };
    },
    async watches(): Promise<Pair<WatchStore>> {
      const pool = await database();
      return { a: new PgWatchStore(pool()), b: new PgWatchStore(pool()) };
    },
    async languages(): Promise<{ a: LanguageStore; reopen(): Promise<LanguageStore> }> {
      const pool = await database();
      return { a: new PgLanguageStore(pool()), reopen: async () => new PgLanguageStore(pool()) };
    },
  },
];

describe.each(kinds)('chat outbox in $name', (kind) => {
  const entry = (jobId: string, chat: ChatTarget, createdAt: number) => ({
    jobId,
    platform: chat.platform,
    owner: `owner-${jobId}`,
    chatKey: chatKey(chat),
    createdAt,
  });

  it('opens an entry once, however many processes open it at the same time', async () => {
    const c = clock();
    const { a, b } = await kind.outbox(c);
    const opened = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).open(entry('job-1', tg(5), 100 + i))));
    // Every caller gets the one stored entry: the first writer's.
    expect(new Set(opened.map((e) => e.createdAt)).size).toBe(1);
    expect(await b.get('job-1')).toMatchObject({ jobId: 'job-1', state: 'pending', attempts: 0, holder: null, statusMessageId: null });
    await a.setStatusMessage('job-1', '4711');
    expect((await b.get('job-1'))?.statusMessageId).toBe('4711');
  });

  it('gives one of 12 racing claims the delivery; the lease passes on only once it has run out', async () => {
    const c = clock();
    const { a, b } = await kind.outbox(c);
    await a.open(entry('job-r', tg(6), 1));
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).claim('job-r', `holder-${i}`, 60_000)));
    const winners = claims.filter((x) => x !== null);
    expect(winners).toHaveLength(1);
    const holder = winners[0]!.holder!;
    expect(winners[0]!.leaseUntil).toBe(c.t + 60_000);
    // The holder may renew; nobody else may settle or take it while the lease runs.
    expect(await b.claim('job-r', holder, 60_000)).not.toBeNull();
    expect(await a.settle('job-r', 'someone-else', { state: 'delivered', attempts: 1 })).toBe(false);
    expect(await b.claim('job-r', 'someone-else', 60_000)).toBeNull();
    c.t += 60_001;
    // The holder died: after its lease another process takes over, and the old holder can no longer settle.
    expect((await b.claim('job-r', 'next-process', 60_000))?.holder).toBe('next-process');
    expect(await a.settle('job-r', holder, { state: 'delivered', attempts: 1 })).toBe(false);
    expect(await b.settle('job-r', 'next-process', { state: 'delivered', attempts: 1 })).toBe(true);
    expect(await a.get('job-r')).toMatchObject({ state: 'delivered', attempts: 1, holder: null, leaseUntil: null, settledAt: c.t });
    // Delivered is final: no claim, no second settle.
    expect(await a.claim('job-r', 'late', 60_000)).toBeNull();
    expect(await b.settle('job-r', 'next-process', { state: 'delivered', attempts: 2 })).toBe(false);
  });

  it('keeps a refused attempt pending for a retry, oldest first per platform', async () => {
    const c = clock();
    const { a, b } = await kind.outbox(c);
    await a.open(entry('job-late', tg(7), 30));
    await b.open(entry('job-early', tg(7), 10));
    await a.open(entry('job-discord', dc('555555'), 20));
    await a.claim('job-early', 'p1', 1000);
    expect(await a.settle('job-early', 'p1', { state: 'pending', attempts: 1 })).toBe(true);
    expect((await b.listPending('telegram', 10)).map((e) => [e.jobId, e.attempts, e.holder])).toEqual([
      ['job-early', 1, null],
      ['job-late', 0, null],
    ]);
    expect((await b.listPending('telegram', 1)).map((e) => e.jobId)).toEqual(['job-early']);
    expect((await a.listPending('discord', 10)).map((e) => e.jobId)).toEqual(['job-discord']);
  });

  it('drops the pending deliveries of a chat that is gone, and purges settled and named entries', async () => {
    const c = clock();
    const { a, b } = await kind.outbox(c);
    await a.open(entry('gone-1', tg(-100), 1));
    await a.open(entry('gone-2', tg(-100), 2));
    await a.open(entry('other', tg(-200), 3));
    await a.open(entry('named', tg(-200), 4));
    await a.claim('gone-2', 'p', 1000);
    expect(await b.dropChat('telegram:-100')).toBe(2);
    expect(await b.dropChat('telegram:-100')).toBe(0);
    expect(await a.get('gone-2')).toMatchObject({ state: 'dropped', holder: null, settledAt: c.t });
    expect(await a.settle('gone-2', 'p', { state: 'delivered', attempts: 1 })).toBe(false);
    c.t += 10;
    expect(await b.purge(c.t, ['named'])).toBe(3);
    expect(await a.get('gone-1')).toBeNull();
    expect(await a.get('named')).toBeNull();
    expect((await a.get('other'))?.state).toBe('pending');
  });
});

describe.each(kinds)('chat watches in $name', (kind) => {
  it('lists, replaces, deletes and disables watches the same way', async () => {
    const { a, b } = await kind.watches();
    await a.put([watch('w2', 'u1', tg(1), 20), watch('w1', 'u1', tg(1), 10), watch('w3', 'u2', dc('777777'), 30)]);
    expect((await b.list()).map((w) => w.id)).toEqual(['w1', 'w2', 'w3']);
    expect((await b.list('u1')).map((w) => w.id)).toEqual(['w1', 'w2']);
    await b.put([{ ...watch('w1', 'u1', tg(1), 10), armed: false, lastPrice: 4.99 }]);
    expect(await a.list('u1')).toMatchObject([{ id: 'w1', armed: false, lastPrice: 4.99 }, { id: 'w2', armed: true }]);
    expect(await a.disableChat('telegram:1', 555)).toBe(2);
    expect(await a.disableChat('telegram:1', 556)).toBe(0);
    expect((await b.list()).map((w) => w.disabledAt)).toEqual([555, 555, null]);
    await b.delete(['w2', 'nope']);
    expect((await a.list()).map((w) => w.id)).toEqual(['w1', 'w3']);
  });

  it('writes back a whole check of 1,200 watches in one call', async () => {
    const { a, b } = await kind.watches();
    const many = Array.from({ length: 1200 }, (_, i) => watch(`m${String(i).padStart(4, '0')}`, `u${i % 7}`, tg(i + 1), 1000 + i));
    await a.put(many);
    await b.put(many.map((w) => ({ ...w, lastCheckedAt: 42 })));
    const stored = await a.list();
    expect(stored).toHaveLength(1200);
    expect(stored.every((w) => w.lastCheckedAt === 42)).toBe(true);
    expect(stored[0].id).toBe('m0000');
  });
});

// Issue 36: /language choices per user and per chat, kept across a restart (another process) in both deployments.
describe.each(kinds)('language choices in $name', (kind) => {
  it('stores, replaces and removes a choice per key, and another process reads it', async () => {
    const { a, reopen } = await kind.languages();
    await a.set('chat:telegram:-100', 'de');
    await a.set('user:telegram:5', 'pt-BR');
    await a.set('user:telegram:5', 'ru');
    expect(await a.get(['chat:telegram:-100', 'user:telegram:5', 'user:discord:1'])).toEqual(new Map([['chat:telegram:-100', 'de'], ['user:telegram:5', 'ru']]));
    await a.set('chat:telegram:-100', null);
    const b = await reopen();
    expect(await b.get(['chat:telegram:-100', 'user:telegram:5'])).toEqual(new Map([['user:telegram:5', 'ru']]));
  });

  it('keeps a Discord channel’s own choice (where: channel) beside its members’ choices', async () => {
    const { a, reopen } = await kind.languages();
    const choices = new LanguageChoices(a, { locales: ['en', 'de', 'uk'], pick: (w) => (w[0] === 'uk' ? 'uk' : w[0] === 'de' ? 'de' : 'en') });
    const caller: ChatCaller = {
      platform: 'discord',
      userId: '77',
      owner: 'o',
      chat: { platform: 'discord', userId: '77', channelId: '555000', guildId: '1', token: '', issuedAt: 0, sizeLimit: 1 },
    };
    expect(await choices.choose(caller, 'uk', async () => true, true)).toEqual({ kind: 'set', scope: 'chat', locale: 'uk' });
    expect(await choices.choose(caller, 'de', async () => false)).toEqual({ kind: 'set', scope: 'user', locale: 'de' });
    const b = await reopen();
    expect(await b.get([chatLanguageKey(caller.chat), userKey('discord', '77')])).toEqual(
      new Map([
        ['chat:discord:555000', 'uk'],
        ['user:discord:77', 'de'],
      ]),
    );
  });
});

describe('chat records in PostgreSQL', () => {
  it('reports a row that does not read back as a delivery and skips it', async () => {
    const pool = (await database())();
    const bad: string[] = [];
    const store = new PgOutboxStore(pool, clock(), (id) => bad.push(id));
    await store.open({ jobId: 'fine', platform: 'telegram', owner: 'o', chatKey: 'telegram:1', createdAt: 1 });
    await pool.query(`INSERT INTO outbox (job_id, platform, state, created_at, chat_key, entry) VALUES ('broken', 'telegram', 'pending', 2, 'telegram:1', '{"jobId":"broken"}')`);
    expect((await store.listPending('telegram', 10)).map((e) => e.jobId)).toEqual(['fine']);
    expect(bad).toEqual(['broken']);
  });

  it('npm run migrate-data moves the embedded outbox and watches once; a fleet bot can then claim what was pending', async () => {
    const dir = await tempDir();
    const c = clock();
    const low = await LowOutboxStore.open(dir, c);
    await low.open({ jobId: 'pending-job', platform: 'telegram', owner: 'o1', chatKey: 'telegram:9', createdAt: 5 });
    await low.setStatusMessage('pending-job', '321');
    await low.open({ jobId: 'done-job', platform: 'discord', owner: 'o2', chatKey: 'discord:888888', createdAt: 6 });
    await low.claim('done-job', 'old', 1000);
    await low.settle('done-job', 'old', { state: 'delivered', attempts: 1 });
    await low.flush();
    const lowWatches = await LowWatchStore.open(dir);
    await lowWatches.put([watch('wa', 'o1', tg(9), 1), { ...watch('wb', 'o2', dc('888888'), 2), disabledAt: 7 }]);
    await lowWatches.flush();
    // One entry the embedded store could never have written.
    const outboxFile = JSON.parse(await readFile(join(dir, 'outbox.json'), 'utf8')) as { entries: Record<string, unknown> };
    outboxFile.entries['mangled'] = { jobId: 'mangled', platform: 'fax' };
    await writeFile(join(dir, 'outbox.json'), JSON.stringify(outboxFile));

    const open = await database();
    const pool = open();
    const first = await importLowdb(dir, pool);
    expect(first).toMatchObject({ outbox: 2, watches: 2, skipped: 1 });
    expect(first.problems.join('\n')).toContain('mangled');
    const again = await importLowdb(dir, pool);
    expect(again).toMatchObject({ outbox: 0, watches: 0 });

    const outbox = new PgOutboxStore(open(), c);
    expect(await outbox.listPending('telegram', 10)).toMatchObject([{ jobId: 'pending-job', statusMessageId: '321', state: 'pending' }]);
    expect(await outbox.get('done-job')).toMatchObject({ state: 'delivered', attempts: 1 });
    expect((await outbox.claim('pending-job', 'fleet-bot', 1000))?.holder).toBe('fleet-bot');
    const watches = new PgWatchStore(open());
    expect((await watches.list()).map((w) => [w.id, w.disabledAt])).toEqual([
      ['wa', null],
      ['wb', 7],
    ]);
    // The imported rows carry the chat column "this chat is gone" looks for.
    expect(await watches.disableChat('telegram:9', 8)).toBe(1);
    expect(await outbox.dropChat('telegram:9')).toBe(1);
  });
});
