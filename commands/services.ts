import type { Services } from '../src/compose.js';
import type { ChatPlatform, PriceLookup } from '../src/core/chat/chat.types.js';
import { DeliveryOutbox } from '../src/core/chat/outbox.js';
import { WatchService } from '../src/core/chat/watch.service.js';
import type { Logger } from '../src/logger.js';
import { LowOutboxStore } from '../src/storage/outbox.js';
import { LowWatchStore } from '../src/storage/watches.js';
import type { CommandServices } from './command.js';

/** What both bots share beyond `Services`: the command services and the one outbox file. */
export interface ChatServices {
  commands: CommandServices;
  outboxStore: LowOutboxStore;
  watchStore: LowWatchStore;
}

const shared = new WeakMap<Services, Promise<ChatServices>>();

/**
 * The chat services for one `Services` instance, built once and shared by the Telegram and Discord bots:
 * a single lowdb file each for watches and the outbox (two writers on one file would overwrite each other)
 * and a single WatchService (each bot registers its notifier with `setNotifier`; `start` is idempotent).
 * `prices` (tests) replaces `services.prices`.
 */
export function chatServices(services: Services, prices?: PriceLookup): Promise<ChatServices> {
  let built = shared.get(services);
  if (!built) {
    built = build(services, prices);
    shared.set(services, built);
    built.catch(() => shared.delete(services));
  }
  return built;
}

async function build(services: Services, prices: PriceLookup | undefined): Promise<ChatServices> {
  const [outboxStore, watchStore] = await Promise.all([
    LowOutboxStore.open(services.config.DATA_DIR),
    LowWatchStore.open(services.config.DATA_DIR),
  ]);
  const priceLookup = prices ?? services.prices;
  const watches = new WatchService({
    store: watchStore,
    prices: priceLookup,
    clock: services.clock,
    log: leveledLog(services.log),
  });
  return {
    commands: { jobs: services.jobs, tools: services.tools, prices: priceLookup, watches },
    outboxStore,
    watchStore,
  };
}

/** The chat services' `log(level, msg, meta)` callbacks, written to the service's logger. */
export function leveledLog(log: Logger): (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void {
  return (level, msg, meta) => log[level](meta, msg);
}

/** One platform's delivery outbox over the shared outbox file; settled entries live as long as their jobs. */
export function chatOutbox(services: Services, chat: ChatServices, platform: ChatPlatform): DeliveryOutbox {
  return new DeliveryOutbox({
    platform,
    store: chat.outboxStore,
    jobs: services.jobs,
    clock: services.clock,
    retentionMs: services.config.JOB_TTL_S * 1000,
    log: leveledLog(services.log),
    onAttempt: (p, outcome) => services.metrics?.chatDelivery(p, outcome),
  });
}
