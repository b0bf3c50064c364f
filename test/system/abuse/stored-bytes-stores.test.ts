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

/**
 * Issue 37 item 1: a running job's scratch (a pipeline's intermediate files) counts with what its owner and address
 * keep, so admissions see it and the runner can stop the job; it counts no more once the job ends.
 */
async function scratchContract(store: JobStore, owner: string): Promise<void> {
  const address = `${owner}-addr`;
  const running = makeJob({ owner, address, input: file(1, 100 * KB) });
  expect(await store.admit(running, LIMITS)).toEqual({ admitted: true });
  // Not processing yet: nothing is recorded.
  expect(await store.setScratch(running.id, 10 * KB)).toBeNull();
  await store.update(running.id, ['queued'], { status: 'processing' });
  expect(await store.setScratch(running.id, 700 * KB)).toEqual({ owner: 800 * KB, address: 800 * KB });
  // A second figure replaces the first.
  expect(await store.setScratch(running.id, 900 * KB)).toEqual({ owner: 1000 * KB, address: 1000 * KB });
  const refused = await store.admit(makeJob({ owner: `${owner}-other`, address, input: file(1, 100 * KB) }), LIMITS);
  expect(refused).toEqual({ admitted: false, scope: 'stored_address', active: 1100 * KB, limit: 1024 * KB });
  await store.update(running.id, ['processing'], { status: 'completed', input: null, scratch: 0, output: { file: 'work/r.zip', name: 'r.zip', mime: 'application/zip', size: 10 * KB } });
  expect(await store.admit(makeJob({ owner, address, input: file(1, 1000 * KB) }), LIMITS)).toEqual({ admitted: true });
}

describe('stored bytes of jobs with several files', () => {
  it('lowdb', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gt-stored-'));
    try {
      await contract(await LowJobStore.open(join(dir, 'jobs'), { now: () => Date.now() }), 'owner-lowdb');
      await scratchContract(await LowJobStore.open(join(dir, 'jobs2'), { now: () => Date.now() }), 'owner-lowdb');
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
    it('PostgreSQL: a running job’s scratch', () => scratchContract(new PgJobStore(pool), 'owner-pg-scratch'));
  });
});
