import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { twoColourPng } from '../../helpers/images.js';
import { startSteamFake, type SteamApp } from '../../prices/fakes/steam.js';
import { startWorld, worldEnv, type World } from '../../prices/fakes/harness.js';
import type { FakeServer } from '../../prices/fakes/server.js';
import type { Deal, DealFilter, Follow } from '../../../src/core/deals/deal.types.js';
import type { ApiFollow } from '../../../src/core/deals/api-follow.ports.js';
import { LowApiFollowStore, LowDealPostStore, LowDealStore, LowFollowStore } from '../../../src/storage/deals.js';
import { LowPriceHistory } from '../../../src/storage/price-history.js';
import { LowRecipeStore } from '../../../src/storage/recipes.js';
import { PgApiFollowStore, PgDealPostStore, PgDealStore, PgFollowStore } from '../../../src/storage/pg/deals.js';
import { PgPriceHistory } from '../../../src/storage/pg/price-history.js';
import { PgRecipeStore } from '../../../src/storage/pg/recipes.js';
import { LowWishlistStore } from '../../../src/storage/wishlists.js';
import { PgWishlistStore } from '../../../src/storage/pg/wishlists.js';
import { WISHLIST_RULES } from '../../../src/core/chat/wishlist.service.js';
import type { WishlistEntry } from '../../../src/core/chat/wishlist.types.js';
import { FAST_HOOKS, folderWithKey, type KeyedData } from '../../webhooks/harness.js';
import { Receiver, until, verifySignature } from '../../webhooks/receiver.js';

/**
 * Issue 24 item 12: `npm run migrate-data` skipped the webhook files, so after moving to PostgreSQL
 * `GET /api/watches` went from one watch to none and signatures stopped verifying with the old secret; and the
 * fleet derived its cookie key another way, so users' jobs answered 404. An embedded folder populated through
 * the running service is moved by the real command into a real PostgreSQL, and the service on it carries on.
 */
const APPID = 777_024;
const steamApps: Record<number, SteamApp> = {};
const setPrice = (cents: number) => {
  steamApps[APPID] = { name: 'Moved Game', prices: { us: { currency: 'USD', initial: 2000, final: cents, discount_percent: 0 } } };
};

let world: World;
let steam: FakeServer;
let postgres: Engine;
let receiver: Receiver;
let data: KeyedData;
const apps: TestApp[] = [];
const folders: string[] = [];

