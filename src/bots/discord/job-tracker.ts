import type { Clock } from '../../core/clock.js';
import type { DeliveryOutbox, OutboxEntry } from '../../core/chat/outbox.js';
import { jobStatusView } from '../../core/chat/progress-text.js';
import { StatusUpdater } from '../../core/chat/status-updater.js';
import type { JobService } from '../../core/jobs/job.service.js';
import { ACTIVE_STATUSES, type JobRecord } from '../../core/jobs/job.types.js';
import type { ToolRegistry } from '../../core/tools/tool.registry.js';
import {
  endedMessage,
  progressMessage,
  resultFileMessage,
  resultLinkMessage,
  statusText,
} from './format/job-message.js';
import type { DiscordMessenger, OutgoingMessage } from './messenger.js';
import { readTarget, type DiscordTarget } from './target.js';

export interface JobTrackerOptions {
  jobs: JobService;
  tools: ToolRegistry;
  outbox: DeliveryOutbox;
  /** The outbox entries on disk, to pick up jobs still running after a restart. */
  pending: () => readonly OutboxEntry[];
  messenger: DiscordMessenger;
  clock: Clock;
  /** Signed public download link of a job (works without the user's session). */
  downloadUrl: (jobId: string) => Promise<string>;
  /** Least time between two edits of one job's message (3 s in production). */
  editIntervalMs: number;
  log: (level: 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * discord.js reads an upload whole into memory (its REST layer takes buffers, not streams). Boosted guilds
 * allow files of hundreds of MB; above this size a link is sent instead, so one result cannot take that much.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** A job whose message this process is keeping up to date. */
interface Followed {
  target: DiscordTarget;
  title: string;
  updater: StatusUpdater | null;
  /** Every edit of this job's message, in order; the final delivery waits for it. */
  chain: Promise<void>;
  lastEditAt: number;
  /** Newest progress text that arrived before the updater existed. */
  waiting: string | null;
  /** The final delivery has begun: no more progress edits. */
  done: boolean;
}

/**
 * Keeps each Discord job's reply in step with the job: the queued state with a Cancel button right after
 * enqueue, throttled progress edits, then (through the shared outbox, so it survives a restart) the result
 * file, a download link, or the failure text.
 */
export class DiscordJobTracker {
  readonly #opts: JobTrackerOptions;
  readonly #followed = new Map<string, Followed>();
  #unsubscribe: (() => void) | null = null;

  constructor(opts: JobTrackerOptions) {
    this.#opts = opts;
  }

  /** Starts listening for progress and hands the outbox the final delivery. */
  async start(retryEveryMs?: number): Promise<void> {
    this.#unsubscribe = this.#opts.jobs.events.subscribe((event) => {
      if (event.type === 'progress') this.#onProgress(event.job);
    });
    await this.#followPending();
    await this.#opts.outbox.start((job) => this.deliver(job), retryEveryMs);
  }

  /** After a restart, jobs still running (the job service re-queues them) get their progress edits again. */
  async #followPending(): Promise<void> {
    for (const entry of this.#opts.pending()) {
      if (entry.platform !== 'discord' || entry.state !== 'pending' || this.#followed.has(entry.jobId)) continue;
      let job: Readonly<JobRecord>;
      try {
        job = await this.#opts.jobs.getRecord(entry.owner, entry.jobId);
      } catch {
        continue; // gone; the outbox forgets it
      }
      const target = readTarget(job.chat);
      if (!target || !ACTIVE_STATUSES.has(job.status) || !this.#opts.messenger.tokenAlive(target)) continue;
      const state = this.#newState(target, this.#titleOf(job.tool));
      this.#followed.set(job.id, state);
      // What the message shows is unknown here; the first update (after one interval) redraws it.
      state.updater = this.#newUpdater(job.id, state, '');
      state.updater.update(statusText(state.title, jobStatusView(job)));
    }
  }

  #newState(target: DiscordTarget, title: string): Followed {
    return { target, title, updater: null, chain: Promise.resolve(), lastEditAt: 0, waiting: null, done: false };
  }

