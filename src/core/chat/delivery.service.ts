import type { Clock } from '../clock.ports.js';
import type { JobRecord } from '../jobs/job.types.js';
import { ChatPacer, SKIPPED } from './chat-pacer.js';
import { chatKey, type ChatPlatform, type ChatTarget } from './chat-target.js';
import type { DeadChats } from './dead-chats.js';
import { DeliveryRecords, type JobDelivery } from './delivery-record.js';
import type {
  ChatPace,
  DeliveryEvent,
  DeliveryJobs,
  DeliveryPort,
  DeliveryPorts,
  HandOver,
  ResultFile,
  ResultLink,
  StatusView,
} from './delivery.ports.js';
import type { NewOutboxEntry, OutboxStore } from './outbox.ports.js';
import { jobStatusView, type JobStatusView } from './progress-text.js';
import { StatusUpdater } from './status-updater.js';

export interface ChatDeliveryOptions {
  store: OutboxStore;
  jobs: DeliveryJobs;
  clock: Clock;
  deadChats: DeadChats;
  /** This process, as the outbox's claim holder. */
  holder: string;
  /** How long a claim lasts; a process that dies mid-delivery frees the job after this. */
  leaseMs?: number;
  /** A delivery refused this many times is given up. */
  maxAttempts?: number;
  /** Settled entries are forgotten after this long (their jobs are gone by then too). */
  retentionMs: number;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
  /** Told how each delivery attempt ended (for metrics); never throws back. */
  onAttempt?: (platform: ChatPlatform, outcome: 'delivered' | 'failed' | 'abandoned') => void;
}

/** What delivery needs of a just-admitted job. */
export type AdmittedJob = Pick<JobRecord, 'id' | 'owner' | 'tool' | 'chat'>;

/** A port with its target bound, so the service can call any platform's port without knowing which. */
interface Bound {
  platform: ChatPlatform;
  /** The chat (`chatKey`). */
  key: string;
  /** The pacing unit. */
  lane: string;
  target: ChatTarget;
  pace: ChatPace;
  uploadLimit: number;
  sendStatus(view: StatusView): Promise<string>;
  editStatus(messageId: string | null, view: StatusView, final: boolean): Promise<void>;
  sendFile(messageId: string | null, view: StatusView, file: ResultFile): Promise<HandOver>;
  sendLink(messageId: string | null, view: StatusView, link: ResultLink): Promise<HandOver>;
  sendFailure(view: StatusView): Promise<void>;
  isDeadChat(err: unknown): boolean;
}

function bind<T extends ChatTarget>(port: DeliveryPort<T>, target: T): Bound {
  const pace = port.pace(target);
  return {
    platform: target.platform,
    key: chatKey(target),
    lane: pace.lane ?? chatKey(target),
    target,
    pace,
    uploadLimit: port.uploadLimit(target),
    sendStatus: (view) => port.sendStatus(target, view),
    editStatus: (id, view, final) => port.editStatus(target, id, view, final),
    sendFile: (id, view, file) => port.sendFile(target, id, view, file),
    sendLink: (id, view, link) => port.sendLink(target, id, view, link),
    sendFailure: (view) => port.sendFailure(target, view),
    isDeadChat: (err) => port.isDeadChat(err),
  };
}

/** A job this process keeps on screen. */
interface Live {
  platform: ChatPlatform;
  bound: Bound;
  tool: string;
  messageId: string | null;
  updater: StatusUpdater<JobStatusView> | null;
  /** The job's final state once it finished: the updater's edit showing it is the final one. */
  final: JobStatusView | null;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);
/** Stopping: work dropped by the pacer is neither delivered nor counted as refused. */
class Stopped extends Error {}