/** `npm run migrate-data` as an operator runs it. */
function migrateData(dataDir: string, url: string) {
  const run = spawnSync('node_modules/.bin/tsx', ['src/cli/migrate-data.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
  return run;
}

beforeAll(async () => {
  setPrice(2000);
  [world, steam, postgres, receiver, data] = await Promise.all([startWorld(), startSteamFake(steamApps), startPostgres(), Receiver.start(), folderWithKey()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all([receiver?.close(), steam?.close(), world?.close(), postgres?.stop()]);
  if (data) await rm(data.dataDir, { recursive: true, force: true });
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

describe('npm run migrate-data', () => {
  it('moves the webhook files and the session secret: watches, signatures and cookies work on PostgreSQL', async () => {
    const env = { ...FAST_HOOKS, ...worldEnv(world), STEAM_STORE_URL: steam.url, PRICE_CACHE_TTL_S: '0' };
    const embedded = await startTestApp(env, {}, data.dataDir);
    apps.push(embedded);
    const dev = new Client(embedded.url, { authorization: `Bearer ${data.key}` });
    const created = await dev.postJson('/api/watches', { appid: APPID, target_price: 10, callback_url: receiver.url('/alerts') });
    expect(created.status).toBe(201);
    const watchId = String((created.body.watch as { id: string }).id);
    const browser = new Client(embedded.url);
    const upload = await browser.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const jobId = String(upload.body.job_id);
    expect((await browser.waitForJob(jobId)).status).toBe('completed');
    // A job of the key with a callback, so the outbox and the callbacks file hold something.
    const keyed = await dev.upload('/upload', { tool: 'image-grayscale', callback_url: receiver.url('/jobs') }, { data: await twoColourPng(), name: 'k.png' });
    expect(keyed.status).toBe(202);
    await until(() => receiver.received.some((r) => r.path === '/jobs'), 15_000, 'the job callback');
    await embedded.close();

    const url = await createDatabase(postgres, 'moved');
    const moved = migrateData(data.dataDir, url);
    expect(moved.stdout).toMatch(/webhooks: 1 signing keys, 1 API watches, \d+ announcements to make, [1-9]\d* deliveries copied/);

    const fleet = await startTestApp({ ...env, DATABASE_URL: url }, {}, data.dataDir);
    apps.push(fleet);
    const devAfter = new Client(fleet.url, { authorization: `Bearer ${data.key}` });
    const listed = await devAfter.json('/api/watches');
    expect(listed.status).toBe(200);
    expect((listed.body.watches as Array<{ id: string }>).map((w) => w.id)).toEqual([watchId]);

    // An alert of the moved watch is signed with the secret the key had before the move.
    setPrice(999);
    expect(await fleet.services.webhooks.watches.check()).toBe(1);
    await fleet.services.webhooks.service.idle();
    const alert = await until(() => receiver.received.find((r) => String(r.headers['webhook-id']).startsWith(`evt_${watchId}_`)), 15_000, 'the alert');
    expect(verifySignature(data.secret, alert)).toBe(true);

    // The browser's old cookie still names its owner: the job is there, with its result.
    const sameBrowser = new Client(fleet.url, { cookie: `sid=${browser.sid()}` });
    const job = await sameBrowser.json(`/api/jobs/${jobId}`);
    expect(job.status).toBe(200);
    expect(job.body.status).toBe('completed');
    const file = await sameBrowser.request(String(job.body.download_url));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 180_000);

  it('moves price history, recipes, deals, deal follows, deal posts, API deal follows and shared wishlists, once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gametools-migrate-'));
    folders.push(dir);
    const T = 1_790_000_000_000;
    const HOUR = 3_600_000;
    const filter: DealFilter = { free: false, under: 20, minCut: 50, store: null, region: 'us', currency: null, ignoredStores: [] };
    const deal: Deal = {
      id: 'cheapshark:game-1:shop-1', source: 'cheapshark', gameId: 'game-1', shopId: 'shop-1', title: 'Moved Deal', shop: 'Shop',
      price: 4.99, regular: 19.99, cut: 75, currency: 'USD', region: 'us', url: 'https://shop.example/deal', image: null,
      expiresAt: null, firstSeenAt: T, updatedAt: T, seenAt: T, endedAt: null, version: 2, queries: ['under:20'],
    };
    const follow: Follow = {
      id: 'follow-1', platform: 'telegram', chatKey: 'telegram:-100', chat: { platform: 'telegram', chatId: -100, userId: '7', replyTo: null },
      createdBy: '7', filter, roleId: null, createdAt: T, disabledAt: null,
    };
    const apiFollow: ApiFollow = { id: 'apifollow-1', keyId: 'key-1', filter, callbackUrl: 'https://hooks.example/deals', createdAt: T };

    // Written by the embedded stores, as the running service writes them.
    const recipes = await LowRecipeStore.open(dir);
    expect(await recipes.add({ id: 'recipe-1', owner: 'sess:abc', name: 'Shrink', steps: [{ tool: 'image-resize', params: { width: 100 } }], code: 'SHARE1', createdAt: T }, { perOwner: 10, perAddress: 10 })).toBe('added');
    const deals = await LowDealStore.open(dir, () => undefined);
    await deals.put([deal]);
    const follows = await LowFollowStore.open(dir, () => undefined);
    await follows.put(follow);
    const posts = await LowDealPostStore.open(dir, () => undefined);
    const claimed = await posts.claim({ dealId: deal.id, chatKey: follow.chatKey, followId: follow.id, platform: 'telegram' }, 2, 'embedded', T, 60_000);
    expect(claimed).not.toBeNull();
    await posts.settle(deal.id, follow.chatKey, 'embedded', 'message-42', 2, T + 1);
    const apiFollows = await LowApiFollowStore.open(dir, () => undefined);
    await apiFollows.put(apiFollow);
    const history = await LowPriceHistory.open(dir, { writeDelayMs: 0 });
    await history.apply([
      {
        appid: 620, region: 'us', currency: 'USD', seenAt: T + 2 * HOUR, importedAt: T - HOUR,
        reported: { official: { price: 1.99, shop: 'Steam', date: '2024-01-01' }, keyshop: null },
        points: [
          { at: T, kind: 'steam', price: 9.99, regular: 9.99, cut: 0, shop: 'Steam' },
          { at: T + 2 * HOUR, kind: 'official', price: 4.99, regular: 9.99, cut: 50, shop: 'Steam' },
        ],
      },
      { appid: 70, region: 'gb', currency: 'GBP', seenAt: T, points: [{ at: T, kind: 'keyshop', price: 3.5, regular: null, cut: null, shop: 'Keys' }] },
    ]);
    const wished: WishlistEntry = {
      id: 'wish01', platform: 'telegram', chatKey: 'telegram:-100', chat: { platform: 'telegram', chatId: -100, userId: '7', replyTo: null },
      appid: 620, title: 'Portal 2', region: 'us', currency: 'USD', addedBy: '7', target: null, rules: { ...WISHLIST_RULES },
      ruleState: { cutArmed: true, knownLow: 0.99, sinceLow: null }, armed: true, knownLow: 0.99, lastPrice: 9.99,
      createdAt: T, lastCheckedAt: T, lastAlertAt: null, disabledAt: null,
    };
    const wishlists = await LowWishlistStore.open(dir);
    await wishlists.put([wished]);
    await wishlists.setMember({ entryId: wished.id, userId: '8', name: 'Ann', at: T + 1 }, true);
    await Promise.all([recipes.flush(), deals.flush(), follows.flush(), posts.flush(), apiFollows.flush(), history.flush(), wishlists.flush()]);
    const before = { us: await history.read(620, 'us'), gb: await history.read(70, 'gb') };

    const url = await createDatabase(postgres, 'moved_stores');
    const first = migrateData(dir, url);
    expect(first.stdout).toContain('deals and pipelines: 1 recipes, 1 deals, 1 deal follows, 1 deal posts, 1 API deal follows copied; 2 price history series merged');
    expect(first.stdout).toContain('shared wishlists: 1 games, 1 opt-ins copied');
    expect(first.stderr).not.toContain('skipped:');
    // Idempotent: a second run adds nothing and changes no record.
    const second = migrateData(dir, url);
    expect(second.stdout).toContain('deals and pipelines: 0 recipes, 0 deals, 0 deal follows, 0 deal posts, 0 API deal follows copied');
    expect(second.stdout).toContain('shared wishlists: 0 games, 0 opt-ins copied');

    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // pool.end() resolves once its clients are asked to close, not once they have: the server stopped by afterAll can
    // still reach a client that is closing, and a client's error with no listener would end the test run.
    pool.on('connect', (client) => client.on('error', () => undefined));
    try {
      const pgRecipes = new PgRecipeStore(pool);
      expect(await pgRecipes.list('sess:abc')).toEqual(await recipes.all());
      expect((await pgRecipes.byCode('SHARE1'))?.id).toBe('recipe-1');
      expect(await new PgDealStore(pool).list(0)).toEqual([deal]);
      expect(await new PgFollowStore(pool).list(follow.chatKey)).toEqual([follow]);
      expect(await new PgApiFollowStore(pool).list('key-1')).toEqual([apiFollow]);
      const pgWishlists = new PgWishlistStore(pool);
      expect(await pgWishlists.list('telegram:-100')).toEqual([wished]);
      expect(await pgWishlists.members([wished.id])).toEqual([{ entryId: wished.id, userId: '8', name: 'Ann', at: T + 1 }]);
      const pgPosts = new PgDealPostStore(pool);
      expect(await pgPosts.ofDeals([deal.id])).toEqual(await posts.ofDeals([deal.id]));
      // The post already shown at version 2 is not claimed again for that version.
      expect(await pgPosts.claim({ dealId: deal.id, chatKey: follow.chatKey, followId: follow.id, platform: 'telegram' }, 2, 'fleet', T + 5, 60_000)).toBeNull();
      const pgHistory = new PgPriceHistory({ pool });
      for (const [appid, region, was] of [[620, 'us', before.us], [70, 'gb', before.gb]] as const) {
        const moved = await pgHistory.read(appid, region);
        expect(moved, `${region}:${appid}`).not.toBeNull();
        expect({ ...moved!, rev: 0 }).toEqual({ ...was!, rev: 0 });
      }
    } finally {
      await pool.end();
    }
  }, 120_000);
});
