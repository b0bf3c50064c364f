import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';

/**
 * A password given to a PDF tool (issue 39) is a secret: the job needs it while it may run, and its record forgets it
 * when it ends, in whichever store keeps jobs; a recipe never keeps one.
 */
const KEY = 'gtk_secret_params_key_0123456789abcd';
let app: TestApp;
let pdf: Uint8Array;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: KEY });
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText('Payroll', { x: 20, y: 100, size: 12, font });
  pdf = await doc.save();
});
afterAll(async () => {
  await app?.destroy();
});

describe('secret parameters', () => {
  it('protects a PDF over HTTP, and the finished job’s record no longer holds the password', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'pdf-protect', password: 'hunter2-but-longer', preset: 'print' }, { data: pdf, name: 'payroll.pdf' });
    expect(status).toBe(202);
    const id = body.job_id as string;
    expect(await c.waitForJob(id)).toMatchObject({ status: 'completed' });
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), id);
    expect(record.params).toEqual({ preset: 'print' });
    expect(JSON.stringify(record)).not.toContain('hunter2');
    // What was downloaded is locked with that password all the same.
    const res = await c.request(`/download/${id}`);
    expect(res.status).toBe(200);
    const doc = mupdf.Document.openDocument(new Uint8Array(await res.arrayBuffer()), 'application/pdf');
    expect(doc.needsPassword()).toBe(true);
    expect(doc.authenticatePassword('hunter2-but-longer')).not.toBe(0);
    // Nor does any file the store wrote: every record file under the data folder, read as text.
    await app.services.flushStores();
    const records = (await readdir(app.dataDir, { recursive: true })).filter((f) => f.endsWith('.json') || f.endsWith('.log'));
    expect(records.some((f) => f.startsWith('jobs'))).toBe(true);
    for (const f of records) expect(await readFile(join(app.dataDir, f), 'utf8'), f).not.toContain('hunter2');
  });

  it('refuses a recipe that would keep a password, naming the step and the field', async () => {
    const c = new Client(app.url, { 'x-api-key': KEY });
    const { status, body } = await c.postJson('/api/recipes', { name: 'lock it', steps: [{ tool: 'pdf-compress' }, { tool: 'pdf-protect', password: 'secret-pw' }] });
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, error: 'invalid_params', field: 'password' });
    expect(String(body.message)).toMatch(/^steps\[1\]\.password: a recipe does not keep passwords/);
    expect((await c.json('/api/recipes')).body).toMatchObject({ recipes: [] });
  });
});
