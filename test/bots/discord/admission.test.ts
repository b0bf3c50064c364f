import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { slashCommand } from './fake/interactions.js';
import { isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { MAX_ACTIVE_JOBS_PER_SESSION: '5' } });
});
afterAll(async () => {
  await h?.close();
});

it('40 simultaneous /convert from one user: exactly 5 jobs admitted, 35 refusals shown to the user', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
  const interactions = Array.from({ length: 40 }, () => {
    const att = h.fake.putAttachment(png, 'in.png', 'image/png');
    return slashCommand(h.as('5001'), 'convert', [
      { name: 'tool', type: 3, value: 'image-grayscale' },
      { name: 'file', type: 11, value: att.id },
    ], [att]);
  });
  // All at once: every one is deferred, downloaded and enqueued concurrently.
  for (const p of interactions) h.fake.dispatchInteraction(p);

  const refusalOf = (token: string) =>
    h.fake.calls.find((c) => c.method === 'POST' && c.path.endsWith(`/${token}`) && /limit is 5/.test(String(c.body?.content)));
  const answered = (token: string) => Boolean(refusalOf(token)) || h.fake.calls.some((c) => isOriginalEdit(token)(c) && c.body?.components);
  await vi.waitUntil(() => interactions.every((p) => answered(p.token)), { timeout: 10_000, interval: 25 });

  const refused = interactions.filter((p) => refusalOf(p.token));
  const admitted = interactions.filter((p) => !refusalOf(p.token));
  expect(refused).toHaveLength(35);
  expect(admitted).toHaveLength(5);
  // A refusal is private and names the limit; an admitted job shows its status with Cancel.
  for (const p of refused) {
    expect(refusalOf(p.token)!.body).toMatchObject({ flags: 64, content: '❌ You already have 5 active jobs; the limit is 5. Wait for one to finish.' });
  }
  for (const p of admitted) expect(h.fake.original(p.token)?.components).toHaveLength(1);
  const owner = h.app.services.sessions.ownerForChat('discord', '5001');
  const jobs = await h.app.services.jobs.list(owner, 100);
  expect(jobs).toHaveLength(5);
  expect(jobs.every((j) => j.status === 'queued' || j.status === 'processing')).toBe(true);
});
