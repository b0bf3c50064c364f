import { copyFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { DiscordDeps } from '../bots/discord/deps.js';
import type { TelegramDeps } from '../bots/telegram/deps.js';
import { detectedAs, detectFile } from '../tools/shared/detect.js';
import type { CommandServices } from '../../commands/command.js';
import { StickerJobs } from '../core/stickers/sticker-jobs.js';
import { FitJobs } from '../core/chat/fit-jobs.js';
import type { Services } from './services.js';
import { ChatJobs } from '../core/chat/chat-jobs.js';
import type { PriceLookup } from '../core/chat/chat.types.js';
import { DeadChats } from '../core/chat/dead-chats.js';
import { chatToolsAfter } from '../core/chat/next-tools.js';
import { fitRunFor } from '../core/chat/fit-tool.js';
import { ChatDelivery } from '../core/chat/delivery.service.js';
import type { DeliveryEvent, DeliveryJobs } from '../core/chat/delivery.ports.js';
import type { ChatConnect } from '../core/chat/chat-connect.ports.js';
import { chatKey, type ChatTarget } from '../core/chat/chat-target.js';
import type { OutboxStore } from '../core/chat/outbox.ports.js';
import { WatchService } from '../core/chat/watch.service.js';
import { WishlistService } from '../core/chat/wishlist.service.js';
import { LanguageChoices } from '../core/chat/language.service.js';
import type { WatchStore } from '../core/chat/watch.ports.js';
import { isAppError } from '../core/errors.js';
import { randomId } from '../core/ids.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { JobRecord } from '../core/jobs/job.types.js';
import type { Lifecycle } from './lifecycle.js';
import type { Logger } from '../logger.js';
import { withStoredResults } from './stored-results.js';

/**
 * What both bots share: the command services, delivery, and the dead-chat handling. Built once per process and
 * held by the root (and tests); each bot gets its own narrow view of it (`telegramDeps`, `discordDeps`).
 */
export interface ChatServices {
  commands: CommandServices;
  delivery: ChatDelivery;
  deadChats: DeadChats;
  outbox: OutboxStore;
  watchStore: WatchStore;
  /** Shared wishlists of servers and groups (issue 41, 4b): checked with the watches, alerted per platform. */
  wishlist: WishlistService;
  /** Resolves once every store write is on disk (shutdown). */
  flush(): Promise<void>;
  /**
   * A running bot hands over what it offers its platform (sending job messages, posting alerts): its jobs are
   * delivered and resumed, its watches alerted, until the answered function takes them back.
   */
  connect: ChatConnect;
}

export interface ChatOverrides {
  /** Replaces `services.prices` (tests). */
  prices?: PriceLookup;
}

/**
 * Builds the chat services over the job service: the outbox and watch stores (one file each, shared by both
 * bots), the watch service, chat job intake and the delivery service. The composition root calls it once and
 * hands the result to each bot.
 */
export async function createChatServices(services: Services, overrides: ChatOverrides = {}): Promise<ChatServices> {
  const { config, clock, log, jobs } = services;
  const logFn = leveledLog(log);
  // The engines' one outbox and one watch list, shared by both bots (and in a fleet by every bot process).
  const { chatOutbox: outbox, chatWatches: watchStore } = services.engines;
  const prices = overrides.prices ?? services.prices;
  const watches = new WatchService({ store: watchStore, prices, clock, gate: services.periodGate, log: logFn, lows: (game) => services.priceHistory.lows(game), charts: services.priceCharts });
  const deadChats = new DeadChats({ outbox, watches: watchStore, clock, log: logFn });
  const wishlist = new WishlistService({
    store: services.engines.chatWishlists,
    prices,
    clock,
    gate: services.periodGate,
    log: logFn,
    lows: (game) => services.priceHistory.lows(game),
    charts: services.priceCharts,
    onChatGone: async (key, reason) => {
      await deadChats.gone(key, reason);
      await services.deals.chatGone(key, reason);
    },
  });
  const delivery = new ChatDelivery({
    store: outbox,
    jobs: deliveryJobs(services),
    clock,
    deadChats,
    holder: `${hostname()}:${process.pid}:${randomId(6)}`,
    leaseMs: config.CHAT_DELIVERY_LEASE_S * 1000,
    retentionMs: config.JOB_TTL_S * 1000,
    log: logFn,
    onAttempt: (platform, outcome) => services.metrics?.chatDelivery(platform, outcome),
  });
  const chatJobs = new ChatJobs(jobs.intake, delivery, jobs.pipelines);
  // An upload through a one-time link becomes a chat job through the same submit as /convert (issue 40).
  services.uploadLinks.attachChat((req) => chatJobs.submit(req));
  return {
    commands: {
      jobs,
      chatJobs,
      tools: services.tools,
      prices,
      watches,
      charts: services.priceCharts,
      regional: services.regionalPrices,
      deals: services.deals,
      recipes: services.recipes,
      giveaways: services.giveaways,
      reminders: services.giveawayReminders,
      wishlist,
      languages: new LanguageChoices(services.engines.languages, services.translations),
      async resultAsInput(owner, jobId) {
        const out = await jobs.output(owner, jobId);
        const file = async () => {
          // A copy the intake adopts: the result itself stays, for its own download link.
          const local = await services.engines.files.localCopy(jobId, out.file, services.uploads.tmpDir);
          try {
            const tempPath = join(services.uploads.tmpDir, `fit-${randomId(12)}`);
            await copyFile(local.path, tempPath);
            return { tempPath, name: out.name, size: out.size };
          } finally {
            await local.release();
          }
        };
        return { file, mime: out.mime };
      },
      uploadLink: async (caller, opts) => {
        const link = await services.uploadLinks.issue({ kind: 'chat', owner: caller.owner, chat: caller.chat }, opts);
        return { url: `${services.config.BASE_URL}/u/${link.token}`, expiresAt: link.expiresAt };
      },
      stickers: new StickerJobs(chatJobs),
      fit: new FitJobs({
        chatJobs,
        tools: services.tools,
        checkRoom: (owner) => jobs.intake.checkRoom(owner),
        detect: detectFile,
        discard: (path) => rm(path, { force: true }),
      }),
    },
    delivery,
    deadChats,
    outbox,
    watchStore,
    wishlist,
    flush: () => services.engines.flush(),
    async connect(platform, ports) {
      watches.setNotifier(platform, ports.notify);
      services.deals.attach(platform, ports.deals ?? null);
      services.giveaways.attach(platform, ports.giveaways ?? null);
      services.giveawayReminders.attach(platform, ports.reminders ?? null);
      wishlist.attach(platform, ports.wishlist ?? null);
      services.bundles.attach(platform, ports.bundles ?? null);
      try {
        // The generic P cannot follow a port through a wrapper; the wrapper keeps its target type.
        const port = withStoredResults(ports.delivery, services.engines.files, services.uploads.tmpDir) as typeof ports.delivery;
        await delivery.attach(platform, port);
      } catch (err) {
        watches.setNotifier(platform, null);
        wishlist.attach(platform, null);
        await delivery.detach(platform).catch(() => undefined);
        throw err;
      }
      return async () => {
        watches.setNotifier(platform, null);
        services.deals.attach(platform, null);
        services.giveaways.attach(platform, null);
        services.giveawayReminders.attach(platform, null);
        wishlist.attach(platform, null);
        services.bundles.attach(platform, null);
        await delivery.detach(platform);
      };
    },
  };
}

/** The chat services' `log(level, msg, meta)` callbacks, written to the service's logger. */
export function leveledLog(log: Logger): (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void {
  return (level, msg, meta) => log[level](meta, msg);
}

/** The event of a job as it is now (restart recovery); a completed one carries its output's path. */
async function eventOf(jobs: JobService, job: JobRecord): Promise<DeliveryEvent | null> {
  switch (job.status) {
    case 'completed': {
      const out = await jobs.output(job.owner, job.id);
      return { type: 'completed', job, output: { path: out.path, file: out.file, name: out.name, mime: out.mime, size: out.size } };
    }
    case 'failed':
      return { type: 'failed', job, failure: { kind: job.failure ?? 'internal' } };
    case 'cancelled':
      return { type: 'cancelled', job };
    default:
      return { type: 'progress', job };
  }
}

function deliveryJobs(services: Services): DeliveryJobs {
  const { jobs } = services;
  return {
    subscribe: (listener) => jobs.notify.on('chat', (event) => listener(event)),
    async current(jobId, owner) {
      try {
        return await eventOf(jobs, await jobs.getRecord(owner, jobId));
      } catch (err) {
        if (isAppError(err) && err.code === 'not_found') return null;
        throw err;
      }
    },
    signedLink: (job) => services.signedDownloadUrl(job.id),
    fitTool: (mime) => fitRunFor(services.tools, mime)?.tool ?? null,
  };
}

/**
 * Starts the chat side's own passes (price-alert checks, re-tries of refused deliveries; 0 ms: none) once per
 * process, whichever bots run in it; the lifecycle stops them with the other background work.
 */
export function startChat(chat: ChatServices, every: { watchesMs: number; retriesMs: number }, lifecycle: Lifecycle): void {
  const { watches } = chat.commands;
  watches.start(every.watchesMs);
  chat.delivery.retryEvery(every.retriesMs);
  lifecycle.add('chat watches', 'background', () => watches.stop());
  lifecycle.add('chat delivery retries', 'background', () => chat.delivery.retryEvery(0));
  // Shared wishlists are checked as often as the watches, once per platform per fleet.
  chat.wishlist.start(every.watchesMs);
  lifecycle.add('chat wishlists', 'background', () => chat.wishlist.stop());
}

/** The Telegram bot's view: services and functions, never a store or the config. */
export function telegramDeps(services: Services, chat: ChatServices): TelegramDeps {
  return {
    log: services.log,
    clock: services.clock,
    timers: services.timers,
    commands: chat.commands,
    sessions: services.sessions,
    flags: services.flags,
    limiter: services.limiter,
    tmpDir: services.uploads.tmpDir,
    detectMime: async (path) => (await detectFile(path))?.mime ?? null,
    connect: chat.connect,
    chatGone: (target, reason) => chatGone(services, chat, target, reason),
    chatBack: (key) => chat.deadChats.revived(key),
    baseUrl: services.config.BASE_URL,
    deliveryIdle: () => chat.delivery.idle(),
    translations: services.translations,
  };
}

/** The Discord bot's view: services and functions, never a store or the config. */
export function discordDeps(services: Services, chat: ChatServices): DiscordDeps {
  return {
    log: services.log,
    clock: services.clock,
    commands: chat.commands,
    sessions: services.sessions,
    limiter: services.limiter,
    tmpDir: services.uploads.tmpDir,
    maxUploadBytes: services.config.MAX_UPLOAD_MB * 1024 * 1024,
    flags: services.flags,
    toolTitle: (slug) => services.tools.get(slug)?.title ?? slug,
    toolsAfter: (segments) => chatToolsAfter(services.tools, detectedAs, segments),
    targetOf: (jobId) => chat.delivery.targetOf(jobId),
    watchedGames: async () => (await chat.watchStore.list()).map((w) => ({ appid: w.appid, title: w.title })),
    connect: chat.connect,
    chatGone: (target, reason) => chatGone(services, chat, target, reason),
    translations: services.translations,
  };
}

/** A chat the bot can no longer write into: its watches, deliveries and deal follows all end, once. */
async function chatGone(services: Services, chat: ChatServices, target: ChatTarget | string, reason: string): Promise<void> {
  await chat.deadChats.gone(target, reason);
  await services.deals.chatGone(typeof target === 'string' ? target : chatKey(target), reason);
  await chat.wishlist.chatGone(typeof target === 'string' ? target : chatKey(target), reason);
}
