import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../src/core/errors.js';
import type { IncomingFile, WebhookTarget } from '../../../src/core/jobs/job.types.js';
import { JobCallbacks } from '../../../src/core/webhooks/job-callbacks.js';
import type { NewDelivery } from '../../../src/core/webhooks/webhook.ports.js';
import type { JobCallback } from '../../../src/core/webhooks/webhook.schema.js';
import { MemoryJobEventBus } from '../../../src/queue/memory-event-bus.js';
import { ManualJobQueue, MemoryJobFiles, MemoryJobStore } from '../../helpers/memory-ports.js';
import { memoryJobService, textTool } from '../../helpers/core-jobs.js';

/**
 * The job intake, the notify targets and the webhook notifier against in-memory ports: one pass through
 * admission, the targets kept in the record, and a job's end announced from the record (also after a restart).
 */
function world(opts: { maxActivePerOwner?: number } = {}) {
  const store = new MemoryJobStore();
  const queue = new ManualJobQueue();
  const files = new MemoryJobFiles();
  const events = new MemoryJobEventBus();
  const upload = textTool({
    slug: 'file-size',
    operation: 'file.size',
    kind: 'upload',
    category: 'image',
    title: 'Size',
    accepts: ['image/png'],
    run: async (ctx) => {
      files.write(`${ctx.workDir}/size.txt`, 3);
      return { path: `${ctx.workDir}/size.txt`, name: 'size.txt', mime: 'text/plain' };
    },
  });
  let now = 1_000_000;
  const jobs = memoryJobService(
    { tool: upload, store, files, queue, events, clock: { now: () => now }, detect: async () => ({ mime: 'image/png', ext: 'png' }) },
    { maxActivePerOwner: opts.maxActivePerOwner ?? 5 },
  );
  let fetches = 0;
  /** A chat attachment: downloaded (into the temp folder) only when the intake asks. */
  const attachment = (name = 'a.png'): (() => Promise<IncomingFile>) => async () => {
    fetches++;
    const tempPath = `/tmp/upload-${fetches}`;
    files.write(tempPath, 10);
    return { tempPath, name, size: 10 };
  };
  return { jobs, store, queue, files, events, attachment, upload, fetches: () => fetches, advance: (ms: number) => (now += ms) };
}

const CHAT = { platform: 'telegram' as const, chatId: 5, userId: '7', replyTo: 9 };

