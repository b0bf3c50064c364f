import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';

/**
 * Issue 37 item 4: 20 PNGs of 100 MP each into images-to-pdf decoded 2,000 MP although MAX_TOTAL_MEGAPIXELS (1,000)
 * is "per job": each file was checked alone. The attack's own numbers: the job now fails before any image is
 * decoded, worded "too large".
 */
const KEY = 'gtk_fair_queue_key_0123456789abcdefgh';
let app: TestApp;
let big: Buffer;
beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '100', MAX_FILES_PER_JOB: '20' });
  // 10,000 × 10,000 of one colour: 100 MP that compress to little, as the attack's did.
  big = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#246' } }).png({ compressionLevel: 9 }).toBuffer();
}, 120_000);
afterAll(async () => {
  await app?.destroy();
});

function many(c: Client, tool: string, files: Buffer[]) {
  const form = new FormData();
  form.set('tool', tool);
  files.forEach((data, i) => form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), `p${i}.png`));
  return c.json('/upload', { method: 'POST', body: form });
}

describe('pixels over all the files of a job', () => {
  it('fails 20 × 100 MP into images-to-pdf against MAX_TOTAL_MEGAPIXELS=1000, before decoding, as "too large"', async () => {
    const c = new Client(app.url);
    const started = Date.now();
    const { status, body } = await many(c, 'images-to-pdf', Array.from({ length: 20 }, () => big));
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 60_000);
    expect(done).toMatchObject({ status: 'failed', message: failureMessage('too_large') });
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), body.job_id as string);
    expect(record.error).toBe('20 images of 2000000000 px in all exceed the limit of 1000000000 pixels for one job');
    // Headers only: nothing near the time 2,000 MP of decoding takes.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('a pipeline weighed by its declared fan-out at admission', () => {
  async function tinyPdf(pages: number): Promise<Buffer> {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) doc.addPage([200, 100]);
    return Buffer.from(await doc.save());
  }
  function post(c: Client, steps: unknown, pdf: Buffer) {
    const form = new FormData();
    form.set('steps', JSON.stringify(steps));
    form.append('file', new Blob([new Uint8Array(pdf)]), 'small.pdf');
    return c.json('/api/pipelines', { method: 'POST', body: form });
  }

  it('refuses the 6-step fan-out (pages × five image steps: 501 runs > MAX_PIPELINE_RUNS 500) and admits a short one', async () => {
    const c = new Client(app.url);
    const pdf = await tinyPdf(3);
    const images = ['image-resize', 'image-grayscale', 'image-sepia', 'image-invert', 'image-convert-webp'].map((tool) => (tool === 'image-resize' ? { tool, width: 50 } : { tool }));
    const refused = await post(c, [{ tool: 'pdf-to-png' }, ...images], pdf);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ ok: false, error: 'too_many_steps' });
    expect(String(refused.body.message)).toMatch(/^these steps may run tools up to 501 times .* exceeds the limit of 500;/);
    const short = await post(c, [{ tool: 'pdf-to-png' }, { tool: 'image-resize', width: 50 }, { tool: 'images-to-pdf' }], pdf);
    expect(short.status).toBe(202);
    expect(await c.waitForJob(short.body.job_id as string, 60_000)).toMatchObject({ status: 'completed' });
  });
});

describe('a fair queue between owners', () => {
  it('runs a second owner’s job before the first owner’s second, however many the first queued', async () => {
    const real = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
    const order: string[] = [];
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const recording: ToolDefinition = {
      ...real,
      async run(ctx) {
        order.push(ctx.input?.name ?? '?');
        // The first job holds the one worker while the others queue.
        if (order.length === 1) await held;
        return real.run(ctx);
      },
    };
    const fair = await startTestApp(
      // Small PNGs run in the light lane: one light slot, so the order is the light queue's, which keeps the same rank rule.
      { API_KEYS: KEY, WORKER_CONCURRENCY: '1', LIGHT_JOB_CONCURRENCY: '1', MAX_ACTIVE_JOBS_PER_SESSION: '20' },
      { tools: [recording, ...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale')] },
    );
    try {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).png().toBuffer();
      const first = new Client(fair.url);
      const ids: Array<[Client, string]> = [];
      for (let i = 0; i < 6; i++) {
        const { body } = await first.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: `first-${i}.png`, type: 'image/png' });
        ids.push([first, body.job_id as string]);
      }
      await expect.poll(() => order.length).toBe(1);
      const second = new Client(fair.url, { 'x-api-key': KEY });
      const { body } = await second.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'second-0.png', type: 'image/png' });
      ids.push([second, body.job_id as string]);
      open();
      for (const [c, id] of ids) expect(await c.waitForJob(id)).toMatchObject({ status: 'completed' });
      expect(order).toEqual(['first-0.png', 'second-0.png', 'first-1.png', 'first-2.png', 'first-3.png', 'first-4.png', 'first-5.png']);
    } finally {
      open();
      await fair.destroy();
    }
  });
});
