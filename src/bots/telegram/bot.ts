import { chatLanguageKey } from '../../core/chat/language.service.js';
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, GrammyError, InputFile, webhookCallback, type Context } from 'grammy';
import type Koa from 'koa';
import { setCommandLists } from './command-lists.js';
import { setMenuButton } from './mini-app.js';
import type { TelegramDeps } from './deps.js';
import { ChatQueue } from './chat-queue.js';
import { isDeadChatError, TelegramDelivery } from './delivery.js';
import { telegramWishlistMessenger } from './wishlist-messenger.js';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import { telegramStickerSets } from './sticker-sets.js';
import { TelegramFiles } from './files.js';
import { AlbumCollector } from './albums.js';
import { alertText, chartedText } from './format.js';
import { TelegramHandlers } from './handlers.js';
import { telegramDealMessenger } from './deal-messenger.js';
import { telegramGiveawayMessenger, telegramReminderMessenger } from './giveaway-messenger.js';
import { telegramBundleMessenger } from './bundle-messenger.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { fitTexts } from './fit-text.js';
import { answerInlineQuery } from './inline.js';
import { outageLog } from './outage-log.js';
import { perUserLimit } from './user-limit.js';

/** Bot API limits (public server): uploads by multipart up to 50 MB, downloads by bots up to 20 MB. */
export const BOT_API_UPLOAD_LIMIT = 50 * 1000 * 1000;
export const BOT_API_DOWNLOAD_LIMIT = 20 * 1000 * 1000;

export interface TelegramBotOptions {
  token: string;
  /** Bot API root without a trailing slash (TELEGRAM_API_ROOT). */
  apiRoot: string;
  /** When set, updates come through the Koa route (see webhook.ts) instead of long polling. */
  webhook?: { url: string; secret: string } | null;
  /** At most one status edit per this many ms in private chats (3000); groups get one per 10 s. */
  editIntervalMs?: number;
  uploadLimitBytes?: number;
  downloadLimitBytes?: number;
  /**
   * False: `start` does not long-poll (another process of the fleet does, or will by `poll`); this one still
   * delivers results and alerts. Ignored with a webhook.
   */
  poll?: boolean;
}

/** Updates the bot asks for: `my_chat_member` tells when it was blocked, kicked or removed. */
const UPDATES = ['message', 'callback_query', 'inline_query', 'my_chat_member'] as const;

