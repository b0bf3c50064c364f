import { describe, expect, it } from 'vitest';
import type { JobEvent } from '../../../src/core/jobs/job-events.ports.js';
import type { ToolContext } from '../../../src/core/tools/tool.types.js';
import { MemoryJobEventBus } from '../../../src/queue/memory-event-bus.js';
import { ManualJobQueue, MemoryJobFiles, MemoryJobStore } from '../../helpers/memory-ports.js';
import { ManualTimers } from '../../helpers/timers.js';
import { memoryJobService, textTool } from '../../helpers/core-jobs.js';

/** A store that asks for progress at most once a second (as the PostgreSQL store does) and logs what it is handed. */
class CountingStore extends MemoryJobStore {
  readonly handed: Array<[number, string]> = [];
  constructor(readonly progressWriteMs?: number) {
    super();
  }
  override async setProgress(id: string, progress: number, stage: string): Promise<void> {
    this.handed.push([progress, stage]);
    await super.setProgress(id, progress, stage);
  }
}

/**
 * Issue 43: in a fleet every progress write is an UPDATE the PostgreSQL server runs beside the api processes. The
 * runner hands the store the first change at once, then at most one per `progressWriteMs` per job (the latest
 * when due), never one after the job's end, while every change still goes out as an event at once.
 */
function world(every?: number) {
  const store = new CountingStore(every);
  const queue = new ManualJobQueue();
  const files = new MemoryJobFiles();
  const events = new MemoryJobEventBus();
  const timers = new ManualTimers();
  const heard: number[] = [];
  // What followers are told while the job runs (the admission's `queued` event left out).
  events.subscribe((e: JobEvent) => {
    if (e.type === 'progress' && e.job.status === 'processing') heard.push(e.job.progress);
  });
  let now = 1_000_000;
  let script: (ctx: ToolContext<Record<string, unknown>>) => Promise<void> = async () => undefined;
  const tool = textTool({
    run: async (ctx) => {
      await script(ctx as ToolContext<Record<string, unknown>>);
      files.write(`${ctx.workDir}/out.txt`, 3);
      return { path: `${ctx.workDir}/out.txt`, name: 'out.txt', mime: 'text/plain' };
    },
  });
  const jobs = memoryJobService({ tool, store, files, queue, events, clock: { now: () => now }, timers });
  return {
    jobs, store, queue, timers, heard,
    script: (s: typeof script) => (script = s),
    advance: (ms: number) => (now += ms),
    enqueue: () => jobs.enqueue({ tool: 'link-echo', owner: 'alice', source: 'api', fields: { url: 'https://youtu.be/dQw4w9WgXcQ' } }),
  };
}

describe('progress writes per job', () => {
  it('a store that asks for it gets the first at once, then at most one a second, the latest when due, none after the end', async () => {
    const w = world(1000);
    await w.jobs.start();
    let proceed: () => void = () => undefined;
    w.script(async (ctx) => {
      ctx.progress(10, 'decoding'); // the first: written at once
      ctx.progress(30, 'working'); // within the second after it: held back
      await new Promise<void>((r) => (proceed = r));
      ctx.progress(50);
      ctx.progress(70, 'encoding');
    });
    const { id } = await w.enqueue();
    const run = w.queue.runNext();
    await new Promise((r) => setImmediate(r));
    expect(w.store.handed).toEqual([[10, 'decoding']]);
    expect(w.heard).toEqual([0, 10, 30]);
    expect((await w.jobs.get('alice', id)).progress).toBe(10);

    w.advance(1000);
    expect(w.timers.fire(1000)).toBe(1);
    expect(w.store.handed).toEqual([[10, 'decoding'], [30, 'working']]);
    expect((await w.jobs.get('alice', id)).progress).toBe(30);

    // Two more changes in the same millisecond as that write: one write scheduled, then the job ends first.
    proceed();
    await run;
    expect(w.heard).toEqual([0, 10, 30, 50, 70]);
    expect(w.timers.count(1000)).toBe(0);
    expect(w.store.handed).toEqual([[10, 'decoding'], [30, 'working']]);
    expect(await w.jobs.get('alice', id)).toMatchObject({ status: 'completed', progress: 100, stage: 'done' });
  });

  it('a store that keeps progress itself is handed every change', async () => {
    const w = world();
    await w.jobs.start();
    w.script(async (ctx) => {
      ctx.progress(10, 'decoding');
      ctx.progress(30, 'working');
      ctx.progress(30, 'working'); // no change: neither written nor told
      ctx.progress(90, 'encoding');
    });
    await w.enqueue();
    await w.queue.runNext();
    expect(w.store.handed).toEqual([[10, 'decoding'], [30, 'working'], [90, 'encoding']]);
    expect(w.heard).toEqual([0, 10, 30, 90]);
  });
});
