import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import type { DiscordTarget } from '../../core/chat/chat-target.js';
import { failureText } from '../../core/chat/progress-text.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';
import type { ChatPace, DeliveryPort, HandOver, ResultFile, ResultLink, StatusView } from '../../core/chat/delivery.ports.js';
import {
  endedMessage,
  failureNotice,
  progressMessage,
  resultFileMessage,
  resultLinkMessage,
  settledMessage,
  statusText,
} from './format/job-message.js';
import { isGone, type DiscordMessenger, type OutgoingMessage } from './messenger.js';
import { addToGuild, type ExpressionOutcome } from '../../core/stickers/guild-expressions.js';
import type { GuildExpressionsPort } from '../../core/stickers/sticker.ports.js';
import { outputNoteText } from '../../core/chat/note-text.js';
import { toolTitle } from '../../i18n/tool-words.js';

/**
 * discord.js reads an upload whole into memory (its REST layer takes buffers, not streams). Boosted guilds
 * allow files of hundreds of MB; above this size a link is sent instead, so one result cannot take that much.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Refusals that mean the bot can no longer reach the user there (after the DM fallback). */
const DEAD = new Set<number | string>([RESTJSONErrorCodes.UnknownChannel, RESTJSONErrorCodes.CannotSendMessagesToThisUser]);

export interface DiscordDeliveryOptions {
  messenger: DiscordMessenger;
  /** A tool's title for its slug (the status embed's heading). */
  titleOf(slug: string): string;
  /** The job's messages are written in the language of the interaction that started it. */
  translations: Translations;
  /** Least time between two edits of one job's message; Discord's undocumented webhook limits suggest 3 s. */
  editIntervalMs: number;
  /** Guild emoji and stickers, for `/sticker` results. */
  expressions?: GuildExpressionsPort;
}

/**
 * The Discord side of chat delivery. The status is the interaction's reply, edited while its token lives;
 * a result after the token's 15 minutes is posted in the channel, and the reply is then settled through
 * the channel (the bot may edit its own message), so no stale Cancel button remains.
 */
export class DiscordDelivery implements DeliveryPort<DiscordTarget> {
  constructor(private readonly o: DiscordDeliveryOptions) {}

  #tr(target: DiscordTarget): Translator {
    return this.o.translations.translator(target.locale);
  }

  /** The job's tool as the chat's language names it (a pipeline's name, which is no slug, stays as given). */
  #title(tr: Translator, slug: string): string {
    return toolTitle(tr, { slug, title: this.o.titleOf(slug) });
  }

  #text(target: DiscordTarget, view: StatusView): string {
    const tr = this.#tr(target);
    return statusText(this.#title(tr, view.tool), view.status, tr);
  }

  sendStatus(target: DiscordTarget, view: StatusView): Promise<string> {
    return this.o.messenger.editReply(target, progressMessage(view.jobId, this.#text(target, view), this.#tr(target)));
  }

  async editStatus(target: DiscordTarget, messageId: string | null, view: StatusView, final: boolean): Promise<void> {
    const message = final ? this.#finalMessage(target, view) : progressMessage(view.jobId, this.#text(target, view), this.#tr(target));
    if (this.o.messenger.tokenAlive(target)) {
      try {
        await this.o.messenger.editReply(target, message);
        return;
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    }
    // Past the token only the final state matters: it takes the Cancel button away.
    if (final && messageId !== null) await this.o.messenger.editInChannel(target, messageId, message);
  }

  #finalMessage(target: DiscordTarget, view: StatusView): OutgoingMessage {
    const text = this.#text(target, view);
    if (view.status.state === 'failed' || view.status.state === 'cancelled') return endedMessage(text, view.status.state);
    return settledMessage(text);
  }

  async sendFile(target: DiscordTarget, _messageId: string | null, view: StatusView, file: ResultFile): Promise<HandOver> {
    const tr = this.#tr(target);
    let word = outputNoteText(file.note, tr);
    if (target.sticker && this.o.expressions) {
      const s = target.sticker;
      const outcome = await addToGuild(this.o.expressions, { guildId: target.guildId, ...s, file });
      const said = expressionText(outcome, target.guildId !== null, tr);
      if (outcome.kind !== 'refused') {
        const how = await this.o.messenger.deliver(target, { ...settledMessage(this.#text(target, view)), content: said });
        return { statusSettled: how === 'edited' };
      }
      word = [said, word].filter(Boolean).join('\n');
    }
    const message = resultFileMessage(this.#text(target, view), file);
    const how = await this.o.messenger.deliver(target, word ? { ...message, content: word } : message);
    return { statusSettled: how === 'edited' };
  }

  async sendLink(target: DiscordTarget, _messageId: string | null, view: StatusView, link: ResultLink): Promise<HandOver> {
    const how = await this.o.messenger.deliver(target, resultLinkMessage(this.#text(target, view), link.url, link.expiresAt, link.limitBytes, this.#tr(target), link.fitTool ? { jobId: view.jobId } : null));
    return { statusSettled: how === 'edited' };
  }

  async sendFailure(target: DiscordTarget, view: StatusView): Promise<void> {
    const tr = this.#tr(target);
    const reason = view.status.state === 'failed' ? failureText(view.status, tr) : tr.t('job-did-not-finish');
    await this.o.messenger.followUp(target, failureNotice(this.#title(tr, view.tool), reason, tr));
  }

  uploadLimit(target: DiscordTarget): number {
    return Math.min(target.sizeLimit, MAX_UPLOAD_BYTES);
  }

  pace(target: DiscordTarget): ChatPace {
    // Each interaction reply is its own webhook with its own rate limit; discord.js queues 429s per route.
    const lane = target.token ? `discord:interaction:${target.userId}:${target.issuedAt}` : `discord:${target.channelId}`;
    return { lane, minGapMs: this.o.editIntervalMs, perMinute: null, progressMs: this.o.editIntervalMs };
  }

  isDeadChat(err: unknown): boolean {
    return err instanceof DiscordAPIError && DEAD.has(err.code);
  }
}

/** What `/sticker` made in the server, or why the file comes back instead. */
function expressionText(outcome: ExpressionOutcome, inServer: boolean, tr: Translator): string {
  switch (outcome.kind) {
    case 'emoji':
      return tr.t('sticker-emoji-added', { emoji: `<${outcome.animated ? 'a' : ''}:${outcome.name}:${outcome.id}>`, name: outcome.name });
    case 'sticker':
      return tr.t('sticker-guild-sticker-added', { name: outcome.name });
    case 'refused':
      if (outcome.reason === 'slots_full') return tr.t('sticker-slots-full');
      if (outcome.reason === 'forbidden') return tr.t('sticker-bot-forbidden');
      if (outcome.reason === 'rejected') return tr.t('sticker-discord-rejected');
      return tr.t(inServer ? 'sticker-not-permitted' : 'sticker-no-server');
  }
}
