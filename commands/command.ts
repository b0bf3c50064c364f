import { z } from 'zod';
import type { ChatJobs } from '../src/core/chat/chat-jobs.js';
import type { RecipeService } from '../src/core/pipelines/recipe.service.js';
import type { ChatCaller, PriceLookup } from '../src/core/chat/chat.types.js';
import type { WatchService } from '../src/core/chat/watch.service.js';
import type { WishlistService } from '../src/core/chat/wishlist.service.js';
import type { LanguageChoices } from '../src/core/chat/language.service.js';
import type { DealService } from '../src/core/deals/deal.service.js';
import type { GiveawayService } from '../src/core/giveaways/giveaway.service.js';
import type { GiveawayReminders } from '../src/core/giveaways/reminder.service.js';
import type { PriceCharts } from '../src/core/prices/history/chart.js';
import type { RegionalPrices } from '../src/core/prices/regional-prices.js';
import { AppError } from '../src/core/errors.js';
import type { JobService } from '../src/core/jobs/job.service.js';
import type { FetchFile } from '../src/core/jobs/job.types.js';
import type { ToolRegistry } from '../src/core/tools/tool.registry.js';
import type { StickerJobs } from '../src/core/stickers/sticker-jobs.js';
import type { FitJobs } from '../src/core/chat/fit-jobs.js';

/** The core services a chat command may call. */
export interface CommandServices {
  jobs: JobService;
  /** Chat job intake: admits a job with its chat target and hands it to delivery. */
  chatJobs: ChatJobs;
  tools: ToolRegistry;
  prices: PriceLookup;
  watches: WatchService;
  /** Price history charts (absent: cards go out without one, and /history says it is not available). */
  charts?: Pick<PriceCharts, 'chart'>;
  /** Steam prices across regions: `/price <game> regions` (absent: refused as unavailable). */
  regional?: Pick<RegionalPrices, 'compare'>;
  /** Deal announcements: `/deals`, `/follow`, `/following`, `/unfollow`. */
  deals: DealService;
  /** Free-to-keep giveaways: `/giveaways` (absent: refused as unavailable). */
  giveaways?: Pick<GiveawayService, 'open'>;
  /** Claim reminders: the giveaway buttons and `/unclaimed` (absent: refused as unavailable). */
  reminders?: Pick<GiveawayReminders, 'press' | 'unclaimed' | 'beforeHours'>;
  /** Saved pipelines: `/recipe save`, `/recipes`, and `/convert @name` (absent: refused). */
  recipes?: Pick<RecipeService, 'stepsFor' | 'save' | 'list'>;
  /** Shared wishlists of servers and groups: `/wishlist` and its Notify me / Stop buttons (absent: refused). */
  wishlist?: Pick<WishlistService, 'add' | 'remove' | 'list' | 'press'>;
  /** Languages chosen with `/language` (absent: refused, and every answer follows the platform's language). */
  languages?: LanguageChoices;
  /**
   * A one-time upload link for the caller in this chat (issue 40): `/upload`, and the answer to a file over what the
   * bot may download. Absent: refused as unavailable.
   */
  uploadLink?: (caller: ChatCaller, opts: { tool: string | null; params?: Record<string, string> }) => Promise<{ url: string; expiresAt: number }>;
  /**
   * A finished job's result of the owner as the input of another job (the "fit" button beside a result too large
   * for the chat); throws not_found for a job that is not theirs or is gone.
   */
  resultAsInput?: (owner: string, jobId: string) => Promise<{ file: FetchFile; mime: string }>;
  /** `/sticker`: platform-exact stickers and emoji, registered when made (absent: refused). */
  stickers?: Pick<StickerJobs, 'make'>;
  /** `/fit`: a file made again under a size, by the tool for its type (absent: refused). */
  fit?: Pick<FitJobs, 'make'>;
}

