import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { JobFeed, type FeedEvent } from '../../../src/core/jobs/job-feed.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { MemoryJobEventBus } from '../../../src/queue/memory-event-bus.js';
import { makeJob } from '../../helpers/job-factory.js';
import { ManualTimers } from '../../helpers/timers.js';

function setUp(opts: { maxStreamsPerOwner?: number; maxStreams?: number } = {}) {
  const bus = new MemoryJobEventBus();
  const timers = new ManualTimers();
  const records = new Map<string, JobRecord>();
  const feed = new JobFeed(
    {
      events: bus,
      timers,
      owned: async (owner, id) => {
        const job = records.get(id);
        if (!job || job.owner !== owner) throw new AppError('not_found', 'No such job.');
        return job;
      },
      listOwned: async (owner, limit) =>
        [...records.values()].filter((j) => j.owner === owner).sort((a, b) => b.createdAt - a.createdAt).slice(0, limit),
    },
    { maxStreamsPerOwner: opts.maxStreamsPerOwner ?? 10, maxStreams: opts.maxStreams ?? 100 },
  );
  feed.start();
  const put = (job: JobRecord) => records.set(job.id, job);
  const progress = async (job: JobRecord, progress: number, stage = 'processing') => {
    const next = { ...job, status: 'processing' as const, stage, progress };
    put(next);
    await bus.publish({ type: 'progress', job: next });
    return next;
  };
  const complete = async (job: JobRecord) => {
    const done = { ...job, status: 'completed' as const, stage: 'done', progress: 100, output: { file: 'out.png', name: 'a.png', mime: 'image/png', size: 3 } };
    put(done);
    await bus.publish({ type: 'completed', job: done, output: { path: '/x/out.png', file: 'work/out.png', name: 'a.png', mime: 'image/png', size: 3 } });
    return done;
  };
  return { bus, timers, feed, put, progress, complete };
}

function collect() {
  const events: FeedEvent[] = [];
  const ends: string[] = [];
  return { events, ends, sink: { event: (e: FeedEvent) => events.push(e), end: (r: string) => ends.push(r) } };
}

