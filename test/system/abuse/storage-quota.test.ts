import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { twoApiProcesses } from '../../helpers/fleet.js';
import { gated } from '../../helpers/gate.js';

/**
 * Issue 24 item 4: one key made 1.36 GB in 98 s and nothing stopped it. The bytes a session, a key and an
 * address keep (inputs of waiting jobs, outputs of finished ones) stay under MAX_STORED_MB_PER_OWNER, checked in
 * the one atomic admission step: uploads sent all at once are admitted exactly up to the quota, in both
 * deployments.
 */
const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const KEY = 'gtk_quota_test_key_0123456789abcdefghijkl';
const MB = 1_048_576;

/** A PNG of noise (it does not compress): about 300 KB. */
async function noisyPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
}

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

async function start(env: Record<string, string>) {
  const gate = gated(grayscale);
  // Jobs wait in the gate, so each one's input stays stored while the others arrive.
  const app = await startTestApp(
    { MAX_STORED_MB_PER_OWNER: '1', MAX_ACTIVE_JOBS_PER_SESSION: '50', MAX_ACTIVE_JOBS_PER_ADDRESS: '50', WORKER_CONCURRENCY: '1', API_KEYS: KEY, ...env },
    { tools: [gate.tool, ...others] },
  );
  apps.push(app);
  return { app, gate };
}

function tally(answers: Array<{ status: number; body: Record<string, unknown> }>) {
  const admitted = answers.filter((a) => a.status === 202).length;
  const refused = answers.filter((a) => a.status === 507);
  return { admitted, refused: refused.length, others: answers.length - admitted - refused.length, refusal: refused[0]?.body };
}

function quotaCases(env: () => Record<string, string>) {
  it('admits one session exactly up to its quota when its uploads arrive at once', async () => {
    const { app, gate } = await start(env());
    const png = await noisyPng();
    const fit = Math.floor(MB / png.length);
    const c = new Client(app.url);
    // The first upload gets the session's cookie, so every upload after it is the same owner.
    expect((await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' })).status).toBe(202);
    const answers = await Promise.all(Array.from({ length: fit + 4 }, () => c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' })));
    const seen = tally(answers);
    expect(seen).toMatchObject({ admitted: fit - 1, refused: 5, others: 0 });
    expect(seen.refusal).toMatchObject({ ok: false, error: 'insufficient_storage' });
    expect(String(seen.refusal?.message)).toMatch(/^Your stored files take \d+ MB with this one; the limit is 1 MB\. Delete finished jobs/);
    // Another owner (an API key) has its own quota.
    const dev = new Client(app.url, { 'x-api-key': KEY });
    expect((await dev.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' })).status).toBe(202);
    gate.release();
  });

  it('holds the quota per address across fresh sessions (callers without a key)', async () => {
    const { app, gate } = await start(env());
    const png = await noisyPng();
    const fit = Math.floor(MB / png.length);
    // Each request without a cookie is a new session: only the address ties them together.
    const answers = await Promise.all(
      Array.from({ length: fit + 4 }, () => new Client(app.url).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' })),
    );
    const seen = tally(answers);
    expect(seen).toMatchObject({ admitted: fit, refused: 4, others: 0 });
    expect(String(seen.refusal?.message)).toMatch(/^Files sent from your network address take \d+ MB with this one; the limit is 1 MB/);
    gate.release();
  });
}

describe('stored bytes per owner and address', () => {
  describe('embedded (lowdb)', () => quotaCases(() => ({})));

  describe('PostgreSQL', () => {
    let postgres: Engine;
    let url = '';
    let n = 0;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
    });
    // A fresh database per case, so one case's jobs never count in the next.
    beforeEach(async () => {
      url = await createDatabase(postgres, `quota_${++n}`);
    });
    quotaCases(() => ({ DATABASE_URL: url }));
  });

  describe('a fleet: two api processes on one PostgreSQL', () => {
      // No worker: every job stays queued, so each one's input stays stored while the others arrive.
    const apis = twoApiProcesses({ TRUST_PROXY: 'true', MAX_STORED_MB_PER_OWNER: '1' });

    it('holds one address to its quota across both processes', async () => {
      const png = await noisyPng();
      const fit = Math.floor(MB / png.length);
      const answers = await Promise.all(
        Array.from({ length: fit + 9 }, (_, i) =>
          new Client((i % 2 ? apis.a : apis.b).url, { 'x-forwarded-for': '203.0.113.77' }).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' }),
        ),
      );
      expect(tally(answers)).toMatchObject({ admitted: fit, refused: 9, others: 0 });
      // Another address has its own quota.
      const other = await new Client(apis.a.url, { 'x-forwarded-for': '203.0.113.78' }).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'n.png' });
      expect(other.status).toBe(202);
    }, 120_000);
  });
});