/** Everything a command runs with besides its arguments. */
export interface CommandContext {
  services: CommandServices;
  caller: ChatCaller;
  /**
   * Fetches the file the message carried or replied to (into `services.files.tmpDir`). Only commands with
   * `takesFile` look at it; the job intake calls it once it knows the job may go ahead and deletes what it
   * fetched, so a bot neither downloads a file that would be refused nor deletes one itself.
   */
  file?: FetchFile;
  /**
   * Every file sent with the command when there may be several (a Telegram album, Discord's `file`…`file5`), in
   * order, fetched the same way; `file` is then the first of them.
   */
  files?: readonly FetchFile[];
  /**
   * Whether the caller may change what the chat follows, as the platform says (Discord: Manage Channels;
   * Telegram: a group's administrators; a private chat is its user's). Absent: no.
   */
  mayManageChat?: () => Promise<boolean>;
  /** The platform says the file moves (video, animation, GIF); `/sticker` then makes a video sticker on Telegram. */
  fileMotion?: boolean;
  /** Discord: the member's and the bot's permissions on the interaction (null outside a server). */
  permissions?: { member: bigint | null; app: bigint | null };
  /** The words the caller sees for a tool (in their language): `/tools <words>` finds a tool by them too. */
  toolWords?: (tool: { slug: string; title: string; description: string; category: string }) => string;
}

/**
 * One chat command, shared by the Telegram and Discord bots: its name, the description shown in the
 * platform's command menu, typed arguments, and the single core call it makes. `run` returns data
 * (never text): each bot formats it in its own way.
 */
export interface CommandDefinition<A extends z.ZodObject = z.ZodObject, R = unknown, N extends string = string> {
  /** Lower-case, 1–32 characters of a-z, 0-9, _ (valid on both platforms). */
  name: N;
  /** Shown in the command menus; at most 100 characters (Discord's limit). */
  description: string;
  /** How to type it, e.g. `/price <appid or title> [region]`. */
  usage: string;
  /**
   * Named arguments. Each field's `.describe()` text becomes the Discord option description;
   * optional fields are optional options. Field order is the order of options.
   */
  args: A;
  /** Turns the free text after the command (text chats) into raw argument fields for `args`. */
  fromText(text: string): Record<string, unknown>;
  /** True when the command works on a file sent with it or replied to. */
  takesFile?: boolean;
  /** Most files it takes at once (default: as many as the platform offers). */
  maxFiles?: number;
  run(ctx: CommandContext, args: z.output<A>): Promise<R>;
}

/** Keeps the argument and result types of each command while letting the index hold them all. */
export function defineCommand<A extends z.ZodObject, R, const N extends string>(
  def: CommandDefinition<A, R, N>,
): CommandDefinition<A, R, N> {
  return def;
}

/** The result type of a command definition. */
export type CommandResult<C> = C extends CommandDefinition<z.ZodObject, infer R, string> ? R : never;

/**
 * Validates raw argument fields and runs the command. A bad argument throws
 * AppError('invalid_params', '<field>: <problem>', {field}); the command's own refusals are AppErrors too.
 */
export async function runCommand<A extends z.ZodObject, R>(
  def: CommandDefinition<A, R>,
  ctx: CommandContext,
  raw: Record<string, unknown>,
): Promise<R> {
  const parsed = def.args.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'arguments');
    // zod does not report the input, so "required" is decided from the raw field: NaN is given, yet invalid.
    const problem = issue.code === 'invalid_type' && raw[field] === undefined ? 'is required' : issue.message;
    throw new AppError('invalid_params', `${field}: ${problem}. Usage: ${def.usage}`, { field });
  }
  return def.run(ctx, parsed.data);
}

/** One argument as a platform's option list needs it (Discord slash-command options). */
export interface ArgOption {
  name: string;
  description: string;
  type: 'string' | 'integer' | 'number';
  required: boolean;
}

/** The command's arguments as option descriptions, in declaration order. */
export function argOptions(def: CommandDefinition): ArgOption[] {
  const schema = z.toJSONSchema(def.args, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; description?: string }>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, p]) => ({
    name,
    description: p.description ?? name,
    type: p.type === 'integer' ? 'integer' : p.type === 'number' ? 'number' : 'string',
    required: schema.required?.includes(name) ?? false,
  }));
}

/** Splits command text into words on whitespace. */
export function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}