describe('job intake', () => {
  it('fetches a chat file only once there is room, moves it into the job and leaves no temp file', async () => {
    const w = world({ maxActivePerOwner: 1 });
    const job = await w.jobs.intake.admit({ tool: 'file-size', owner: 'alice', source: 'telegram', fields: {}, file: w.attachment(), chat: CHAT });
    expect(w.fetches()).toBe(1);
    expect(job.input).toMatchObject({ file: 'input.png', name: 'a.png', mime: 'image/png', size: 10 });
    expect([...w.files.files.keys()]).toEqual([`/jobs/${job.id}/input.png`]);
    expect(await w.store.get(job.id)).toEqual(job);

    // At the limit: refused with the admission's words, and nothing is downloaded.
    const refusal = await w.jobs.intake
      .admit({ tool: 'file-size', owner: 'alice', source: 'telegram', fields: {}, file: w.attachment(), chat: CHAT })
      .catch((err: unknown) => err);
    expect(isAppError(refusal) && refusal.message).toBe('You already have 1 active jobs; the limit is 1. Wait for one to finish.');
    expect(w.fetches()).toBe(1);
  });

  it('deletes a fetched file the intake refused, and leaves a handed-in upload to its caller', async () => {
    const w = world();
    const tooMany = await w.jobs.intake
      .admit({ tool: 'file-size', owner: 'bob', source: 'telegram', fields: { _operation: 'other.op' }, file: w.attachment(), chat: CHAT })
      .catch((err: unknown) => err);
    // Parameters are checked before the download: nothing fetched, nothing to delete.
    expect(isAppError(tooMany) && tooMany.code).toBe('invalid_params');
    expect(w.fetches()).toBe(0);

    const big = async (): Promise<IncomingFile> => {
      w.files.write('/tmp/big', 5000);
      return { tempPath: '/tmp/big', name: 'big.png', size: 5000 };
    };
    const refused = await w.jobs.intake.admit({ tool: 'file-size', owner: 'bob', source: 'telegram', fields: {}, file: big, chat: CHAT }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe('file_too_large');
    expect(w.files.files.has('/tmp/big')).toBe(false);

    w.files.write('/tmp/http-upload', 5000);
    const http = await w.jobs.intake
      .admit({ tool: 'file-size', owner: 'bob', source: 'web', fields: {}, file: { tempPath: '/tmp/http-upload', name: 'x.png', size: 5000 } })
      .catch((e: unknown) => e);
    expect(isAppError(http) && http.code).toBe('file_too_large');
    // The HTTP body parser owns its temp folder and removes it once; the intake does not delete it a second time.
    expect(w.files.files.has('/tmp/http-upload')).toBe(true);
  });

  it('takes a tool already resolved by the door as it is, and words an unknown name as typed', async () => {
    const w = world();
    const job = await w.jobs.intake.admit({ tool: w.upload, owner: 'c', source: 'web', fields: {}, file: w.attachment() });
    expect(job).toMatchObject({ tool: 'file-size', operation: 'file.size', status: 'queued' });
    const unknown = await w.jobs.intake.admit({ tool: 'nope', owner: 'c', source: 'web', fields: {}, file: w.attachment() }).catch((e: unknown) => e);
    expect(isAppError(unknown) && unknown.message).toBe('No tool is called "nope".');
    expect(w.fetches()).toBe(1);
  });
});

describe('notify targets', () => {
  it('are stored with the job at admission, and each notifier hears only jobs carrying its kind', async () => {
    const w = world();
    await w.jobs.start();
    const webhook = { url: 'https://hooks.example/in', keyId: 'key-1' };
    const chatJob = await w.jobs.intake.admit({ tool: 'file-size', owner: 'a', source: 'telegram', fields: {}, file: w.attachment(), chat: CHAT });
    const hookJob = await w.jobs.intake.admit({ tool: 'file-size', owner: 'b', source: 'api', fields: {}, file: w.attachment(), webhook });
    expect((await w.store.get(chatJob.id))).toMatchObject({ chat: CHAT, webhook: null });
    expect((await w.store.get(hookJob.id))).toMatchObject({ chat: null, webhook: { ...webhook, announcedAt: null } });

    const heard: string[] = [];
    const offChat = w.jobs.notify.on('chat', (e, t) => heard.push(`chat:${e.type}:${e.job.id === chatJob.id}:${t.platform}`));
    const offHook = w.jobs.notify.on('webhook', (e, t) => heard.push(`webhook:${e.type}:${e.job.id === hookJob.id}:${t.url}`));
    await w.queue.runNext();
    await w.queue.runNext();
    expect(heard).toEqual([
      'chat:progress:true:telegram',
      'chat:completed:true:telegram',
      'webhook:progress:true:https://hooks.example/in',
      'webhook:completed:true:https://hooks.example/in',
    ]);
    offChat();
    offHook();
    await w.jobs.stop();
  });
});

describe('webhook notifier', () => {
  function notifier(w: ReturnType<typeof world>, legacy: JobCallback[] = []) {
    const sent: NewDelivery[] = [];
    const kept = new Map(legacy.map((c) => [c.jobId, c]));
    const callbacks = new JobCallbacks({
      jobs: w.jobs,
      legacy: {
        put: async (c) => void kept.set(c.jobId, c),
        get: async (id) => kept.get(id) ?? null,
        list: async (limit) => [...kept.values()].slice(0, limit),
        delete: async (id) => void kept.delete(id),
      },
      publish: async (d) => void sent.push(d),
      render: (job) => ({ job_id: job.id, status: job.status }),
      clock: { now: () => 5 },
    });
    return { callbacks, sent, kept };
  }

  it('announces a job end from the record, once, and marks it announced', async () => {
    const w = world();
    await w.jobs.start();
    const { callbacks, sent } = notifier(w);
    await callbacks.start();
    const webhook: Omit<WebhookTarget, 'announcedAt'> = { url: 'https://hooks.example/a', keyId: 'key-a' };
    const job = await w.jobs.intake.admit({ tool: 'file-size', owner: 'a', source: 'api', fields: {}, file: w.attachment(), webhook });
    await w.queue.runNext();
    await vitestTick();
    expect(sent).toEqual([
      { id: `evt_${job.id}_completed`, type: 'job.completed', keyId: 'key-a', url: 'https://hooks.example/a', createdAt: expect.any(Number), data: { job_id: job.id, status: 'completed' } },
    ]);
    expect((await w.store.get(job.id))?.webhook?.announcedAt).toBe(1_000_000);
    // A restart finds nothing left to announce.
    callbacks.stop();
    await notifier(w).callbacks.resume();
    expect(sent).toHaveLength(1);
    await w.jobs.stop();
  });

  it('after a restart, announces ends that came while nobody listened, and callbacks an earlier version kept aside', async () => {
    const w = world();
    await w.jobs.start();
    const job = await w.jobs.intake.admit({ tool: 'file-size', owner: 'a', source: 'api', fields: {}, file: w.attachment(), webhook: { url: 'https://h/1', keyId: 'k' } });
    const old = await w.jobs.intake.admit({ tool: 'file-size', owner: 'b', source: 'api', fields: {}, file: w.attachment() });
    const running = await w.jobs.intake.admit({ tool: 'file-size', owner: 'c', source: 'api', fields: {}, file: w.attachment(), webhook: { url: 'https://h/3', keyId: 'k' } });
    await w.queue.runNext();
    await w.queue.runNext();
    const legacy: JobCallback[] = [
      { jobId: old.id, owner: 'b', keyId: 'k-old', url: 'https://h/2', createdAt: 1 },
      { jobId: 'gone0000000000000', owner: 'z', keyId: 'k-old', url: 'https://h/9', createdAt: 1 },
    ];
    const { callbacks, sent, kept } = notifier(w, legacy);
    await callbacks.resume();
    expect(sent.map((d) => `${d.id} ${d.url}`).sort()).toEqual([`evt_${job.id}_completed https://h/1`, `evt_${old.id}_completed https://h/2`].sort());
    expect(sent.some((d) => d.id.includes(running.id))).toBe(false);
    expect(kept.size).toBe(0);
    await w.jobs.stop();
  });
});

/** Lets the notifier's publish (started from the event) settle. */
async function vitestTick(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
}