/** A started-or-startable Telegram bot. */
export interface TelegramBotHandle {
  bot: Bot;
  /** Checks the token (getMe), sets the command menu, connects to the chat core (deliveries resumed), then polls or awaits webhooks. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Starts long polling (no-op while polling or with a webhook). */
  poll(): void;
  /** Stops long polling; the bot keeps delivering. */
  unpoll(): Promise<void>;
  /** Koa middleware for the webhook route; set only in webhook mode. */
  webhook: Koa.Middleware | null;
  /** Settles when every queued update and delivery under way has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** The token was refused by the Bot API; the bot must stay off. */
export class TelegramTokenError extends Error {
  constructor(detail: string) {
    super(`Telegram rejected TELEGRAM_BOT_TOKEN (${detail}); the Telegram bot stays off`);
    this.name = 'TelegramTokenError';
  }
}

/**
 * Builds the grammY bot: auto-retry on 429 (after `retry_after`), one error boundary, updates handled per
 * chat concurrently, job status and results through the shared delivery service, price alerts through the
 * shared WatchService.
 */
export function createTelegramBot(deps: TelegramDeps, opts: TelegramBotOptions): TelegramBotHandle {
  const { log } = deps;
  const bot = new Bot(opts.token, { client: { apiRoot: opts.apiRoot } });
  // Everything sent outside an update (deliveries, edits, alerts) is tied to this bot's life, so a stopped bot
  // stops retrying and cannot deliver a second time behind the back of the next process.
  const lifetime = new AbortController();
  // Installed first, so it sits under the auto-retry and sees each attempt, retried ones included.
  bot.api.config.use(outageLog(log, () => deps.clock.now()));
  bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 600 }));
  bot.api.config.use(fitTexts());
  type GrammySignal = Parameters<Parameters<typeof bot.api.config.use>[0]>[3];
  bot.api.config.use((prev, method, payload, signal) =>
    prev(method, payload, signal ?? (lifetime.signal as unknown as GrammySignal)),
  );

  const delivery = new TelegramDelivery(bot.api, {
    editIntervalMs: opts.editIntervalMs ?? 3000,
    uploadLimitBytes: opts.uploadLimitBytes ?? BOT_API_UPLOAD_LIMIT,
    translations: deps.translations,
    stickerSets: { port: telegramStickerSets(bot.api), botUsername: () => bot.botInfo.username },
  });
  const queue = new ChatQueue((err) => log.error({ err }, 'telegram chat queue failed'));
  // A finished album is handled in its chat's turn, as its items would have been.
  const albums = new AlbumCollector(deps.timers, (items) => {
    const first = items[0];
    queue.push(String(first.chat!.id), () => handlers.onAlbum(items).catch((err: unknown) => handlers.fail(err, first)));
  });
  const handlers = new TelegramHandlers({
    commands: deps.commands,
    albums,
    sessions: deps.sessions,
    flags: deps.flags,
    detectMime: deps.detectMime,
    files: new TelegramFiles(bot.api, {
      token: opts.token,
      apiRoot: opts.apiRoot,
      tmpDir: deps.tmpDir,
      downloadLimitBytes: opts.downloadLimitBytes ?? BOT_API_DOWNLOAD_LIMIT,
    }),
    chatGone: (key, reason) => deps.chatGone(key, reason),
    chatBack: (key) => deps.chatBack(key),
    translations: deps.translations,
    log,
    baseUrl: deps.baseUrl,
  });

  bot.use((ctx, next) => {
    const key = String(ctx.chat?.id ?? ctx.from?.id ?? 'none');
    queue.push(key, () => next().catch((err: unknown) => handlers.fail(err, ctx)));
  });
  bot.use(perUserLimit(deps.limiter, (ctx) => deps.translations.translator(ctx.from?.language_code)));
  bot.on('inline_query', (ctx) => answerInlineQuery(ctx, deps.commands.prices, log, deps.translations.translator(ctx.from?.language_code), deps.baseUrl));
  bot.on('callback_query:data', (ctx) => handlers.onCallback(ctx));
  bot.on('my_chat_member', (ctx) => handlers.onMemberUpdate(ctx));
  bot.on('message', (ctx) => handlers.onMessage(ctx));
  bot.catch((err) => handlers.fail(err.error, err.ctx as Context));

  let polling: Promise<void> | null = null;
  let disconnect: (() => Promise<void>) | null = null;

  // A group's deal and giveaway posts follow its /language choice, else the language the follow was made in.
  const followWords = async (follow: Follow): Promise<Translator> => {
    const chosen = deps.commands.languages ? await deps.commands.languages.chosen([chatLanguageKey(follow.chat)]) : null;
    return deps.translations.translator(deps.translations.pick([chosen, follow.chat.locale]));
  };
  // A group's wishlist alerts likewise: its /language choice, else the language the game was added in.
  const chatWords = async (chat: ChatTarget): Promise<Translator> => {
    const chosen = deps.commands.languages ? await deps.commands.languages.chosen([chatLanguageKey(chat)]) : null;
    return deps.translations.translator(deps.translations.pick([chosen, chat.locale]));
  };
  const serve = async () => {
    await setCommandLists(bot.api, deps.translations);
    await setMenuButton(bot.api, deps.baseUrl, deps.translations.translator('en'), log);
    // Before any update is taken: a job started by the first command must find its platform's delivery.
    disconnect = await deps.connect('telegram', {
      delivery,
      deals: telegramDealMessenger(bot.api, followWords),
      giveaways: telegramGiveawayMessenger(bot.api, followWords),
      reminders: telegramReminderMessenger(bot.api, deps.translations),
      wishlist: telegramWishlistMessenger(bot.api, chatWords),
      bundles: telegramBundleMessenger(bot.api, followWords),
      notify: async (alert) => {
        const target = alert.watch.chat;
        if (target.platform !== 'telegram') throw new Error(`watch ${alert.watch.id} has no Telegram target`);
        try {
          // With its chart, as the /price card: a photo captioned with the alert.
          const tr = deps.translations.translator(target.locale);
          const out = chartedText(alertText(alert, tr), alert.chart ?? null, tr);
          if ('caption' in out && alert.chart) {
            await bot.api.sendPhoto(target.chatId, new InputFile(Buffer.from(alert.chart.png), 'price-history.png'), { caption: out.caption, parse_mode: 'HTML' });
          } else {
            await bot.api.sendMessage(target.chatId, 'text' in out ? out.text : alertText(alert, tr), { parse_mode: 'HTML' });
          }
        } catch (err) {
          if (isDeadChatError(err)) await deps.chatGone(target, err instanceof Error ? err.message : String(err));
          throw err;
        }
      },
    });
    if (opts.webhook) {
      await bot.api.setWebhook(opts.webhook.url, {
        secret_token: opts.webhook.secret,
        allowed_updates: UPDATES,
      });
      log.info({ url: opts.webhook.url }, 'telegram bot receives updates by webhook');
    } else if (opts.poll !== false) {
      poll();
    }
  };

  const poll = () => {
    if (opts.webhook || polling) return;
    polling = bot.start({ allowed_updates: UPDATES }).catch((err: unknown) => {
      log.error({ err }, 'telegram polling stopped');
    });
  };
  const unpoll = async () => {
    if (!polling) return;
    await bot.stop();
    await polling;
    polling = null;
  };

  const stop = async () => {
    await unpoll();
    // Albums still being collected are taken as they are, rather than lost with the process.
    albums.flush();
    const taken = disconnect;
    disconnect = null;
    const detached = taken?.();
    lifetime.abort(new Error('telegram bot stopped'));
    await detached;
    await queue.idle();
  };

  return {
    bot,
    webhook: opts.webhook ? (webhookCallback(bot, 'koa', { secretToken: opts.webhook.secret }) as Koa.Middleware) : null,
    async start() {
      try {
        // grammY retries getMe for as long as its signal lets it (for ever without one): a stop must end that.
        await bot.init(lifetime.signal as unknown as GrammySignal);
      } catch (err) {
        if (err instanceof GrammyError && (err.error_code === 401 || err.error_code === 404)) {
          throw new TelegramTokenError(`${err.error_code}: ${err.description}`);
        }
        throw err;
      }
      try {
        await serve();
      } catch (err) {
        // Half started (say, setWebhook refused): undo it, so nothing keeps running for a bot that is off.
        await stop().catch(() => undefined);
        throw err;
      }
      log.info({ username: bot.botInfo.username }, 'telegram bot on');
    },
    stop,
    poll,
    unpoll,
    async idle() {
      await queue.idle();
      await deps.deliveryIdle();
    },
  };
}
