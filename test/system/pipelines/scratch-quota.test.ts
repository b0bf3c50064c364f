import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';

/**
 * Issue 37 item 1: a 16 KB, 100-page PDF through pdf-to-png → image-convert-bmp left 605 MB of BMPs in
 * `work/step-2/` beside a 1 MB result.zip for a day, while the quota counted the ZIP alone; three runs stored
 * 1.98 GB under a 50 MB quota. Same shape here, scaled down: 100 pages, 2 steps, smaller pages (about 35 MB of
 * BMPs per run) against a 3 MB quota.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});

const STEPS = [{ tool: 'pdf-to-png', level: 100 }, { tool: 'image-convert-bmp' }];

async function hundredPages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 100; i++) doc.addPage([300, 200]).drawRectangle({ x: 10, y: 10, width: 20 + i * 2, height: 40 });
  return Buffer.from(await doc.save());
}

function post(c: Client, pdf: Buffer) {
  const form = new FormData();
  form.set('steps', JSON.stringify(STEPS));
  form.append('file', new Blob([new Uint8Array(pdf)]), 'book.pdf');
  return c.json('/api/pipelines', { method: 'POST', body: form });
}

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile()) total += info.size;
  }
  return total;
}

describe('a pipeline’s intermediate files', () => {
  it('are gone once the ZIP is written: the job keeps its record and result.zip only', async () => {
    const app = await startTestApp({ MAX_UPLOAD_MB: '5' });
    apps.push(app);
    const c = new Client(app.url);
    const { status, body } = await post(c, await hundredPages());
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 120_000);
    expect(done).toMatchObject({ status: 'completed', output_name: 'book-results.zip' });
    const files = (await app.storedFiles(body.job_id as string)).sort();
    // The input went when the job completed; nothing of step-1 or step-2 is left.
    expect(files).toEqual(['job.json', 'work', 'work/result.zip']);
  });

  it('count against the quota while the job runs: three runs under 3 MB cannot all complete, and the disk never keeps their BMPs', async () => {
    const app = await startTestApp({ MAX_UPLOAD_MB: '5', MAX_STORED_MB_PER_OWNER: '3' });
    apps.push(app);
    const pdf = await hundredPages();
    const ends: Record<string, unknown>[] = [];
    for (let run = 0; run < 3; run++) {
      // No key and no cookie: a new session each time, as the attack did; the address ties them together.
      const c = new Client(app.url);
      const { status, body } = await post(c, pdf);
      if (status === 507) {
        ends.push({ status: 'refused', error: body.error });
        continue;
      }
      expect(status).toBe(202);
      const end = await c.waitForJob(body.job_id as string, 120_000);
      ends.push(end);
      if (end.status === 'failed') {
        expect(end.message).toBe(failureMessage('too_large'));
        const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), body.job_id as string);
        expect(record.failure).toBe('too_large');
        expect(record.error).toMatch(/^the files this job makes take \d+ MB while it runs; with (your stored files|files sent from your network address) that exceeds the storage limit of 3 MB$/);
        // A stopped job's scratch goes with it.
        expect((await app.storedFiles(body.job_id as string)).filter((f) => f.startsWith('work/'))).toEqual([]);
      }
    }
    expect(ends.filter((e) => e.status === 'completed').length).toBeLessThan(3);
    expect(ends.every((e) => e.status === 'completed' || e.status === 'failed' || e.status === 'refused')).toBe(true);
    // What stays on disk is within the quota.
    expect(await bytesUnder(join(app.dataDir, 'jobs'))).toBeLessThan(3 * 1_048_576);
  });
});
