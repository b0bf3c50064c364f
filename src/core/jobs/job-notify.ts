import type { ChatTarget } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import type { JobEvent, JobEventBus } from './job-events.ports.js';
import type { JobStore } from './job.ports.js';
import type { JobRecord, WebhookTarget } from './job.types.js';

/** The events a notifier hears: a job's progress and its end. */
export type NotifyEvent = Exclude<JobEvent, { type: 'abort' }>;

/** Each kind of notify target a job record can carry. */
export interface NotifyTargets {
  chat: ChatTarget;
  webhook: WebhookTarget;
}
export type NotifyKind = keyof NotifyTargets;

/** The job's target of this kind, if it has one. */
export function notifyTarget<K extends NotifyKind>(job: JobRecord, kind: K): NotifyTargets[K] | null {
  return ((kind === 'chat' ? job.chat : job.webhook) ?? null) as NotifyTargets[K] | null;
}

type Listener<K extends NotifyKind> = (event: NotifyEvent, target: NotifyTargets[K]) => void;

/**
 * The one subscriber path from job events to whoever must be told: each notifier (chat delivery, webhook
 * callbacks) listens for its kind of target, and hears the events of jobs whose record carries one. The bus
 * is subscribed once, while anyone listens.
 */
export class JobNotify {
  readonly #listeners: { [K in NotifyKind]: Set<Listener<K>> } = { chat: new Set(), webhook: new Set() };
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: JobEventBus,
    private readonly store: JobStore,
    private readonly clock: Clock,
  ) {}

  /** Ended jobs whose webhook target was not told (their end came while no process listened), oldest first. */
  unannouncedWebhooks(limit: number): Promise<JobRecord[]> {
    return this.store.listUnannounced(limit);
  }

  /** Records that the job's webhook target was told, so restart recovery leaves it be. */
  async webhookAnnounced(job: JobRecord): Promise<void> {
    if (!job.webhook || job.webhook.announcedAt !== null) return;
    await this.store.update(job.id, [job.status], { webhook: { ...job.webhook, announcedAt: this.clock.now() } });
  }

  /** Returns the unsubscribe function. */
  on<K extends NotifyKind>(kind: K, listener: Listener<K>): () => void {
    const set = this.#listeners[kind] as Set<Listener<K>>;
    set.add(listener);
    this.#unsubscribe ??= this.events.subscribe((event) => this.#dispatch(event));
    return () => {
      set.delete(listener);
      if (this.#listeners.chat.size === 0 && this.#listeners.webhook.size === 0) {
        this.#unsubscribe?.();
        this.#unsubscribe = null;
      }
    };
  }

  #dispatch(event: JobEvent): void {
    if (event.type === 'abort') return;
    this.#each('chat', event);
    this.#each('webhook', event);
  }

  #each<K extends NotifyKind>(kind: K, event: NotifyEvent): void {
    const target = notifyTarget(event.job, kind);
    if (!target) return;
    for (const listener of this.#listeners[kind] as Set<Listener<K>>) listener(event, target);
  }
}
