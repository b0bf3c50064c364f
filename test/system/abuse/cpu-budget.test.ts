import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { makeVideo, tempDir } from '../../tools/media/media-helpers.js';

/**
 * Issue 37 item 4: a job's CPU budget (JOB_CPU_S) over every process that works for it, besides its wall clock. The
 * attack's 6-step request burned about 300 CPU-s before the wall clock stopped it; here the budget is scaled down to
 * one CPU second and the work to a few, with the wall clock left at its 300 s, so only the CPU count can stop them.
 */
let app: TestApp;
let clip: Buffer;
let pdf: Buffer;
let removeDir: () => Promise<void>;

async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 60; line++) page.drawText(`Page ${i + 1}, line ${line + 1}: the quick brown fox jumps over the lazy dog`, { x: 30, y: 800 - line * 13, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  const dir = await tempDir('cpu-budget-');
  removeDir = dir.remove;
  clip = await readFile(await makeVideo(join(dir.dir, 'clip.mp4'), { w: 320, h: 240, d: 6, fps: 25 }));
  pdf = await textPdf(40);
  app = await startTestApp({ JOB_CPU_S: '1', JOB_TIMEOUT_S: '300', WORKER_CONCURRENCY: '2' });
}, 60_000);
afterAll(async () => {
  await app?.destroy();
  await removeDir?.();
});

function upload(c: Client, tool: string, data: Buffer, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('tool', tool);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return c.json('/upload', { method: 'POST', body: form });
}

async function failedRecord(c: Client, id: string) {
  const done = await c.waitForJob(id, 120_000);
  const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), id);
  return { done, record };
}

describe('a job’s CPU budget (JOB_CPU_S)', () => {
  it('stops an ffmpeg encode past one CPU second, worded "too large", while another owner’s small job completes', async () => {
    const heavy = new Client(app.url);
    const { status, body } = await upload(heavy, 'video-to-webm', clip, 'clip.mp4', { preset: 'good', level: '10' });
    expect(status).toBe(202);
    const small = new Client(app.url);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83' } }).png().toBuffer();
    const other = await upload(small, 'image-grayscale', photo, 'p.png');
    expect(other.status).toBe(202);
    const { done, record } = await failedRecord(heavy, body.job_id as string);
    expect(done).toMatchObject({ status: 'failed', message: failureMessage('timeout') });
    expect(record.error).toBe('CPU time exceeds the limit of 1 s');
    const smallDone = await small.waitForJob(other.body.job_id as string, 60_000);
    expect(smallDone.status).toBe('completed');
  }, 150_000);

  it('counts the PDF worker’s time too: a 40-page render at 300 dpi is stopped by the same budget', async () => {
    const c = new Client(app.url);
    const { status, body } = await upload(c, 'pdf-to-png', pdf, 'doc.pdf', { level: '300' });
    expect(status).toBe(202);
    const { done, record } = await failedRecord(c, body.job_id as string);
    expect(done).toMatchObject({ status: 'failed', message: failureMessage('timeout') });
    expect(record.error).toBe('CPU time exceeds the limit of 1 s');
  }, 150_000);
});
