import type { CommandServices } from '../../../commands/command.js';
import type { ChatConnect } from '../../core/chat/chat-connect.ports.js';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import type { ToolSummary } from '../../core/chat/tool-catalog.js';
import type { Clock } from '../../core/clock.ports.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import type { SessionService } from '../../core/sessions/session.service.js';
import type { Log } from '../../core/log.ports.js';
import type { Translations } from '../../core/i18n.ports.js';
import type { FlagService } from '../../core/tools/flags.service.js';

/** What the Discord bot needs from the composition root: services and functions, never a store or the config. */
export interface DiscordDeps {
  log: Log;
  clock: Clock;
  commands: CommandServices;
  sessions: SessionService;
  limiter: RequestLimiter;
  /** Where attachments are saved before a job adopts them, and the most one may weigh. */
  tmpDir: string;
  maxUploadBytes: number;
  /** A tool's title for job messages (its slug when unknown). */
  toolTitle(slug: string): string;
  /** The tools that may follow a chain (`tool p=1`, one segment per step): autocomplete of `then`. */
  toolsAfter(segments: readonly string[]): ToolSummary[];
  /** Where a job this process keeps on screen is shown (who started it), or null. */
  targetOf(jobId: string): ChatTarget | null;
  /** Games with price alerts and their titles, to offer them in autocomplete from the start. */
  watchedGames(): Promise<Array<{ appid: number; title: string | null }>>;
  /** Hands the bot's delivery port and alert notifier to the chat core. */
  connect: ChatConnect;
  /** The bot can no longer post to a chat: its pending results are dropped, its watches disabled. */
  chatGone(target: ChatTarget, reason: string): Promise<void>;
  /** The server's tool switches, so a form offers no tool that would be refused. */
  flags: Pick<FlagService, 'checker'>;
  /** The languages the bot speaks (the interaction's locale chooses). */
  translations: Translations;
}

/** The settings the Discord bot is started with (src/bots/discord/env.ts and the fleet's sharding). */
export interface DiscordSettings {
  DISCORD_TOKEN?: string;
  DISCORD_APPLICATION_ID?: string;
  DISCORD_API_URL: string;
  DISCORD_SHARDS?: 'auto' | number;
  DISCORD_SHARD_IDS?: number[];
  DISCORD_COMPONENTS_V2?: boolean;
}
