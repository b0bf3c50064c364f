import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';

/**
 * Issue 13: admission is one atomic step, so limits hold when requests arrive at once. The tool is gated, so
 * every admitted job stays active for the whole burst.
 */
const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const KEY = 'admission-key-0000000000';
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

/** Fires all uploads at once and counts the answers by status and error code. */
async function burst(clients: Client[]): Promise<Record<string, number>> {
  const png = await twoColourPng();
  const answers = await Promise.all(clients.map((c) => c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })));
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = status === 202 ? '202' : `${status} ${String(body.error)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('atomic admission under concurrency', () => {
  it('40 parallel uploads with one sid cookie: exactly 5 accepted, 35 refused with 429 limit_reached', async () => {
    const { app, gate } = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '5' });
    const first = new Client(app.url);
    expect((await first.request('/api/jobs/none-such-job')).status).toBe(404); // issues the cookie
    const sid = first.sid()!;
    const clients = Array.from({ length: 40 }, () => new Client(app.url, { cookie: `sid=${sid}` }));
    expect(await burst(clients)).toEqual({ '202': 5, '429 limit_reached': 35 });
    gate.release();
  });

  it('40 parallel uploads with one API key: exactly 5 accepted', async () => {
    const { app, gate } = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '5' });
    const clients = Array.from({ length: 40 }, () => new Client(app.url, { 'x-api-key': KEY }));
    expect(await burst(clients)).toEqual({ '202': 5, '429 limit_reached': 35 });
    gate.release();
  });

  it('40 parallel uploads from 40 sessions: MAX_QUEUE (5) holds across sessions', async () => {
    const { app, gate } = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '100', MAX_QUEUE: '5', QUEUE_SHARE_WITHOUT_KEY_PCT: '100', MAX_ACTIVE_JOBS_PER_ADDRESS: '100' });
    const clients = Array.from({ length: 40 }, () => new Client(app.url));
    expect(await burst(clients)).toEqual({ '202': 5, '429 limit_reached': 35 });
    gate.release();
  });

  it('accepted jobs are the ones that run; refused requests leave no job behind', async () => {
    const { app, gate } = await start({ MAX_ACTIVE_JOBS_PER_SESSION: '5' });
    const clients = Array.from({ length: 20 }, () => new Client(app.url, { 'x-api-key': KEY }));
    expect((await burst(clients))['202']).toBe(5);
    const stats = await app.services.jobs.stats();
    expect(stats.waiting + stats.running).toBe(5);
    expect(await readdir(join(app.dataDir, 'jobs'))).toHaveLength(5);
    gate.release();
  });
});
