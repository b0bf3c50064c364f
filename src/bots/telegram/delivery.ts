import { GrammyError, InputFile, type Api } from 'grammy';
import type { TelegramTarget } from '../../core/chat/chat-target.js';
import type { ChatPace, DeliveryPort, HandOver, ResultFile, ResultLink, StatusView } from '../../core/chat/delivery.ports.js';
import { failureNoticeText, linkInsteadText, resultCaption, statusText } from './format.js';
import { failureText } from '../../core/chat/progress-text.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';
import { replyingTo } from './html.js';
import { cancelKeyboard } from './keyboards.js';

export interface TelegramDeliveryOptions {
  /** Largest result sent as a document (Bot API multipart upload limit: 50 MB). */
  uploadLimitBytes: number;
  /** Least time between two progress edits in a private chat. */
  editIntervalMs: number;
  /** A job's messages are written in the language of the chat it was started in. */
  translations: Translations;
}

/**
 * Telegram's pace: about one message a second per chat and 20 a minute per group (Bot FAQ); progress edits
 * in groups at most every 10 s, since they eat into the same 20.
 */
export const PRIVATE_PACE = { minGapMs: 1000, perMinute: null } as const;
export const GROUP_PACE = { minGapMs: 1000, perMinute: 20, progressMs: 10_000 } as const;

/** Refusals that mean the bot can no longer write into the chat. */
const DEAD_CHAT = /bot was blocked|bot was kicked|chat not found|user is deactivated|not a member of the (?:channel|supergroup) chat|group chat was (?:deleted|upgraded)/i;

/** The Telegram side of chat delivery: renders status, results and failures as HTML messages. */
export class TelegramDelivery implements DeliveryPort<TelegramTarget> {
  constructor(
    private readonly api: Api,
    private readonly opts: TelegramDeliveryOptions,
  ) {}

  #tr(target: TelegramTarget): Translator {
    return this.opts.translations.translator(target.locale);
  }

  async sendStatus(target: TelegramTarget, view: StatusView): Promise<string> {
    const msg = await this.api.sendMessage(target.chatId, statusText(view.tool, view.jobId, view.status, this.#tr(target)), {
      parse_mode: 'HTML',
      reply_markup: cancelKeyboard(view.jobId, this.#tr(target)),
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
    return String(msg.message_id);
  }

  async editStatus(target: TelegramTarget, messageId: string | null, view: StatusView, final: boolean): Promise<void> {
    const text = statusText(view.tool, view.jobId, view.status, this.#tr(target));
    if (messageId === null) {
      // The status message never went out: a cancellation is said once; results and failures have their own message.
      if (final && view.status.state === 'cancelled') await this.api.sendMessage(target.chatId, text, { parse_mode: 'HTML' });
      return;
    }
    try {
      await this.api.editMessageText(target.chatId, Number(messageId), text, {
        parse_mode: 'HTML',
        ...(final ? {} : { reply_markup: cancelKeyboard(view.jobId, this.#tr(target)) }),
      });
    } catch (err) {
      if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
      throw err;
    }
  }

  async sendFile(target: TelegramTarget, _messageId: string | null, view: StatusView, file: ResultFile): Promise<HandOver> {
    await this.api.sendChatAction(target.chatId, 'upload_document').catch(() => undefined);
    // A document (never a photo) keeps the exact bytes; a path (not a stream) can be re-read if a retry is needed.
    await this.api.sendDocument(target.chatId, new InputFile(file.path, uploadName(file.name)), {
      caption: resultCaption(view.tool, file.name, file.size),
      parse_mode: 'HTML',
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
    return { statusSettled: false };
  }

  async sendLink(target: TelegramTarget, _messageId: string | null, view: StatusView, link: ResultLink): Promise<HandOver> {
    await this.api.sendMessage(target.chatId, linkInsteadText(view.tool, link.name, link.size, link.url, link.expiresAt, this.#tr(target)), {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
    return { statusSettled: false };
  }

  async sendFailure(target: TelegramTarget, view: StatusView): Promise<void> {
    const tr = this.#tr(target);
    const reason = view.status.state === 'failed' ? failureText(view.status, tr) : tr.t('job-did-not-finish');
    await this.api.sendMessage(target.chatId, failureNoticeText(view.tool, view.jobId, reason, tr), {
      parse_mode: 'HTML',
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
  }

  uploadLimit(): number {
    return this.opts.uploadLimitBytes;
  }

  pace(target: TelegramTarget): ChatPace {
    return target.chatId < 0 ? GROUP_PACE : { ...PRIVATE_PACE, progressMs: this.opts.editIntervalMs };
  }

  isDeadChat(err: unknown): boolean {
    return isDeadChatError(err);
  }
}

export function isDeadChatError(err: unknown): boolean {
  return err instanceof GrammyError && (err.error_code === 403 || err.error_code === 400) && DEAD_CHAT.test(err.description);
}

/** Output names in multipart bodies stay token-safe: some parsers drop file parts whose names have spaces. */
export function uploadName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_');
  const ext = dot > 0 ? name.slice(dot + 1).replace(/[^A-Za-z0-9]+/g, '') : '';
  const base = stem.replace(/^[._]+/, '').slice(0, 100) || 'result';
  return ext ? `${base}.${ext.slice(0, 10)}` : base;
}