  #newUpdater(jobId: string, state: Followed, shown: string): StatusUpdater {
    return new StatusUpdater(shown, (next) => this.#edit(jobId, state, progressMessage(jobId, next)), {
      minIntervalMs: this.#opts.editIntervalMs,
      clock: this.#opts.clock,
      onError: (err) => this.#opts.log('warn', 'discord progress edit failed', { job: jobId, err }),
    });
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    for (const f of this.#followed.values()) f.updater?.close();
    await this.#opts.outbox.stop();
    await Promise.allSettled([...this.#followed.values()].map((f) => f.chain));
    this.#followed.clear();
  }

  /** The Discord user who started a job this process follows, if any (for the Cancel refusal text). */
  starterOf(jobId: string): string | null {
    return this.#followed.get(jobId)?.target.userId ?? null;
  }

  /** Called right after enqueue: records the job in the outbox and shows it queued, with Cancel. */
  async follow(jobId: string, owner: string, target: DiscordTarget, title: string): Promise<void> {
    await this.#opts.outbox.track(jobId, owner);
    const job = await this.#opts.jobs.getRecord(owner, jobId);
    // It may already have finished while the outbox was written; its delivery then owns the message.
    if (!ACTIVE_STATUSES.has(job.status)) return;
    const state = this.#newState(target, title);
    this.#followed.set(jobId, state);
    const text = statusText(title, jobStatusView(job));
    await this.#edit(jobId, state, progressMessage(jobId, text));
    if (state.done) return; // finished while the first edit was out; its delivery owns the message now
    // Created once the first edit is accepted, so the pace counts from it; progress that came meanwhile waits.
    state.updater = this.#newUpdater(jobId, state, text);
    if (state.waiting !== null) state.updater.update(state.waiting);
  }

  /** The outbox's delivery: the final state of a finished job in its message (or the channel). */
  async deliver(job: Readonly<JobRecord>): Promise<void> {
    const target = readTarget(job.chat);
    if (!target) throw new Error(`job ${job.id} has no Discord target`);
    const state = this.#followed.get(job.id);
    if (state) {
      state.done = true;
      state.updater?.close();
      await state.chain;
      // The result is an edit too: it keeps to the same pace as the progress edits.
      const wait = state.lastEditAt + this.#opts.editIntervalMs - this.#opts.clock.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    const title = state?.title ?? this.#titleOf(job.tool);
    await this.#opts.messenger.deliver(target, await this.#finalMessage(job, title, target));
    this.#followed.delete(job.id);
  }

  async #finalMessage(job: Readonly<JobRecord>, title: string, target: DiscordTarget): Promise<OutgoingMessage> {
    if (job.status === 'failed') {
      return endedMessage(statusText(title, jobStatusView(job)), 'failed');
    }
    if (job.status !== 'completed' || !job.output) return endedMessage(statusText(title, { state: 'cancelled' }), 'cancelled');
    const out = await this.#opts.jobs.output(job.owner, job.id);
    const text = statusText(title, { state: 'completed', outputName: out.name, outputSize: out.size });
    const limit = Math.min(target.sizeLimit, MAX_UPLOAD_BYTES);
    if (out.size > limit) {
      return resultLinkMessage(text, await this.#opts.downloadUrl(job.id), job.expiresAt, limit);
    }
    return resultFileMessage(text, out);
  }

  #onProgress(job: Readonly<JobRecord>): void {
    const state = this.#followed.get(job.id);
    // Past the token's life the reply cannot be edited; the result will be posted in the channel instead.
    if (!state || state.done || !this.#opts.messenger.tokenAlive(state.target)) return;
    const text = statusText(state.title, jobStatusView(job));
    if (state.updater) state.updater.update(text);
    else state.waiting = text;
  }

  #titleOf(slug: string): string {
    return this.#opts.tools.get(slug)?.title ?? slug;
  }

  /** Queues one edit of the job's message behind the previous ones. */
  #edit(jobId: string, state: Followed, message: OutgoingMessage): Promise<void> {
    const next = state.chain.then(async () => {
      await this.#opts.messenger.editReply(state.target, message);
      state.lastEditAt = this.#opts.clock.now();
    });
    state.chain = next.catch(() => undefined);
    return next;
  }
}
