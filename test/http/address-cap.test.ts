import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoApiProcesses } from '../helpers/fleet.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';

/**
 * Issue 24 item 3: a request without a cookie is a new session, so callers without an API key are capped per
 * client address (all their sessions together) and, all together, to a share of the queue; an API key keeps its
 * room. Exact under concurrency in one process (lowdb) and across api processes (PostgreSQL).
 */
const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const KEY = 'address-cap-key-000000000000';

/** Fires all uploads at once, each from a fresh client (no cookie), and counts the answers by status and message. */
async function burst(uploads: Array<{ base: string; headers?: Record<string, string> }>): Promise<Record<string, number>> {
  const png = await twoColourPng();
  const answers = await Promise.all(
    uploads.map(({ base, headers }) => new Client(base, headers).upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })),
  );
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = status === 202 ? '202' : `${status} ${String(body.error)}: ${String(body.message)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('per-address cap, embedded', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.destroy()));
  });
  async function start(env: Record<string, string>) {
    const gate = gated(grayscale);
    const app = await startTestApp({ WORKER_CONCURRENCY: '1', API_KEYS: KEY, ...env }, { tools: [gate.tool, ...others] });
    apps.push(app);
    return { app, gate };
  }

  it('60 cookie-less uploads at once from one address: exactly 20 accepted (the default cap)', async () => {
    const { app, gate } = await start({});
    expect(await burst(Array.from({ length: 60 }, () => ({ base: app.url })))).toEqual({
      '202': 20,
      '429 limit_reached: Your network address already has 20 active jobs; the limit is 20. Wait for one to finish, or use an API key.': 40,
    });
    gate.release();
  });

  it('counts the address TRUST_PROXY reads: 3 addresses × 15 uploads with a cap of 6 give 6 each', async () => {
    const { app, gate } = await start({ TRUST_PROXY: 'true', MAX_ACTIVE_JOBS_PER_ADDRESS: '6' });
    const addresses = ['203.0.113.1', '203.0.113.2', '198.51.100.7'];
    const answers = await Promise.all(
      addresses.map((a) => burst(Array.from({ length: 15 }, () => ({ base: app.url, headers: from(a) })))),
    );
    for (const counts of answers) expect(counts['202']).toBe(6);
    gate.release();
  });

  it('callers without a key fill at most their share of the queue; a key still gets in', async () => {
    const { app, gate } = await start({ TRUST_PROXY: 'true', MAX_QUEUE: '8', QUEUE_SHARE_WITHOUT_KEY_PCT: '50', MAX_ACTIVE_JOBS_PER_ADDRESS: '2' });
    // 12 addresses × 3 uploads: the address cap alone would admit 24, the share admits 4.
    const anonymous = await burst(Array.from({ length: 36 }, (_, i) => ({ base: app.url, headers: from(`192.0.2.${i % 12}`) })));
    expect(anonymous['202']).toBe(4);
    const keyed = await burst(Array.from({ length: 3 }, () => ({ base: app.url, headers: { 'x-api-key': KEY, ...from('192.0.2.1') } })));
    expect(keyed).toEqual({ '202': 3 });
    gate.release();
  });
});

/** Two api processes on one PostgreSQL and no worker: every admitted job stays queued for the whole test. */
describe('per-address cap, scaled (two api processes, PostgreSQL)', () => {
  const apis = twoApiProcesses({ API_KEYS: KEY, TRUST_PROXY: 'true', MAX_ACTIVE_JOBS_PER_ADDRESS: '7' });

  it('40 cookie-less uploads from one address spread over both processes: exactly 7 accepted', async () => {
    const counts = await burst(Array.from({ length: 40 }, (_, i) => ({ base: (i % 2 ? apis.a : apis.b).url, headers: from('203.0.113.50') })));
    expect(counts['202']).toBe(7);
    expect(counts['429 limit_reached: Your network address already has 7 active jobs; the limit is 7. Wait for one to finish, or use an API key.']).toBe(33);
    // Another address, and a key from the same address, are not held back by it.
    expect((await burst([{ base: apis.a.url, headers: from('203.0.113.51') }]))['202']).toBe(1);
    expect((await burst([{ base: apis.b.url, headers: { 'x-api-key': KEY, ...from('203.0.113.50') } }]))['202']).toBe(1);
  }, 120_000);
});
