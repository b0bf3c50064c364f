import type { Translations } from '../../core/i18n.ports.js';
import type { CommandServices } from '../../../commands/command.js';
import type { ChatConnect } from '../../core/chat/chat-connect.ports.js';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import type { SessionService } from '../../core/sessions/session.service.js';
import type { FlagService } from '../../core/tools/flags.service.js';
import type { Clock } from '../../core/clock.ports.js';
import type { Timers } from '../../core/timers.ports.js';
import type { Log } from '../../core/log.ports.js';

/** What the Telegram bot needs from the composition root: services and functions, never a store or the config. */
export interface TelegramDeps {
  log: Log;
  commands: CommandServices;
  sessions: SessionService;
  flags: FlagService;
  limiter: RequestLimiter;
  /** Where downloaded files are saved before a job adopts them. */
  tmpDir: string;
  /** The file's type from its first bytes (for the tool choice offered on a file sent without a command). */
  detectMime(path: string): Promise<string | null>;
  /** Hands the bot's delivery port and alert notifier to the chat core. */
  connect: ChatConnect;
  /** The bot was removed from a chat (its pending results dropped, its watches disabled), or added back. */
  chatGone(chat: ChatTarget | string, reason: string): Promise<void>;
  chatBack(key: string): void;
  /** The service's public address (links in inline answers). */
  baseUrl: string;
  /** When an album (media group) is taken as complete (tests move it). */
  timers: Timers;
  /** How long an outage of the Bot API lasted; when a warning window ends. */
  clock: Clock;
  /** Settles when every chat delivery under way has (tests, shutdown). */
  deliveryIdle(): Promise<void>;
  /** The languages the bot speaks (the user's language_code or the chat's /language choice picks). */
  translations: Translations;
}

/** The settings the Telegram bot is started with (src/bots/telegram/env.ts). */
export interface TelegramSettings {
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_API_ROOT: string;
  TELEGRAM_WEBHOOK_URL?: string;
  TELEGRAM_WEBHOOK_SECRET?: string;
}