describe('JobFeed', () => {
  it('tells a follower the current state, each forward change once, then one final event and the end', async () => {
    const t = setUp();
    let job = makeJob();
    t.put(job);
    const c = collect();
    await t.feed.followJob('owner-1', job.id, null, c.sink);
    job = await t.progress(job, 10);
    await t.progress(job, 10); // a repeat
    await t.progress(job, 5); // late and lower
    job = await t.progress(job, 40, 'encoding');
    await t.complete(job);
    await t.complete(job);
    expect(c.events.map((e) => [e.type, e.job.status, e.job.progress])).toEqual([
      ['progress', 'queued', 0],
      ['progress', 'processing', 10],
      ['progress', 'processing', 40],
      ['completed', 'completed', 100],
    ]);
    expect(new Set(c.events.map((e) => e.id)).size).toBe(4);
    expect(c.ends).toEqual(['final']);
  });

  it("hears a pipeline's next step even where its progress and stage read the same", async () => {
    const t = setUp();
    const steps = [
      { tool: 'image-grayscale', params: {} },
      { tool: 'image-invert', params: {} },
    ];
    let job = makeJob({ steps, step: 1, status: 'processing', stage: 'processing', progress: 50 });
    t.put(job);
    const c = collect();
    await t.feed.followJob('owner-1', job.id, null, c.sink);
    job = { ...job, step: 2 };
    t.put(job);
    await t.bus.publish({ type: 'progress', job });
    await t.bus.publish({ type: 'progress', job: { ...job, step: 1 } });
    expect(c.events.map((e) => [e.job.pipeline?.step, e.job.progress])).toEqual([
      [1, 50],
      [2, 50],
    ]);
  });

  it('answers a finished job with its final event at once', async () => {
    const t = setUp();
    const job = makeJob({ status: 'failed', stage: 'failed', failure: 'internal' });
    t.put(job);
    const c = collect();
    await t.feed.followJob('owner-1', job.id, null, c.sink);
    expect(c.events.map((e) => e.type)).toEqual(['failed']);
    expect(c.ends).toEqual(['final']);
  });

  it('refuses another owner with not_found', async () => {
    const t = setUp();
    const job = makeJob();
    t.put(job);
    await expect(t.feed.followJob('owner-2', job.id, null, collect().sink)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('resumes after a Last-Event-ID with what was missed, or the current state for an id it does not keep', async () => {
    const t = setUp();
    let job = makeJob();
    t.put(job);
    const first = collect();
    const sub = await t.feed.followJob('owner-1', job.id, null, first.sink);
    job = await t.progress(job, 10);
    const seen = first.events.at(-1)!.id;
    sub.close();
    job = await t.progress(job, 20);
    job = await t.progress(job, 30);
    const resumed = collect();
    await t.feed.followJob('owner-1', job.id, seen, resumed.sink);
    expect(resumed.events.map((e) => e.job.progress)).toEqual([20, 30]);
    const unknown = collect();
    await t.feed.followJob('owner-1', job.id, 'elsewhere-1', unknown.sink);
    expect(unknown.events.map((e) => [e.job.progress, e.id])).toEqual([[30, resumed.events.at(-1)!.id]]);
  });

  it('follows every job of an owner, new ones included, and no one else\'s', async () => {
    const t = setUp();
    const c = collect();
    const old = makeJob({ createdAt: Date.now() - 1000, status: 'completed', stage: 'done', progress: 100 });
    t.put(old);
    await t.feed.followOwner('owner-1', c.sink);
    const mine = makeJob();
    const theirs = makeJob({ owner: 'owner-2' });
    await t.bus.publish({ type: 'progress', job: mine });
    await t.bus.publish({ type: 'progress', job: theirs });
    await t.progress(theirs, 50);
    await t.complete(await t.progress(mine, 50));
    expect(c.events.map((e) => [e.job.id, e.type, e.job.progress])).toEqual([
      [old.id, 'completed', 100],
      [mine.id, 'progress', 0],
      [mine.id, 'progress', 50],
      [mine.id, 'completed', 100],
    ]);
    expect(c.ends).toEqual([]);
  });

  it('long polling answers on the first change, or with the current view at the deadline', async () => {
    const t = setUp();
    const job = makeJob();
    t.put(job);
    const early = t.feed.waitForChange('owner-1', job.id, 30_000);
    await Promise.resolve();
    await Promise.resolve();
    await t.progress(job, 25);
    expect((await early).progress).toBe(25);
    const late = t.feed.waitForChange('owner-1', job.id, 30_000);
    await expect.poll(() => t.timers.count(30_000)).toBe(1);
    expect(t.timers.fire(30_000)).toBe(1);
    expect(await late).toMatchObject({ status: 'processing', progress: 25 });
  });

  it('a synchronous wait ends with the job, ignoring progress', async () => {
    const t = setUp();
    const job = makeJob();
    t.put(job);
    const wait = t.feed.waitForEnd('owner-1', job.id, 60_000);
    await expect.poll(() => t.timers.count(60_000)).toBe(1);
    await t.complete(await t.progress(job, 50));
    expect((await wait).status).toBe('completed');
    expect(t.timers.count(60_000)).toBe(0);
  });

  it('caps streams per owner and per process, and frees a slot once', () => {
    const t = setUp({ maxStreamsPerOwner: 2, maxStreams: 3 });
    const a = t.feed.openStream('a');
    t.feed.openStream('a');
    expect(() => t.feed.openStream('a')).toThrow(expect.objectContaining({ code: 'rate_limited' }));
    a();
    a();
    t.feed.openStream('a');
    t.feed.openStream('b');
    expect(() => t.feed.openStream('c')).toThrow(/too many open event streams/);
  });

  it('ends every follower at shutdown and refuses new ones', async () => {
    const t = setUp();
    const job = makeJob();
    t.put(job);
    const c = collect();
    await t.feed.followJob('owner-1', job.id, null, c.sink);
    const o = collect();
    await t.feed.followOwner('owner-1', o.sink);
    t.feed.stop();
    expect([...c.ends, ...o.ends]).toEqual(['shutdown', 'shutdown']);
    await expect(t.feed.followOwner('owner-1', collect().sink)).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
