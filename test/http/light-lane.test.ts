import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';

const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const others = ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale');
const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

/** Issue 43 item 3: a small sharp job has slots of its own, so it never waits behind a job holding the heavy one. */
describe('the light lane', () => {
  it('completes a small resize while the one heavy slot is held, and runs the waiting heavy job once it frees', async () => {
    // The gated tool holds its slot until the test opens it: heavy.
    const gate = gated(grayscale);
    const app = await startTestApp({ WORKER_CONCURRENCY: '1' }, { tools: [gate.tool, ...others] });
    apps.push(app);
    const png = await twoColourPng(16, 16);
    const c = new Client(app.url);
    const held = (await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'held.png' })).body.job_id as string;
    const behind = (await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'behind.png' })).body.job_id as string;
    const small = await c.upload('/upload', { tool: 'image-resize', width: '8' }, { data: png, name: 'small.png' });
    expect(small.status).toBe(202);

    const done = await c.waitForJob(small.body.job_id as string);
    expect(done.status).toBe('completed');
    const out = await c.request(`/download/${small.body.job_id as string}`);
    expect((await sharp(Buffer.from(await out.arrayBuffer())).metadata()).width).toBe(8);
    // Meanwhile the heavy slot is still held and the second gated job still waits for it.
    await expect.poll(() => gate.started()).toBe(1);
    expect((await c.json(`/api/jobs/${held}`)).body.status).toBe('processing');
    expect((await c.json(`/api/jobs/${behind}`)).body.status).toBe('queued');

    gate.release();
    expect((await c.waitForJob(held)).status).toBe('completed');
    expect((await c.waitForJob(behind)).status).toBe('completed');
  });
});
