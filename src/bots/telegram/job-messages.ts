import { GrammyError, InputFile, type Api } from 'grammy';
import type { ConvertResult } from '../../../commands/convert.js';
import type { DeliveryOutbox, OutboxEntry } from '../../core/chat/outbox.js';
import { jobStatusView } from '../../core/chat/progress-text.js';
import { StatusUpdater } from '../../core/chat/status-updater.js';
import type { Clock } from '../../core/clock.js';
import { isAppError } from '../../core/errors.js';
import type { JobService } from '../../core/jobs/job.service.js';
import type { JobRecord } from '../../core/jobs/job.types.js';
import type { Logger } from '../../logger.js';
import { linkInsteadText, resultCaption, statusText } from './format.js';
import { replyingTo } from './html.js';
import { cancelKeyboard } from './keyboards.js';

export interface JobMessagesOptions {
  api: Api;
  jobs: JobService;
  /** A signed link to a job's result, for results over the upload limit. */
  downloadUrl: (jobId: string) => Promise<string>;
  outbox: DeliveryOutbox;
  clock: Clock;
  log: Logger;
  /** At most one edit of a status message per this many ms. */
  editIntervalMs: number;
  /** Largest result sent as a document (Bot API multipart upload limit: 50 MB). */
  uploadLimitBytes: number;
}

/** What a Telegram chat job keeps in its ChatTarget (stored with the job, survives restarts). */
export interface TelegramChatTarget {
  platform: 'telegram';
  chatId: number;
  userId: string;
  /** The user's message the result answers. */
  replyTo: number | null;
}

interface LiveStatus {
  updater: StatusUpdater;
  tool: string;
}

/**
 * Everything a chat job shows: the status message (sent at enqueue, edited with progress through a
 * StatusUpdater, finished in its final state without the Cancel button) and the result delivered through
 * the outbox as a document, a download link, or the failure message.
 */
export class JobMessages {
  readonly #o: JobMessagesOptions;
  readonly #live = new Map<string, LiveStatus>();
  /** Jobs whose status message is being sent; delivery waits for it so the final edit has a target. */
  readonly #sending = new Map<string, Promise<void>>();
  /** Newest progress that arrived before the status message existed. */
  readonly #early = new Map<string, Readonly<JobRecord>>();

  constructor(opts: JobMessagesOptions) {
    this.#o = opts;
  }

