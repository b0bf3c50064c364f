import { rm } from 'node:fs/promises';
import { InputFile, type Context } from 'grammy';
import type { ChartImage } from '../../core/chat/price-chart.js';
import type { Message } from 'grammy/types';
import type { CommandContext, CommandServices } from '../../../commands/command.js';
import {
  commandName,
  convert,
  findCommand,
  runNamed,
  type CommandName,
  type CommandResults,
  type Renderers,
} from '../../../commands/index.js';
import { apology, chatErrorText } from '../../core/chat/chat-errors.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';
import { userKey } from '../../core/chat/language.service.js';
import { languageText } from '../../core/chat/language-text.js';
import { regionsTable } from '../../core/chat/regions-text.js';
import { esc } from './html.js';
import { clip, gameName } from '../../core/chat/chat-text.js';
import type { ChatCaller } from '../../core/chat/chat.types.js';
import { toolById, toolsForMime, urlTools, type ToolSummary } from '../../core/chat/tool-catalog.js';
import { fitRunFor } from '../../core/chat/fit-tool.js';
import { fitBytes } from '../../core/chat/fit-jobs.js';
import { isTargetSizePreset, TARGET_SIZE_PRESETS } from '../../core/tools/target-size-presets.js';
import { UNNAMED_FILE } from '../../core/tools/accepts.js';
import { isAppError } from '../../core/errors.js';
import { ACTIVE_STATUSES } from '../../core/jobs/job.types.js';
import type { SessionService } from '../../core/sessions/session.service.js';
import type { FlagService } from '../../core/tools/flags.service.js';
import { canonicalVideoUrl, extractVideoId } from '../../core/video-link.js';
import type { Log } from '../../core/log.ports.js';
import { callerOf, parseCommand } from './caller.js';
import type { AlbumCollector } from './albums.js';
import { fileRefOf, megabytes, type TelegramFileRef, type TelegramFiles } from './files.js';
import {
  cancelText,
  chartedText,
  choicesText,
  gameCard,
  helpText,
  historyText,
  jobsText,
  toolChoiceText,
  toolsText,
  unwatchText,
  uploadLinkText,
  watchAddedText,
  watchesText,
} from './format.js';
import { replyingTo } from './html.js';
import { recipeSavedText, recipesText } from './recipe-format.js';
import { CALLBACK, gameChoiceKeyboard, pagerKeyboard, toolKeyboard } from './keyboards.js';
import { FIT_CHAT, fitPickLabel, fitSizeKeyboard, isFitPress, readFitPress, type FitPick } from './fit-buttons.js';
import { localTool, toolSearchWords, type ToolText, toolTitle } from '../../i18n/tool-words.js';
import { commandForUs } from './group-policy.js';
import { PendingChoices } from '../pending-choices.js';
import { appButton } from './mini-app.js';
import { isMovingSticker, MOVING_STICKER_TEXT } from './stickers.js';
import { dealsText, followingText, followText, unfollowText } from './deal-format.js';
import { giveawayListKeyboard, giveawaysText, unclaimedText } from './giveaway-format.js';
import { isReminderButton, readReminderButton } from '../../core/giveaways/reminder-buttons.js';
import { reminderPressWords } from '../../i18n/giveaway-words.js';
import { WISHLIST_CALLBACK, wishlistReply } from './wishlist-format.js';

/**
 * Whether the sender may change what this chat follows: a private chat is its user's; in a group, its
 * administrators as `getChatMember` says (or an anonymous administrator, who posts as the group itself).
 */
async function mayManageChat(ctx: Context): Promise<boolean> {
  const chat = ctx.chat;
  if (!chat || !ctx.from) return false;
  if (chat.type === 'private') return true;
  if (ctx.message?.sender_chat?.id === chat.id) return true;
  const member = await ctx.api.getChatMember(chat.id, ctx.from.id);
  return member.status === 'creator' || member.status === 'administrator';
}

export interface HandlerDeps {
  commands: CommandServices;
  sessions: SessionService;
  flags: FlagService;
  files: TelegramFiles;
  /** Holds an album's items until the whole album is in (absent: each item is handled on its own). */
  albums?: Pick<AlbumCollector, 'add'>;
  /** The file's type from its first bytes, or null. */
  detectMime(path: string): Promise<string | null>;
  /** The bot was removed from a chat, or added back. */
  chatGone(key: string, reason: string): Promise<void>;
  chatBack(key: string): void;
  /** The languages the bot speaks. */
  translations: Translations;
  log: Log;
  /** The pages' address (BASE_URL): an https one is offered as the Mini App (absent: no app buttons). */
  baseUrl?: string;
}