function sameView(a: JobStatusView, b: JobStatusView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Chat delivery, once for both bots. A chat job's status message goes out when the job is admitted, progress
 * edits follow at the chat's pace, and on the finishing event the result (a file, or a signed link when it is
 * over the platform's limit), the failure notice or the cancellation reaches the chat exactly once across
 * restarts and processes: each delivery is claimed in the outbox and settled only after the platform took it.
 * A crash between the platform's acceptance and the settle can repeat one delivery; nothing is ever lost.
 */
export class ChatDelivery {
  readonly #o: ChatDeliveryOptions;
  readonly #ports: Partial<DeliveryPorts> = {};
  /** One record per chat job this process delivers (see delivery-record.ts for its states). */
  readonly #jobs = new DeliveryRecords<Live>();
  readonly #pacer: ChatPacer;
  #unsubscribe: (() => void) | null = null;
  #retryTimer: ReturnType<typeof setInterval> | null = null;

  constructor(opts: ChatDeliveryOptions) {
    this.#o = opts;
    this.#pacer = new ChatPacer(opts.clock);
  }

  /** A bot offers its port once it runs; its platform's jobs are then delivered (and resumed). */
  async attach<P extends ChatPlatform>(platform: P, port: DeliveryPorts[P]): Promise<void> {
    (this.#ports as Record<P, DeliveryPorts[P]>)[platform] = port;
    this.#unsubscribe ??= this.#o.jobs.subscribe((event) => this.#onEvent(event));
    await this.resume(platform);
  }

  /** The bot stops: its jobs wait in the outbox for the next start. */
  async detach(platform: ChatPlatform): Promise<void> {
    delete this.#ports[platform];
    for (const record of this.#jobs.all()) {
      record.detach(platform);
      this.#jobs.release(record);
    }
    if (Object.keys(this.#ports).length === 0) {
      this.#unsubscribe?.();
      this.#unsubscribe = null;
      this.#stopRetrying();
      this.#pacer.close();
    }
    await this.idle();
  }

  /** Re-tries refused deliveries every `everyMs` (0: only when a bot attaches). */
  retryEvery(everyMs: number): void {
    this.#stopRetrying();
    if (everyMs <= 0) return;
    this.#retryTimer = setInterval(() => {
      for (const platform of Object.keys(this.#ports) as ChatPlatform[]) {
        this.resume(platform).catch((err: unknown) => this.#o.log?.('error', 'chat delivery resume failed', { err }));
      }
    }, everyMs);
    this.#retryTimer.unref();
  }

  #stopRetrying(): void {
    if (this.#retryTimer) clearInterval(this.#retryTimer);
    this.#retryTimer = null;
  }

  /** Resolves when every status message and delivery under way has settled (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      const busy = this.#jobs.all().flatMap((r) => [r.settling, r.announcing]).filter((p): p is Promise<void> => p !== null);
      if (busy.length === 0) return;
      await Promise.allSettled(busy);
    }
  }

  /** Where a job this process keeps on screen is shown (who started it), or null. */
  targetOf(jobId: string): ChatTarget | null {
    return this.#jobs.get(jobId)?.target ?? null;
  }

  /** A chat job was just admitted: it is recorded for delivery and its status message goes out. */
  async announce(job: AdmittedJob): Promise<void> {
    const target = job.chat;
    if (!target) return;
    const bound = this.#bound(target);
    // Without a running bot for it here, a bot process hears the admission (`#onEvent`) and shows the job; the
    // result is delivered from the outbox either way.
    if (!bound) {
      await this.#o.store.open(this.#entryOf(job, target));
      return;
    }
    await this.#show(job, target, bound);
  }

  /**
   * Sends the job's status message unless some process of the fleet has (or is sending) it. Every door ends here:
   * the chat commands through `announce`, and jobs admitted where no bot runs (an upload link or the Mini App in an
   * `api` process) through the admission event every bot process hears. The outbox claim, held only while the
   * message goes out, makes one process the sender; a message id in the entry means it is out already.
   */
  #show(job: AdmittedJob, target: ChatTarget, bound: Bound): Promise<void> {
    const record = this.#jobs.of(job.id);
    if (record.announcing) return record.announcing;
    if (record.shown || record.settling) {
      this.#jobs.release(record);
      return Promise.resolve();
    }
    // Known before the entry is written, so progress of a job that starts at once is kept for its message.
    record.admit(target);
    const work = this.#claimAndSend(job, target, bound);
    record.announce(work);
    return work.finally(() => {
      record.announced();
      this.#jobs.release(record);
    });
  }

  async #claimAndSend(job: AdmittedJob, target: ChatTarget, bound: Bound): Promise<void> {
    const { store, holder } = this.#o;
    await store.open(this.#entryOf(job, target));
    const entry = await store.claim(job.id, holder, this.#o.leaseMs ?? 5 * 60_000);
    if (!entry) return;
    try {
      if (entry.statusMessageId === null) await this.#sendStatus(job, bound);
    } finally {
      // The claim was for the status message only: the result's delivery claims the entry again.
      await store.settle(job.id, holder, { state: 'pending', attempts: entry.attempts });
    }
  }

  #entryOf(job: AdmittedJob, target: ChatTarget): NewOutboxEntry {
    return { jobId: job.id, platform: target.platform, owner: job.owner, chatKey: chatKey(target), createdAt: this.#o.clock.now() };
  }

  async #sendStatus(job: AdmittedJob, bound: Bound): Promise<void> {
    const status: JobStatusView = { state: 'queued' };
    try {
      const messageId = await this.#pacer.run(bound.lane, bound.pace, 'result', job.id, () =>
        bound.sendStatus({ jobId: job.id, tool: job.tool, status }),
      );
      if (messageId === SKIPPED) return;
      const live = this.#follow(job, bound, messageId, status);
      const early = this.#jobs.get(job.id)?.early;
      if (early) live.updater?.update(early);
      await this.#o.store.setStatusMessage(job.id, messageId);
    } catch (err) {
      // The job runs anyway; its result still comes through the outbox.
      await this.#refused(err, job, bound, 'status message could not be sent');
    }
  }

  #follow(job: AdmittedJob, bound: Bound, messageId: string | null, shown: JobStatusView | null): Live {
    const live: Live = { platform: bound.platform, bound, tool: job.tool, messageId, updater: null, final: null };
    live.updater = new StatusUpdater<JobStatusView>(
      // After a restart what the message shows is unknown; the first update redraws it.
      shown ?? { state: 'cancelled' },
      async (status) => {
        const final = live.final !== null && sameView(status, live.final);
        const answer = await this.#pacer.run(bound.lane, bound.pace, final ? 'result' : 'progress', job.id, () =>
          bound.editStatus(live.messageId, { jobId: job.id, tool: live.tool, status }, final),
        );
        if (answer === SKIPPED && final) throw new Stopped();
      },
      {
        minIntervalMs: bound.pace.progressMs,
        clock: this.#o.clock,
        same: sameView,
        onError: (err) => this.#o.log?.('warn', 'chat progress edit failed', { job: job.id, err }),
      },
    );
    this.#jobs.of(job.id).show(live);
    return live;
  }

  /** Delivers what finished while no bot listened, and keeps still-running jobs' messages up to date. */
  async resume(platform: ChatPlatform): Promise<void> {
    const { store, jobs, clock, retentionMs } = this.#o;
    const gone: string[] = [];
    for (const entry of await store.listPending(platform, 1000)) {
      const event = await jobs.current(entry.jobId, entry.owner);
      if (!event) {
        gone.push(entry.jobId);
        continue;
      }
      if (FINISHED.has(event.job.status)) {
        void this.#settle(event);
        continue;
      }
      const target = event.job.chat;
      const bound = target && this.#bound(target);
      const record = this.#jobs.get(entry.jobId);
      if (bound && !record?.shown && !record?.announcing) {
        this.#follow(event.job, bound, entry.statusMessageId, null).updater?.update(jobStatusView(event.job));
      }
    }
    await store.purge(clock.now() - retentionMs, gone);
  }

  #bound(target: ChatTarget): Bound | null {
    if (target.platform === 'telegram') return this.#ports.telegram ? bind(this.#ports.telegram, target) : null;
    return this.#ports.discord ? bind(this.#ports.discord, target) : null;
  }

  #onEvent(event: DeliveryEvent): void {
    const { job } = event;
    if (!job.chat || !this.#ports[job.chat.platform]) return;
    if (event.type !== 'progress') {
      void this.#settle(event);
      return;
    }
    if (job.status === 'queued') {
      this.#admitted(job);
      return;
    }
    if (job.status !== 'processing') return;
    const record = this.#jobs.get(job.id);
    const view = jobStatusView(job);
    const updater = record?.shown?.updater;
    if (updater) updater.update(view);
    // Only for jobs this process announced: in a fleet every bot process hears every chat job's progress.
    else record?.heard(view);
  }

  /** A chat job was admitted somewhere in the fleet (its first event): shown here unless it is shown already. */
  #admitted(job: DeliveryEvent['job']): void {
    const target = job.chat;
    const bound = target && this.#bound(target);
    if (!target || !bound) return;
    this.#show(job, target, bound).catch((err: unknown) => this.#o.log?.('warn', 'status message could not be shown', { job: job.id, err }));
  }

  /** One delivery per job at a time in this process; the outbox claim covers other processes. */
  #settle(event: DeliveryEvent): Promise<void> {
    const record = this.#jobs.of(event.job.id);
    if (record.settling) return record.settling;
    const work = this.#deliver(event, record)
      .catch((err: unknown) => this.#o.log?.('error', 'chat delivery failed unexpectedly', { job: event.job.id, err }))
      .finally(() => {
        record.settled();
        this.#jobs.release(record);
      });
    record.settle(work);
    return work;
  }

  async #deliver(event: DeliveryEvent, record: JobDelivery<Live>): Promise<void> {
    const { store, clock, holder } = this.#o;
    const { job } = event;
    const target = job.chat;
    const bound = target && this.#bound(target);
    if (!target || !bound) return;
    await record.announcing;
    // A job may finish before `announce` wrote its entry; the job's own target still says where it goes.
    await store.open({ jobId: job.id, platform: target.platform, owner: job.owner, chatKey: bound.key, createdAt: clock.now() });
    const entry = await store.claim(job.id, holder, this.#o.leaseMs ?? 5 * 60_000);
    if (!entry) {
      // Delivered already, or another process delivers it: this one stops drawing the job's status.
      record.takeOver()?.updater?.close();
      this.#pacer.drop(bound.lane, job.id);
      return;
    }

    const live = record.takeOver();
    // Progress still waiting for its turn is dropped: nothing stands between the chat and the result.
    this.#pacer.drop(bound.lane, job.id);
    const messageId = entry.statusMessageId ?? live?.messageId ?? null;
    const view: StatusView = { jobId: job.id, tool: job.tool, status: jobStatusView(job) };
    const first = <T>(send: () => Promise<T>) =>
      this.#pacer.run(bound.lane, bound.pace, 'result', job.id, send).then((answer) => {
        if (answer === SKIPPED) throw new Stopped();
        return answer;
      });
    /** The status message's final state, at the status message's own pace (its updater waits out the interval). */
    const finalStatus = async () => {
      if (live?.updater) {
        live.final = view.status;
        live.messageId = messageId;
        await live.updater.finish(view.status);
      } else {
        await first(() => bound.editStatus(messageId, view, true));
      }
    };
    /** After the delivery, so a slow edit can neither delay nor repeat it. */
    const settleStatus = () =>
      void finalStatus().catch((err: unknown) => {
        if (!(err instanceof Stopped)) this.#o.log?.('warn', 'final status edit failed', { job: job.id, err });
      });

    try {
      if (event.type === 'completed') {
        const signed = event.output.size > bound.uploadLimit ? await this.#o.jobs.signedLink(job) : '';
        const handOver =
          event.output.size > bound.uploadLimit
            ? await first(() =>
                bound.sendLink(messageId, view, {
                  url: signed,
                  name: event.output.name,
                  size: event.output.size,
                  expiresAt: job.expiresAt,
                  limitBytes: bound.uploadLimit,
                  fitTool: this.#o.jobs.fitTool?.(event.output.mime) ?? null,
                }),
              )
            : await first(() => bound.sendFile(messageId, view, event.output));
        if (!handOver.statusSettled) settleStatus();
      } else if (event.type === 'failed') {
        // A silent edit notifies nobody: the failure is also a new message answering the request.
        await first(() => bound.sendFailure(view));
        settleStatus();
      } else {
        await finalStatus();
      }
    } catch (err) {
      if (err instanceof Stopped) {
        await store.settle(job.id, holder, { state: 'pending', attempts: entry.attempts });
        return;
      }
      const attempts = entry.attempts + 1;
      const giveUp = attempts >= (this.#o.maxAttempts ?? 5);
      this.#observe(bound.platform, giveUp ? 'abandoned' : 'failed');
      await store.settle(job.id, holder, { state: giveUp ? 'abandoned' : 'pending', attempts });
      await this.#refused(err, job, bound, giveUp ? 'chat delivery abandoned' : 'chat delivery failed', attempts);
      return;
    }
    this.#observe(bound.platform, 'delivered');
    await store.settle(job.id, holder, { state: 'delivered', attempts: entry.attempts });
  }

  #observe(platform: ChatPlatform, outcome: 'delivered' | 'failed' | 'abandoned'): void {
    try {
      this.#o.onAttempt?.(platform, outcome);
    } catch {
      // An observer's failure must not change a delivery.
    }
  }

  async #refused(err: unknown, job: AdmittedJob, bound: Bound, msg: string, attempts?: number): Promise<void> {
    if (job.chat && bound.isDeadChat(err)) {
      await this.#o.deadChats.gone(job.chat, err instanceof Error ? err.message : String(err));
      return;
    }
    this.#o.log?.('warn', msg, { job: job.id, attempts, err });
  }
}