  /** Called right after a chat job was queued: records it in the outbox and sends its status message. */
  async begin(target: TelegramChatTarget, result: ConvertResult, owner: string): Promise<void> {
    const jobId = result.job.id;
    const tool = result.tool.slug;
    let done!: () => void;
    this.#sending.set(jobId, new Promise<void>((r) => (done = r)));
    try {
      await this.#o.outbox.track(jobId, owner);
      const text = statusText(tool, jobId, { state: 'queued' });
      const msg = await this.#o.api.sendMessage(target.chatId, text, {
        parse_mode: 'HTML',
        reply_markup: cancelKeyboard(jobId),
        ...(target.replyTo ? replyingTo(target.replyTo) : {}),
      });
      await this.#o.outbox.setStatusMessage(jobId, msg.message_id);
      const updater = new StatusUpdater(text, (next) => this.#edit(target.chatId, msg.message_id, next, jobId), {
        minIntervalMs: this.#o.editIntervalMs,
        clock: this.#o.clock,
        onError: (err) => this.#o.log.warn({ err, job: jobId }, 'status edit failed'),
      });
      this.#live.set(jobId, { updater, tool });
      const early = this.#early.get(jobId);
      if (early && early.status === 'processing') updater.update(statusText(tool, jobId, jobStatusView(early)));
    } finally {
      this.#early.delete(jobId);
      this.#sending.delete(jobId);
      done();
    }
  }

  /** Job progress event (any platform's; others are ignored). */
  onProgress(job: Readonly<JobRecord>): void {
    if (job.chat?.platform !== 'telegram' || job.status !== 'processing') return;
    const live = this.#live.get(job.id);
    if (live) live.updater.update(statusText(live.tool, job.id, jobStatusView(job)));
    else if (this.#sending.has(job.id)) this.#early.set(job.id, job);
  }

  /**
   * The outbox's delivery function. Resolves once the result is in the chat: the document (or link) for a
   * completed job, the final status for a failed or cancelled one. For a completed job the status message
   * is settled afterwards, so a slow edit cannot delay (or repeat) the delivery.
   */
  readonly deliver = async (job: Readonly<JobRecord>, entry: Readonly<OutboxEntry>): Promise<void> => {
    await this.#sending.get(job.id);
    const target = job.chat as unknown as TelegramChatTarget;
    const messageId = this.#o.outbox.entry(job.id)?.statusMessageId ?? entry.statusMessageId;
    const finalText = statusText(job.tool, job.id, jobStatusView(job));
    if (job.status === 'completed') {
      await this.#sendResult(job, target);
      void this.#finishStatus(job.id, target.chatId, messageId, finalText).catch((err: unknown) =>
        this.#o.log.warn({ err, job: job.id }, 'final status edit failed'),
      );
      return;
    }
    if (messageId === null) {
      await this.#o.api.sendMessage(target.chatId, finalText, { parse_mode: 'HTML' });
      return;
    }
    await this.#finishStatus(job.id, target.chatId, messageId, finalText);
  };

  /** Drops pending edits (the process is stopping). */
  close(): void {
    for (const live of this.#live.values()) live.updater.close();
    this.#live.clear();
  }

  async #sendResult(job: Readonly<JobRecord>, target: TelegramChatTarget): Promise<void> {
    let out: Awaited<ReturnType<JobService['output']>>;
    try {
      out = await this.#o.jobs.output(job.owner, job.id);
    } catch (err) {
      // Deleted or expired before it could be delivered: there is nothing left to send.
      if (isAppError(err) && err.code === 'not_found') return;
      throw err;
    }
    const reply = target.replyTo ? replyingTo(target.replyTo) : {};
    if (out.size > this.#o.uploadLimitBytes) {
      // Signed: the chat user has no session cookie, the link itself is the permission (until the job expires).
      const url = await this.#o.downloadUrl(job.id);
      await this.#o.api.sendMessage(target.chatId, linkInsteadText(job.tool, out.name, out.size, url, job.expiresAt), {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...reply,
      });
      return;
    }
    await this.#o.api.sendChatAction(target.chatId, 'upload_document').catch(() => undefined);
    // A document (never a photo) keeps the exact bytes; a path (not a stream) can be re-read if a retry is needed.
    await this.#o.api.sendDocument(target.chatId, new InputFile(out.path, uploadName(out.name)), {
      caption: resultCaption(job.tool, out.name, out.size),
      parse_mode: 'HTML',
      ...reply,
    });
  }

  async #finishStatus(jobId: string, chatId: number, messageId: string | number | null, text: string): Promise<void> {
    const live = this.#live.get(jobId);
    this.#live.delete(jobId);
    if (live) {
      await live.updater.finish(text);
      return;
    }
    // After a restart there is no updater; one edit shows the final state (no keyboard: Cancel is gone).
    if (messageId !== null) await this.#edit(chatId, Number(messageId), text, jobId, false);
  }

  async #edit(chatId: number, messageId: number, text: string, jobId: string, withCancel = true): Promise<void> {
    const final = !withCancel || !this.#live.has(jobId);
    try {
      await this.#o.api.editMessageText(chatId, messageId, text, {
        parse_mode: 'HTML',
        ...(final ? {} : { reply_markup: cancelKeyboard(jobId) }),
      });
    } catch (err) {
      if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
      throw err;
    }
  }
}

/** Output names in multipart bodies stay token-safe: some parsers drop file parts whose names have spaces. */
export function uploadName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_');
  const ext = dot > 0 ? name.slice(dot + 1).replace(/[^A-Za-z0-9]+/g, '') : '';
  const base = stem.replace(/^[._]+/, '').slice(0, 100) || 'result';
  return ext ? `${base}.${ext.slice(0, 10)}` : base;
}