type Choice =
  | { kind: 'file'; ref: TelegramFileRef; replyTo: number }
  | { kind: 'watch'; appid: number; price: number; region: string | undefined }
  | { kind: 'tools'; query: string | undefined };

/** What a Telegram renderer answers into: the update, the raw arguments, and a message to replace, if any. */
interface RenderArgs {
  ctx: Context;
  tr: Translator;
  raw: Record<string, unknown>;
  edit: number | null;
}

const HTML = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };
/** Longest text answerCallbackQuery shows. */
const TOAST_MAX = 200;
/** Buttons offered for a file stay usable this long (then the file must be sent again). */
const CHOICE_TTL_MS = 60 * 60 * 1000;

/**
 * The bot's behaviour per update: commands (from text or a file's caption), files and video links sent
 * without a command (tool buttons), and button taps. Thin: parse, call the shared command, format, reply.
 */
export class TelegramHandlers {
  readonly #d: HandlerDeps;
  readonly #choices = new PendingChoices<Choice>(CHOICE_TTL_MS);

  constructor(deps: HandlerDeps) {
    this.#d = deps;
  }

  /** The language to answer an update in: the user's Telegram app language, else English. */
  async #tr(ctx: Context): Promise<Translator> {
    const { translations, commands } = this.#d;
    // In a group the language its administrators chose; in a private chat the user's own /language choice.
    const key = ctx.chat && ctx.chat.type !== 'private' ? `chat:telegram:${ctx.chat.id}` : ctx.from ? userKey('telegram', ctx.from.id) : null;
    const chosen = key && commands.languages ? await commands.languages.chosen([key]) : null;
    return translations.translator(translations.pick([chosen, ctx.from?.language_code]));
  }

  /** The caller of an update, its jobs and watches remembering the language they were made in. */
  async #caller(ctx: Context, replyTo: number | null): Promise<ChatCaller | null> {
    const caller = callerOf(ctx, this.#d.sessions, replyTo);
    if (caller?.chat.platform === 'telegram') caller.chat.locale = (await this.#tr(ctx)).locale;
    return caller;
  }

  /** A message: a command, a file, a video link, or chatter. */
  async onMessage(ctx: Context): Promise<void> {
    const msg = ctx.message;
    if (!msg) return;
    // An album's items wait for each other; `onAlbum` takes them together.
    if (this.#d.albums?.add(ctx)) return;
    const cmd = parseCommand(msg.text ?? msg.caption ?? '');
    if (cmd) {
      if (!commandForUs(cmd, ctx.chat?.type, ctx.me.username)) return;
      await this.#command(ctx, msg, cmd.name, cmd.rest);
      return;
    }
    await this.#uncommanded(ctx, msg);
  }

  /**
   * A whole album (media group), its items in the order sent. Its caption's `/convert` makes one job over all of
   * its files; an album without a command is answered item by item, as files sent one at a time are.
   */
  async onAlbum(items: readonly Context[]): Promise<void> {
    const captioned = items.find((c) => parseCommand(c.message?.caption ?? ''));
    const msg = captioned?.message;
    const cmd = msg ? parseCommand(msg.caption ?? '') : null;
    if (!captioned || !msg || !cmd) {
      for (const item of items) if (item.message) await this.#uncommanded(item, item.message);
      return;
    }
    if (!commandForUs(cmd, captioned.chat?.type, captioned.me.username)) return;
    if (commandName(cmd.name) !== 'convert') {
      await this.#command(captioned, msg, cmd.name, cmd.rest);
      return;
    }
    const caller = await this.#caller(captioned, msg.message_id);
    if (!caller) return;
    const refs = items.map((c) => fileRefOf(c.message)).filter((r): r is TelegramFileRef => r !== null);
    // Refused before anything is fetched: one file over the Bot API's download limit would sink the whole job.
    for (const [i, ref] of refs.entries()) {
      const refusal = this.#d.files.refusal(ref);
      if (refusal) {
        const tr = await this.#tr(captioned);
        await captioned.reply(tr.t('tg-album-file', { index: i + 1, count: refs.length, reason: chatErrorText(refusal, tr) ?? refusal.message }), replyingTo(msg.message_id));
        return;
      }
    }
    const files = refs.map((ref) => () => this.#d.files.download(ref));
    await this.#runAndRender(captioned, 'convert', caller, convert.fromText(cmd.rest), null, files[0], files);
  }

  /** A message without a command: in a private chat, tool buttons for a file or a video link. */
  async #uncommanded(ctx: Context, msg: Message): Promise<void> {
    // Unasked offers only in private chats: in a group every shared file or link would get an answer.
    if (ctx.chat?.type !== 'private') return;
    if (isMovingSticker(msg)) {
      await ctx.reply(MOVING_STICKER_TEXT, replyingTo(msg.message_id));
      return;
    }
    const ref = fileRefOf(msg);
    if (ref) {
      await this.#offerToolsForFile(ctx, ref, msg.message_id);
      return;
    }
    const videoId = msg.text ? findVideoId(msg.text) : null;
    if (videoId) {
      await this.#offerUrlTools(ctx, videoId, msg.message_id);
      return;
    }
    await ctx.reply((await this.#tr(ctx)).t('tg-send-something'));
  }

  /** A button tap. The query is always answered, whatever happens. */
  async onCallback(ctx: Context): Promise<void> {
    const data = ctx.callbackQuery?.data ?? '';
    let answered = false;
    const answer = async (text?: string) => {
      answered = true;
      await ctx.answerCallbackQuery(text ? { text } : undefined);
    };
    try {
      await this.#callback(ctx, data, answer);
    } finally {
      if (!answered) await ctx.answerCallbackQuery().catch(() => undefined);
    }
  }

  /**
   * The bot's own membership changed (`my_chat_member`): removed, kicked or blocked means the chat is gone
   * for it; added back means a later refusal counts again.
   */
  async onMemberUpdate(ctx: Context): Promise<void> {
    const update = ctx.myChatMember;
    if (!update) return;
    const key = `telegram:${update.chat.id}`;
    const status = update.new_chat_member.status;
    if (status === 'left' || status === 'kicked') await this.#d.chatGone(key, `bot ${status} (my_chat_member)`);
    else this.#d.chatBack(key);
  }

  /**
   * "Remind me" / "Claimed" under a giveaway, in a group or a private chat: the mark is the presser's own, and the
   * answer (a toast) and the later reminder are in the presser's language, not the group's.
   */
  async #reminderButton(ctx: Context, data: string): Promise<string> {
    const { translations, commands } = this.#d;
    const from = ctx.from;
    const chosen = from && commands.languages ? await commands.languages.chosen([userKey('telegram', from.id)]) : null;
    const tr = translations.translator(translations.pick([chosen, from?.language_code]));
    const press = readReminderButton(data);
    if (!press || !from || !commands.reminders) return reminderPressWords(null, 0, tr);
    const outcome = await commands.reminders.press({ platform: 'telegram', userId: String(from.id), locale: tr.locale }, press);
    const words = reminderPressWords(outcome, commands.reminders.beforeHours, tr);
    // Telegram lets a bot write only to users who opened a chat with it: pressed in a group, the toast says so.
    const promised = outcome.outcome === 'reminding' || outcome.outcome === 'no_end';
    return clip(promised && ctx.chat?.type !== 'private' ? `${words} ${tr.t('tg-remind-private-hint')}` : words, TOAST_MAX);
  }

  /** The one place unexpected failures end: logged in full, the user sees a short apology. */
  async fail(err: unknown, ctx: Context | undefined): Promise<void> {
    this.#d.log.error({ err, update: ctx?.update.update_id }, 'telegram update failed');
    if (ctx?.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    if (ctx?.chat) await ctx.reply(apology(await this.#tr(ctx))).catch(() => undefined);
  }

  async #command(ctx: Context, msg: Message, typed: string, rest: string): Promise<void> {
    const name = commandName(typed);
    if (!name) {
      await ctx.reply((await this.#tr(ctx)).t('tg-unknown-command'));
      return;
    }
    const caller = await this.#caller(ctx, msg.message_id);
    if (!caller) return;
    if (name === 'convert') {
      await this.#convertCommand(ctx, caller, msg, rest);
      return;
    }
    if (name === 'sticker' || name === 'fit') {
      // The photo, file, GIF or clip sent with the command (as its caption) or the message it replies to.
      const from = fileRefOf(msg) ? msg : msg.reply_to_message;
      const ref = fileRefOf(from);
      // A bare /fit asks where the file is going: the bot may fetch only 20 MB from Telegram, so its own 50 MB limit
      // (the default) is almost never what someone typing /fit wants; the buttons offer the places people send to.
      if (name === 'fit' && rest === '' && from && ref && !this.#d.files.refusal(ref)) {
        const tr = await this.#tr(ctx);
        await ctx.reply(tr.t('tg-fit-choose'), { ...replyingTo(from.message_id), reply_markup: fitSizeKeyboard(tr) });
        return;
      }
      if (name === 'fit' && from && ref && this.#d.files.refusal(ref) && (await this.#offerFitLink(ctx, caller, ref, from.message_id, rest))) return;
      const file = ref ? () => this.#d.files.download(ref) : undefined;
      await this.#runAndRender(ctx, name, caller, findCommandText(name, rest), null, file, undefined, { fileMotion: movesOn(from) });
      return;
    }
    await this.#runAndRender(ctx, name, caller, findCommandText(name, rest), null);
  }

  /**
   * Runs a shared command and replies with its renderer; a refusal (AppError) is answered in the chat.
   * Anything else propagates to the error boundary. `edit` names a message to replace (pager buttons).
   */
  async #runAndRender<K extends CommandName>(
    ctx: Context,
    name: K,
    caller: ChatCaller,
    raw: Record<string, unknown>,
    edit: number | null,
    file?: CommandContext['file'],
    files?: CommandContext['files'],
    more: Pick<CommandContext, 'fileMotion'> = {},
  ): Promise<void> {
    let result: CommandResults[K];
    try {
      // /tools <words> also finds a tool by the words the user reads for it.
      const words = name === 'tools' ? await this.#tr(ctx) : null;
      const toolWords = words ? (t: ToolText) => toolSearchWords(words, t) : undefined;
      result = await runNamed(name, { services: this.#d.commands, caller, file, files, mayManageChat: () => mayManageChat(ctx), toolWords, ...more }, raw);
    } catch (err) {
      await this.#refuse(ctx, err);
      return;
    }
    const render: Renderers<[RenderArgs]>[K] = this.#render[name];
    await render(result, { ctx, tr: await this.#tr(ctx), raw, edit });
  }

  /** Every command's Telegram reply; the compiler checks that none is missing. */
  readonly #render: Renderers<[RenderArgs]> = {
    start: async (r, { ctx, tr }) => void (await ctx.reply(helpText(r.commands, r.greeting, tr), { ...HTML, ...appButton(ctx, this.#d.baseUrl ?? '', tr.t('tg-app-open'), '/') })),
    help: async (r, { ctx, tr }) => void (await ctx.reply(helpText(r.commands, r.greeting, tr), { ...HTML, ...appButton(ctx, this.#d.baseUrl ?? '', tr.t('tg-app-open'), '/') })),
    price: async (r, { ctx, tr, raw }) => {
      if (r.kind === 'game') {
        const page = `/prices?${new URLSearchParams({ game: String(r.game.platform_appid), region: r.game.region })}`;
        await sendCharted(ctx, gameCard(r.game, tr, r.chart?.lows), r.chart, tr, appButton(ctx, this.#d.baseUrl ?? '', tr.t('tg-app-price'), page));
        return;
      }
      if (r.kind === 'regions') {
        const table = regionsTable(r.comparison, tr);
        await ctx.reply(`<b>${esc(table.title)}</b>\n<pre>${esc(table.rows.join('\n'))}</pre>\n${esc(table.footer)}`, HTML);
        return;
      }
      const region = typeof raw.region === 'string' ? raw.region.toLowerCase() : '-';
      await ctx.reply(choicesText(r.query, tr), {
        ...HTML,
        reply_markup: gameChoiceKeyboard(r.choices, (c) => `p:${c.appid}:${region}`),
      });
    },
    history: async (r, { ctx, tr }) => {
      if (r.kind === 'history') {
        await sendCharted(ctx, historyText(r.game, r.chart, tr), r.chart, tr);
        return;
      }
      await ctx.reply(choicesText(r.query, tr), { ...HTML, reply_markup: gameChoiceKeyboard(r.choices, (c) => `p:${c.appid}:-`) });
    },
    tools: async (r, { ctx, tr, edit }) => {
      const text = toolsText(r, tr);
      const pager =
        r.kind === 'page'
          ? pagerKeyboard(this.#choices.put({ kind: 'tools', query: r.page.filter ?? undefined }), r.page.page, r.page.pageCount, tr)
          : undefined;
      if (edit !== null && ctx.chat) {
        await ctx.api.editMessageText(ctx.chat.id, edit, text, { ...HTML, reply_markup: pager });
      } else {
        await ctx.reply(text, { ...HTML, reply_markup: pager });
      }
    },
    // The status message, its progress and the result come from chat delivery.
    convert: async () => undefined,
    // Delivery adds the result to the user's sticker set and links it.
    sticker: async () => undefined,
    // The fitted file comes from chat delivery, as /convert's result does.
    fit: async () => undefined,
    recipe: async (r, { ctx, tr }) => void (await ctx.reply(recipeSavedText(r, tr), HTML)),
    recipes: async (r, { ctx, tr }) => void (await ctx.reply(recipesText(r.recipes, tr), HTML)),
    jobs: async (r, { ctx, tr }) => void (await ctx.reply(jobsText(r.jobs, tr), HTML)),
    cancel: async (r, { ctx, tr }) => void (await ctx.reply(cancelText(r.job_id, r.previous, tr), HTML)),
    watch: async (r, { ctx, tr, raw }) => {
      if (r.kind !== 'choices') {
        await ctx.reply(watchAddedText(r, tr), HTML);
        return;
      }
      const region = typeof raw.region === 'string' ? raw.region : undefined;
      const target = Number(raw.price);
      await ctx.reply(choicesText(r.query, tr), {
        ...HTML,
        reply_markup: gameChoiceKeyboard(r.choices, (c) => `w:${this.#choices.put({ kind: 'watch', appid: c.appid, price: target, region })}`),
      });
    },
    unwatch: async (r, { ctx, tr }) => void (await ctx.reply(unwatchText(r.removed, tr), HTML)),
    watches: async (r, { ctx, tr }) => void (await ctx.reply(watchesText(r.watches, tr), HTML)),
    deals: async (r, { ctx, tr }) => void (await ctx.reply(dealsText(r, tr), HTML)),
    giveaways: async (r, { ctx, tr }) => void (await ctx.reply(giveawaysText(r, tr), { ...HTML, reply_markup: giveawayListKeyboard(r.giveaways, tr) })),
    unclaimed: async (r, { ctx, tr }) => void (await ctx.reply(unclaimedText(r, tr), { ...HTML, reply_markup: giveawayListKeyboard(r.giveaways, tr) })),
    follow: async (r, { ctx, tr }) => void (await ctx.reply(followText(r, tr), HTML)),
    following: async (r, { ctx, tr }) => void (await ctx.reply(followingText(r.follows, tr), HTML)),
    unfollow: async (r, { ctx, tr }) => void (await ctx.reply(unfollowText(r.removed, tr), HTML)),
    language: async (r, { ctx, tr }) => void (await ctx.reply(esc(languageText(r, this.#d.translations, tr)), HTML)),
    upload: async (r, { ctx, tr }) => void (await ctx.reply(uploadLinkText(r, tr), HTML)),
    wishlist: async (r, { ctx, tr }) => {
      const { text, keyboard } = wishlistReply(r, tr);
      await ctx.reply(text, { ...HTML, ...(keyboard ? { reply_markup: keyboard } : {}) });
    },
  };

  /** Answers a refusal (AppError) in the chat; anything else is rethrown to the error boundary. */
  async #refuse(ctx: Context, err: unknown, options?: ReturnType<typeof replyingTo>): Promise<void> {
    const text = chatErrorText(err, await this.#tr(ctx));
    if (text === null) throw err;
    await ctx.reply(text, options);
  }

  async #convertCommand(ctx: Context, caller: ChatCaller, msg: Message, rest: string): Promise<void> {
    const raw = convert.fromText(rest);
    const ref = fileRefOf(msg) ?? fileRefOf(msg.reply_to_message);
    // Over what a bot may fetch from Telegram: a one-time link to upload it for the same tool, into this chat.
    if (ref && this.#d.files.refusal(ref) && typeof raw.tool === 'string' && !raw.steps && !raw.recipe) {
      await this.#offerUploadLink(ctx, caller, ref, msg.message_id, raw);
      return;
    }
    if (!raw.tool && ref) {
      await this.#offerToolsForFile(ctx, ref, msg.message_id);
      return;
    }
    await this.#startJob(ctx, caller, raw, ref);
  }

  /**
   * Queues the job through /convert (delivery then sends its status message). The file is handed over as a
   * fetch: the job intake downloads it only when the tool takes a file and the user has room for another job,
   * so a refused job costs no download, and it deletes what it downloaded.
   */
  async #startJob(ctx: Context, caller: ChatCaller, raw: Record<string, unknown>, ref: TelegramFileRef | null): Promise<void> {
    const file = ref ? () => this.#d.files.download(ref) : undefined;
    await this.#runAndRender(ctx, 'convert', caller, raw, null, file);
  }

  /**
   * "Fit": the result of one of the user's jobs, too large to send, run again through the tool that makes its type
   * fit a size, with target_size at the chat's limit. A job of someone else, or one gone, is answered as expired.
   */
  async #fitButton(ctx: Context, limitBytes: number, jobId: string, answer: (text?: string) => Promise<void>, tr: Translator): Promise<void> {
    const origin = ctx.callbackQuery?.message?.reply_to_message?.message_id ?? ctx.callbackQuery?.message?.message_id ?? null;
    const caller = await this.#caller(ctx, origin);
    const { resultAsInput, tools } = this.#d.commands;
    if (!caller || !resultAsInput) return;
    let input;
    try {
      input = await resultAsInput(caller.owner, jobId);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') {
        await answer(tr.t('upload-fit-gone'));
        return;
      }
      throw err;
    }
    const fit = fitRunFor(tools, input.mime);
    if (!fit) {
      await answer(tr.t('upload-fit-gone'));
      return;
    }
    const fitTool = tools.get(fit.tool);
    await answer(tr.t('tg-starting', { tool: fitTool ? toolTitle(tr, fitTool) : fit.tool }));
    const params = Object.entries({ ...fit.params, target_size: String(limitBytes) }).map(([k, v]) => `${k}=${v}`).join(' ');
    await this.#runAndRender(ctx, 'convert', caller, { tool: fit.tool, params }, null, input.file);
  }

  /**
   * A size picked from the buttons a bare /fit offered: the same /fit command with that preset (or none: the chat's
   * limit), on the file the buttons' message replies to, for whoever pressed.
   */
  async #fitSizeButton(ctx: Context, pick: FitPick, answer: (text?: string) => Promise<void>, tr: Translator): Promise<void> {
    const fileMessage = ctx.callbackQuery?.message?.reply_to_message;
    const ref = fileRefOf(fileMessage);
    if (!fileMessage || !ref) {
      await answer(tr.t('tg-button-expired-file'));
      return;
    }
    await answer(tr.t('tg-fit-starting', { size: fitPickLabel(tr, pick) }));
    const caller = await this.#caller(ctx, fileMessage.message_id);
    if (!caller) return;
    const size = pick === FIT_CHAT ? {} : { size: pick };
    await this.#runAndRender(ctx, 'fit', caller, size, null, () => this.#d.files.download(ref), undefined, { fileMotion: movesOn(fileMessage) });
  }

  /**
   * A file over the Bot API's download limit gets a one-time upload link instead of a refusal (issue 40): the page
   * it opens takes the file straight to our API, and the job it makes is this user's in this chat, so its progress
   * and result come back here. `raw` carries /convert's tool and parameters, which the page preselects.
   */
  async #offerUploadLink(ctx: Context, caller: ChatCaller | null, ref: TelegramFileRef, replyTo: number, raw: Record<string, unknown> = {}, note?: string): Promise<void> {
    const who = caller ?? (await this.#caller(ctx, replyTo));
    if (!who) return;
    // The tool and parameters typed with /convert travel with the link; the page's form fills in the rest.
    const args = { ...(typeof raw.tool === 'string' ? { tool: raw.tool } : {}), ...(typeof raw.params === 'string' ? { params: raw.params } : {}) };
    let result;
    try {
      result = await runNamed('upload', { services: this.#d.commands, caller: who }, args);
    } catch (err) {
      await this.#refuse(ctx, err, replyingTo(replyTo));
      return;
    }
    const tr = await this.#tr(ctx);
    await ctx.reply(uploadLinkText(result, tr, { size: megabytes(ref.size ?? 0), limit: megabytes(this.#d.files.limitBytes) }, note), { ...HTML, ...replyingTo(replyTo) });
  }

  /**
   * `/fit` on a file over what a bot may fetch from Telegram: the one-time upload link for the tool that makes its
   * type fit, with the size bound to the link, so the upload is made to fit and comes back into this chat. False when
   * the type Telegram was told names no tool that fits (the download refusal then answers, as before).
   */
  async #offerFitLink(ctx: Context, caller: ChatCaller, ref: TelegramFileRef, replyTo: number, rest: string): Promise<boolean> {
    const fit = ref.mime ? fitRunFor(this.#d.commands.tools, ref.mime) : null;
    if (!fit) return false;
    const { size } = findCommandText('fit', rest) as { size?: string };
    let targetBytes: number;
    try {
      targetBytes = fitBytes(size, TARGET_SIZE_PRESETS['telegram-bot']);
    } catch (err) {
      await this.#refuse(ctx, err, replyingTo(replyTo));
      return true;
    }
    const preset = (size ?? '').trim().toLowerCase();
    const tr = await this.#tr(ctx);
    const label = preset === '' ? fitPickLabel(tr, FIT_CHAT) : isTargetSizePreset(preset) ? fitPickLabel(tr, preset) : megabytes(targetBytes);
    const params = Object.entries({ ...fit.params, target_size: String(targetBytes) }).map(([k, v]) => `${k}=${v}`).join(' ');
    await this.#offerUploadLink(ctx, caller, ref, replyTo, { tool: fit.tool, params }, tr.t('tg-fit-link', { size: label }));
    return true;
  }

  async #offerToolsForFile(ctx: Context, ref: TelegramFileRef, replyTo: number): Promise<void> {
    if (this.#d.files.refusal(ref)) {
      await this.#offerUploadLink(ctx, null, ref, replyTo);
      return;
    }
    let mime: string | null;
    try {
      const file = await this.#d.files.download(ref);
      try {
        mime = await this.#d.detectMime(file.tempPath);
      } finally {
        await rm(file.tempPath, { force: true });
      }
    } catch (err) {
      await this.#refuse(ctx, err, replyingTo(replyTo));
      return;
    }
    // A file of no known type is offered the tools that take any file.
    const choices = await this.#enabled(toolsForMime(this.#d.commands.tools, mime ?? UNNAMED_FILE));
    const key = this.#choices.put({ kind: 'file', ref, replyTo });
    const tr = await this.#tr(ctx);
    await this.#offerTools(ctx, tr, toolChoiceText('file', mime, choices.length, tr), choices, (t) => `t:${t.id}:${key}`, replyTo);
  }

  async #offerUrlTools(ctx: Context, videoId: string, replyTo: number): Promise<void> {
    const choices = await this.#enabled(urlTools(this.#d.commands.tools));
    const tr = await this.#tr(ctx);
    await this.#offerTools(ctx, tr, toolChoiceText('link', null, choices.length, tr), choices, (t) => `u:${t.id}:${videoId}`, replyTo);
  }

  /** The answer to a file or link sent without a command: one button per tool, if any takes it. */
  async #offerTools(
    ctx: Context,
    tr: Translator,
    text: string,
    choices: ToolSummary[],
    payload: (t: ToolSummary) => string,
    replyTo: number,
  ): Promise<void> {
    await ctx.reply(text, {
      ...HTML,
      ...replyingTo(replyTo),
      ...(choices.length > 0 ? { reply_markup: toolKeyboard(choices.map((t) => localTool(tr, t)), payload) } : {}),
    });
  }

  async #enabled(list: ToolSummary[]): Promise<ToolSummary[]> {
    const disabled = await this.#d.flags.checker();
    return list.filter((t) => disabled(t.slug, t.category, t.kind) === null);
  }

  /**
   * "Notify me" / "Stop" on a wishlist post: the presser's own opt-in for that game, in the chat the post is in;
   * answered with a note only the presser sees.
   */
  async #wishlistButton(ctx: Context, entryId: string, on: boolean, tr: Translator): Promise<string> {
    const wishlist = this.#d.commands.wishlist;
    const chat = ctx.callbackQuery?.message?.chat;
    const from = ctx.from;
    if (!wishlist || !chat || !from) return tr.t('wishlist-pressed-gone');
    const name = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.username || String(from.id);
    const pressed = await wishlist.press({ platform: 'telegram', chatKey: `telegram:${chat.id}` }, entryId, { userId: String(from.id), name }, on);
    if (pressed.kind === 'gone') return tr.t('wishlist-pressed-gone');
    if (pressed.kind === 'full') return tr.t('wishlist-members-full', { max: pressed.max });
    const game = gameName(pressed.entry.title, pressed.entry.appid);
    return tr.t(pressed.kind === 'on' ? 'wishlist-pressed-on' : 'wishlist-pressed-off', { game });
  }

  async #callback(ctx: Context, data: string, answer: (text?: string) => Promise<void>): Promise<void> {
    const replyTo = ctx.callbackQuery?.message?.message_id ?? null;
    const tr = await this.#tr(ctx);
    let m: RegExpExecArray | null;
    if (isReminderButton(data)) {
      await answer(await this.#reminderButton(ctx, data));
      return;
    }
    if ((m = WISHLIST_CALLBACK.exec(data))) {
      await answer(await this.#wishlistButton(ctx, m[2], m[1] === 'on', tr));
      return;
    }
    if ((m = CALLBACK.cancel.exec(data))) {
      await answer(tr.t(await this.#cancelButton(ctx, m[1])));
      return;
    }
    if ((m = CALLBACK.tool.exec(data))) {
      const tool = toolById(this.#d.commands.tools, Number(m[1]));
      const choice = this.#choices.get(m[2]);
      if (!tool || choice?.kind !== 'file') {
        await answer(tr.t('tg-button-expired-file'));
        return;
      }
      await answer(tr.t('tg-starting', { tool: toolTitle(tr, tool) }));
      const caller = await this.#caller(ctx, choice.replyTo);
      if (caller) await this.#startJob(ctx, caller, { tool: tool.slug }, choice.ref);
      return;
    }
    if (isFitPress(data)) {
      const pick = readFitPress(data);
      if (pick) await this.#fitSizeButton(ctx, pick, answer, tr);
      else await answer(tr.t('tg-button-invalid'));
      return;
    }
    if ((m = CALLBACK.fit.exec(data))) {
      await this.#fitButton(ctx, Number(m[1]), m[2], answer, tr);
      return;
    }
    if ((m = CALLBACK.urlTool.exec(data))) {
      const tool = toolById(this.#d.commands.tools, Number(m[1]));
      if (!tool) {
        await answer(tr.t('tg-tool-gone'));
        return;
      }
      await answer(tr.t('tg-starting', { tool: toolTitle(tr, tool) }));
      const origin = ctx.callbackQuery?.message?.reply_to_message?.message_id ?? replyTo;
      const caller = await this.#caller(ctx, origin);
      if (caller) await this.#startJob(ctx, caller, { tool: tool.slug, url: canonicalVideoUrl(m[2]) }, null);
      return;
    }
    if ((m = CALLBACK.price.exec(data))) {
      await answer();
      const caller = await this.#caller(ctx, replyTo);
      if (caller) await this.#runAndRender(ctx, 'price', caller, { game: m[1], region: m[2] === '-' ? undefined : m[2] }, null);
      return;
    }
    if ((m = CALLBACK.watch.exec(data))) {
      const choice = this.#choices.get(m[1]);
      if (choice?.kind !== 'watch') {
        await answer(tr.t('tg-button-expired-watch'));
        return;
      }
      await answer();
      const caller = await this.#caller(ctx, replyTo);
      if (caller) {
        await this.#runAndRender(ctx, 'watch', caller, { game: String(choice.appid), price: choice.price, region: choice.region }, null);
      }
      return;
    }
    if ((m = CALLBACK.toolsPage.exec(data))) {
      const choice = this.#choices.get(m[1]);
      if (choice?.kind !== 'tools') {
        await answer(tr.t('tg-button-expired-tools'));
        return;
      }
      await answer();
      const caller = await this.#caller(ctx, null);
      if (caller) await this.#runAndRender(ctx, 'tools', caller, { query: choice.query, page: Number(m[2]) }, replyTo);
      return;
    }
    await answer(tr.t('tg-button-invalid'));
  }

  /** Cancels only the tapping user's own, still active job (the status message then shows "Cancelled"); answers the catalogue id of what to say. */
  async #cancelButton(ctx: Context, jobId: string): Promise<string> {
    const caller = await this.#caller(ctx, null);
    if (!caller) return 'tg-cancel-not-yours';
    try {
      const { status } = await this.#d.commands.jobs.get(caller.owner, jobId);
      if (!ACTIVE_STATUSES.has(status)) return 'job-already-finished';
      await this.#d.commands.jobs.remove(caller.owner, jobId);
      return 'job-cancelled';
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') return 'tg-cancel-gone';
      throw err;
    }
  }
}

/** A command's raw arguments from the text after it. */
function findCommandText(name: CommandName, rest: string): Record<string, unknown> {
  return findCommand(name)!.fromText(rest);
}

/** The first video link in a message, reduced to its id. */
function findVideoId(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    if (!/[./]/.test(word)) continue;
    const id = extractVideoId(word);
    if (id) return id;
  }
  return null;
}

/** A card with its chart: a photo captioned with the card, or the card alone while the chart has no history. */
async function sendCharted(ctx: Context, card: string, chart: ChartImage | null, tr: Translator, markup: ReturnType<typeof appButton> = {}): Promise<void> {
  const out = chartedText(card, chart, tr);
  if ('caption' in out && chart) {
    await ctx.replyWithPhoto(new InputFile(Buffer.from(chart.png), 'price-history.png'), { caption: out.caption, parse_mode: 'HTML', ...markup });
    return;
  }
  await ctx.reply('text' in out ? out.text : card, { ...HTML, ...markup });
}

/** Whether a message's file moves (a video, an animation, a round video, a GIF or video document). */
function movesOn(msg: Message | undefined): boolean {
  if (!msg) return false;
  if (msg.video || msg.animation || msg.video_note) return true;
  const mime = msg.document?.mime_type ?? '';
  return mime.startsWith('video/') || mime === 'image/gif';
}
