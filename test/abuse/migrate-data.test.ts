import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { createDatabase, startPostgres, type Engine } from '../helpers/engines.js';
import { twoColourPng } from '../helpers/images.js';
import { startSteamFake, type SteamApp } from '../prices/fakes/steam.js';
import { startWorld, worldEnv, type World } from '../prices/fakes/harness.js';
import type { FakeServer } from '../prices/fakes/server.js';
import { FAST_HOOKS, folderWithKey, type KeyedData } from '../webhooks/harness.js';
import { Receiver, until, verifySignature } from '../webhooks/receiver.js';

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

beforeAll(async () => {
  setPrice(2000);
  [world, steam, postgres, receiver, data] = await Promise.all([startWorld(), startSteamFake(steamApps), startPostgres(), Receiver.start(), folderWithKey()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all([receiver?.close(), steam?.close(), world?.close(), postgres?.stop()]);
  if (data) await rm(data.dataDir, { recursive: true, force: true });
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
    const moved = spawnSync('node_modules/.bin/tsx', ['src/cli/migrate-data.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: data.dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(moved.status, moved.stderr + moved.stdout).toBe(0);
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
});
