/**
 * Issue 38 in a fleet: an office job accepted by an api process is converted by a worker process (the real
 * src/main.ts with ROLES=worker, which finds LibreOffice on its own at start) and served by the api process; the PDF
 * is read back with mupdf.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { docxParts, para, table } from '../../tools/office/ooxml.js';
import { packageBytes } from '../../tools/office/package-bytes.js';
import { readPagesOf } from '../../tools/office/readback.js';

describe('an office job in a fleet', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let api: FleetProcess;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url });
    [api] = await Promise.all([fleet.add('api', 'api'), fleet.add('worker', 'worker')]);
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  it('runs word-to-pdf on a worker and serves a PDF with the document’s text from the api', async () => {
    const c = new Client(api.url);
    const docx = await packageBytes(docxParts(para('Fleet-wide patch notes') + table([['Server', 'Region'], ['alpha', 'eu']])));
    const { status, body } = await c.upload('/upload', { tool: 'word-to-pdf' }, { data: docx, name: 'notes.docx' });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 90_000);
    expect(done).toMatchObject({ status: 'completed', output_name: 'notes.pdf' });
    const res = await c.request(done.download_url as string);
    const text = (await readPagesOf(new Uint8Array(await res.arrayBuffer()))).join('\n');
    for (const words of ['Fleet-wide patch notes', 'alpha', 'eu']) expect(text).toContain(words);
  }, 120_000);
});
