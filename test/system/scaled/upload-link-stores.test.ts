import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { UploadLinkStore } from '../../../src/core/uploads/upload-link.ports.js';
import type { UploadLink } from '../../../src/core/uploads/upload-link.schema.js';
import { UploadLinks } from '../../../src/core/uploads/upload-link.service.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgUploadLinkStore } from '../../../src/storage/pg/upload-links.js';
import { LowUploadLinkStore } from '../../../src/storage/upload-links.js';
import { ManualClock } from '../../helpers/clock.js';
import { startPostgres, type Engine } from '../../helpers/engines.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

/** The upload link store's contract in both deployments: lowdb (upload-links.json) and PostgreSQL (migration 042). */
let postgres: Engine;
let pool: pg.Pool;
let otherPool: pg.Pool;
let dir: Scratch;
beforeAll(async () => {
  postgres = await startPostgres();
  pool = createPgPool(postgres.url);
  // A second pool: the connections a second api process would hold.
  otherPool = createPgPool(postgres.url);
  await migrate(pool);
  dir = await scratch('gt-upload-links-');
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await otherPool?.end();
  await postgres?.stop();
  await dir?.done();
});

const T0 = Date.UTC(2026, 10, 29, 2, 0, 0);
const link = (id: string, expiresAt = T0 + 3_600_000): UploadLink => ({
  id: id.padEnd(32, '0'),
  binding: { kind: 'chat', owner: 'owner-1', chat: { platform: 'telegram', chatId: 5, userId: '5', replyTo: null } },
  tool: 'image-resize',
  params: { width: '100' },
  createdAt: T0,
  expiresAt,
  usedAt: null,
  jobId: null,
  file: null,
});

for (const [label, open] of [
  ['lowdb', async () => LowUploadLinkStore.open(dir.dir)],
  ['PostgreSQL', async () => new PgUploadLinkStore(pool)],
] as Array<[string, () => Promise<UploadLinkStore>]>) {
  describe(`upload links in ${label}`, () => {
    it('creates, reads back, claims once before expiry, releases, records the job and file, purges', async () => {
      const store = await open();
      const a = link(`a${label}`);
      await store.create(a);
      expect(await store.get(a.id)).toEqual(a);
      expect(await store.claim(a.id, a.expiresAt)).toBeNull();
      const claimed = await store.claim(a.id, T0 + 10);
      expect(claimed).toEqual({ ...a, usedAt: T0 + 10 });
      expect(await store.claim(a.id, T0 + 11)).toBeNull();
      await store.release(a.id, T0 + 99);
      expect((await store.get(a.id))?.usedAt).toBe(T0 + 10);
      await store.release(a.id, T0 + 10);
      expect((await store.get(a.id))?.usedAt).toBeNull();
      expect(await store.claim(a.id, T0 + 12)).not.toBeNull();
      await store.setJob(a.id, 'job-00000000000001');
      await store.setFile(a.id, { stored: 'input.png', name: 'in.png', size: 42 });
      expect(await store.get(a.id)).toMatchObject({ jobId: 'job-00000000000001', file: { stored: 'input.png', size: 42 } });
      expect((await store.takeFile(a.id))?.file).toEqual({ stored: 'input.png', name: 'in.png', size: 42 });
      expect(await store.takeFile(a.id)).toBeNull();
      const old = link(`o${label}`, T0 - 1);
      await store.create(old);
      expect((await store.purge(T0)).map((l) => l.id)).toEqual([old.id]);
      expect(await store.get(old.id)).toBeNull();
      await store.flush();
    });

    it('of twenty claims racing on one link exactly one wins', async () => {
      const store = await open();
      const r = link(`r${label}`);
      await store.create(r);
      const won = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claim(r.id, T0 + i)));
      expect(won.filter((w) => w !== null)).toHaveLength(1);
    });
  });
}

it('lowdb keeps a claim across a restart: a used link stays used', async () => {
  const first = await LowUploadLinkStore.open(dir.dir);
  const l = link('persist');
  await first.create(l);
  await first.claim(l.id, T0 + 1);
  await first.flush();
  const again = await LowUploadLinkStore.open(dir.dir);
  expect((await again.get(l.id))?.usedAt).toBe(T0 + 1);
  expect(await again.claim(l.id, T0 + 2)).toBeNull();
});

it('two api processes on one PostgreSQL: the same link uploaded through both at once makes exactly one job', async () => {
  const clock = new ManualClock(T0);
  const secret = 'the-fleet-shares-this-download-link-secret';
  const jobs: string[] = [];
  const processOn = (p: pg.Pool, name: string) => {
    const links = new UploadLinks({ store: new PgUploadLinkStore(p), clock, secret, ttlMs: 3_600_000 });
    links.attachChat(async (req) => {
      jobs.push(name);
      return { id: `job-${name}-${jobs.length}`.padEnd(16, '0'), status: 'queued', tool: String(req.tool) } as JobRecord;
    });
    return links;
  };
  const a = processOn(pool, 'a');
  const b = processOn(otherPool, 'b');
  const issued = await a.issue({ kind: 'chat', owner: 'owner-9', chat: { platform: 'telegram', chatId: 9, userId: '9', replyTo: null } }, { tool: 'image-resize' });
  const file = { tempPath: '/tmp/none', name: 'x.png', size: 1 };
  const outcomes = await Promise.allSettled(
    Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).redeem(issued.token, { fields: {}, file })),
  );
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code: string }).code);
  expect(refused).toEqual(Array(9).fill('link_gone'));
  expect(jobs).toHaveLength(1);
  // The other process sees it used too.
  await expect((jobs[0] === 'a' ? b : a).inspect(issued.token)).rejects.toMatchObject({ code: 'link_gone', details: { reason: 'used' } });
});
