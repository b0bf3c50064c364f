import { GrammyError, InputFile, type Api } from 'grammy';
import type { TelegramTarget } from '../../core/chat/chat-target.js';
import type { ChatPace, DeliveryPort, HandOver, ResultFile, ResultLink, StatusView } from '../../core/chat/delivery.ports.js';
import { failureNoticeText, linkInsteadText, resultCaption, statusText } from './format.js';
import { failureText } from '../../core/chat/progress-text.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';
import { replyingTo } from './html.js';
import { cancelKeyboard, fitKeyboard } from './keyboards.js';
import { megabytes } from './files.js';
import { addToOwnSet, setLink } from '../../core/stickers/telegram-sets.js';
import type { StickerSetsPort } from '../../core/stickers/sticker.ports.js';
import { outputNoteText } from '../../core/chat/note-text.js';
import { esc } from './html.js';

export interface TelegramDeliveryOptions {
  /** Largest result sent as a document (Bot API multipart upload limit: 50 MB). */
  uploadLimitBytes: number;
  /** Least time between two progress edits in a private chat. */
  editIntervalMs: number;
  /** A job's messages are written in the language of the chat it was started in. */
  translations: Translations;
  /** The user's sticker sets (`/sticker` results are added there) and the bot's username they are named after. */
  stickerSets?: { port: StickerSetsPort; botUsername: () => string };
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
    if (target.sticker && this.opts.stickerSets) return this.#sendSticker(target, view, file, target.sticker.emoji, this.opts.stickerSets);
    return this.#sendDocument(target, view, file, outputNoteText(file.note, this.#tr(target)));
  }

  async #sendDocument(target: TelegramTarget, view: StatusView, file: ResultFile, word: string | null): Promise<HandOver> {
    await this.api.sendChatAction(target.chatId, 'upload_document').catch(() => undefined);
    // A document (never a photo) keeps the exact bytes; a path (not a stream) can be re-read if a retry is needed.
    await this.api.sendDocument(target.chatId, new InputFile(file.path, uploadName(file.name)), {
      caption: [resultCaption(view.tool, file.name, file.size), ...(word ? [esc(word)] : [])].join('\n'),
      parse_mode: 'HTML',
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
    return { statusSettled: false };
  }

  /**
   * `/sticker`: the result goes into the user's own sticker set and the reply links the set; when no set can take
   * it, the sticker comes back as a file with the reason. A platform failure propagates, and delivery tries again.
   */
  async #sendSticker(
    target: TelegramTarget,
    view: StatusView,
    file: ResultFile,
    emoji: string,
    sets: NonNullable<TelegramDeliveryOptions['stickerSets']>,
  ): Promise<HandOver> {
    const tr = this.#tr(target);
    const bot = sets.botUsername();
    const outcome = await addToOwnSet(sets.port, {
      userId: target.userId,
      botUsername: bot,
      title: tr.t('sticker-set-title', { bot }),
      sticker: { path: file.path, name: file.name, format: file.mime === 'video/webm' ? 'video' : 'static', emoji },
    });
    const note = outputNoteText(file.note, tr);
    if (outcome.kind === 'refused') {
      const why = tr.t(
        outcome.reason === 'sets_full' ? 'sticker-sets-full' : outcome.reason === 'rejected' ? 'sticker-set-rejected' : 'sticker-set-bad-name',
      );
      return this.#sendDocument(target, view, file, [why, note].filter(Boolean).join('\n'));
    }
    const link = setLink(outcome.name);
    const said = tr.t(outcome.created ? 'sticker-set-created' : 'sticker-set-added', { link });
    await this.api.sendMessage(target.chatId, esc([said, note].filter(Boolean).join('\n')), {
      parse_mode: 'HTML',
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
    });
    return { statusSettled: false };
  }

  async sendLink(target: TelegramTarget, _messageId: string | null, view: StatusView, link: ResultLink): Promise<HandOver> {
    const tr = this.#tr(target);
    await this.api.sendMessage(target.chatId, linkInsteadText(view.tool, link.name, link.size, link.url, link.expiresAt, tr), {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(target.replyTo ? replyingTo(target.replyTo) : {}),
      // A result whose type a target_size tool takes: one tap makes it again within the limit (issue 39).
      ...(link.fitTool ? { reply_markup: fitKeyboard(tr.t('upload-fit-button', { limit: megabytes(link.limitBytes) }), view.jobId, link.limitBytes) } : {}),
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
