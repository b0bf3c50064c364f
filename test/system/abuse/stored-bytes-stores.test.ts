import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionLimits, JobStore } from '../../../src/core/jobs/job.ports.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { LowJobStore } from '../../../src/storage/job-store.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { PgJobStore } from '../../../src/storage/pg/job-store.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { createDatabase, startPostgres, type Engine } from '../../helpers/engines.js';
import { makeJob } from '../../helpers/job-factory.js';

/**
 * Issue 24 item 4 for jobs of several files (a pipeline, a many-to-one tool): every file a job keeps counts
 * toward MAX_STORED_MB_PER_OWNER, not only the first (`input`), and the output replaces them once it ends.
 * The same contract for the lowdb store and the PostgreSQL one.
 */
const KB = 1024;
const LIMITS: AdmissionLimits = { maxActivePerOwner: 100, maxActiveTotal: 100, maxStoredBytes: 1024 * KB };
const file = (n: number, size: number) => ({ file: `input-${n}.png`, name: `${n}.png`, mime: 'image/png', size });

async function contract(store: JobStore, owner: string): Promise<void> {
  const three: JobRecord = makeJob({ owner, input: file(1, 300 * KB), inputs: [file(1, 300 * KB), file(2, 300 * KB), file(3, 300 * KB)] });
  expect(await store.admit(three, LIMITS)).toEqual({ admitted: true });
  // 900 KB kept: a 200 KB file would pass 1 MB.
  const refused = await store.admit(makeJob({ owner, input: file(1, 200 * KB) }), LIMITS);
  expect(refused).toEqual({ admitted: false, scope: 'stored_owner', active: 1100 * KB, limit: 1024 * KB });
  expect(await store.admit(makeJob({ owner, input: file(1, 100 * KB) }), LIMITS)).toEqual({ admitted: true });
  // The job ends: its inputs go, its 50 KB output stays.
  await store.update(three.id, ['queued'], { status: 'completed', input: null, inputs: null, output: { file: 'work/out.zip', name: 'out.zip', mime: 'application/zip', size: 50 * KB } });
  expect(await store.admit(makeJob({ owner, input: file(1, 800 * KB) }), LIMITS)).toEqual({ admitted: true });
}

describe('stored bytes of jobs with several files', () => {
  it('lowdb', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gt-stored-'));
    try {
      await contract(await LowJobStore.open(join(dir, 'jobs'), { now: () => Date.now() }), 'owner-lowdb');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('PostgreSQL', () => {
    let postgres: Engine;
    let pool: pg.Pool;
    beforeAll(async () => {
      postgres = await startPostgres();
      pool = createPgPool(await createDatabase(postgres, 'stored_bytes'), { max: 4 });
      await migrate(pool);
    }, 120_000);
    afterAll(async () => {
      await pool?.end();
      await postgres?.stop();
    });
    it('PostgreSQL', () => contract(new PgJobStore(pool), 'owner-pg'));
  });
});
