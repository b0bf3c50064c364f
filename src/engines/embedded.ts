import { join } from 'node:path';
import { BetterJobQueue } from '../queue/better-queue.js';
import { MemoryJobEventBus } from '../queue/memory-event-bus.js';
import { alwaysRun } from '../core/period-gate.js';
import { createRateLimit } from '../limits/rate-limit.js';
import { createFailureLock } from '../limits/failure-lock.js';
import { LowApiWatches } from '../storage/api-watches.js';
import { LowAppStore } from '../storage/app-db.js';
import { holdDataFolder } from '../storage/data-lock.js';
import { LowJobStore } from '../storage/job-store.js';
import { LowOutboxStore } from '../storage/outbox.js';
import { LowPriceCache } from '../storage/price-cache.js';
import { LowPriceHistory } from '../storage/price-history.js';
import { LowWatchStore } from '../storage/watches.js';
import { LowApiFollowStore, LowDealPostStore, LowDealStore, LowFollowStore } from '../storage/deals.js';
import { LowGiveawayStore } from '../storage/giveaways.js';
import { LowBundleStore } from '../storage/bundles.js';
import { LowGiveawayReminderStore } from '../storage/giveaway-reminders.js';
import { LowRecipeStore } from '../storage/recipes.js';
import { LowLanguageStore } from '../storage/languages.js';
import { LowWishlistStore } from '../storage/wishlists.js';
import { MemoryStreamEventLog } from '../storage/stream-events.js';
import { LowUploadLinkStore } from '../storage/upload-links.js';
import { LowJobCallbacks } from '../storage/webhook-callbacks.js';
import { LowWebhookKeys } from '../storage/webhook-keys.js';
import { LowWebhookOutbox } from '../storage/webhook-outbox.js';
import type { EngineContext, Engines } from './engines.js';
import { openJobFiles } from './job-files.js';

/**
 * One process on files: lowdb documents in DATA_DIR, better-queue and in-process events. Every period and
 * every lead is this process's own.
 */
export async function openEmbeddedEngines({ config, clock, log }: EngineContext): Promise<Engines> {
  const dir = config.DATA_DIR;
  await holdDataFolder(dir);
  const appStore = await LowAppStore.open(dir, clock);
  // Alone on this DATA_DIR: uploads a crash cut off are never resumed, so the temp folder starts empty.
  const { files, reachable, close: closeFiles } = await openJobFiles(config, { sharedDisk: false, log });
  const jobStore = await LowJobStore.open(join(dir, 'jobs'), clock, (id, err) => log.warn({ id, err }, 'unreadable job record removed'));
  const priceCache = await LowPriceCache.open(dir, { clock });
  const priceHistory = await LowPriceHistory.open(dir, {
    onWriteError: (err) => log.warn({ err }, 'price history not written; retried with the next batch'),
    onUnreadable: (key) => log.warn({ key }, 'unreadable price history skipped'),
  });
  const chatOutbox = await LowOutboxStore.open(dir, clock, (id) => log.warn({ job: id }, 'unreadable outbox entry skipped'));
  const chatWatches = await LowWatchStore.open(dir, (which) => log.warn({ watch: which }, 'unreadable watch skipped'));
  const bad = (file: string) => (id: string) => log.warn({ file, id }, 'unreadable webhook record skipped');
  const recipes = await LowRecipeStore.open(dir, (which) => log.warn({ recipe: which }, 'unreadable recipe skipped'));
  const languages = await LowLanguageStore.open(dir);
  const chatWishlists = await LowWishlistStore.open(dir, (i) => log.warn({ file: 'wishlists.json', index: i }, 'unreadable wishlist row skipped'));
  const uploadLinks = await LowUploadLinkStore.open(dir, (id) => log.warn({ link: id }, 'unreadable upload link skipped'));
  const webhookStores = {
    outbox: await LowWebhookOutbox.open(dir, bad('webhook-outbox.json')),
    keys: await LowWebhookKeys.open(dir, bad('webhook-keys.json')),
    callbacks: await LowJobCallbacks.open(dir, bad('webhook-callbacks.json')),
    watches: await LowApiWatches.open(dir, bad('api-watches.json')),
  };
  const dealBad = (file: string) => (i: number) => log.warn({ file, index: i }, 'unreadable deal record skipped');
  const dealStores = {
    deals: await LowDealStore.open(dir, dealBad('deals.json')),
    follows: await LowFollowStore.open(dir, dealBad('deal-follows.json')),
    posts: await LowDealPostStore.open(dir, dealBad('deal-posts.json')),
    apiFollows: await LowApiFollowStore.open(dir, dealBad('deal-api-follows.json')),
  };
  const giveaways = await LowGiveawayStore.open(dir, (i) => log.warn({ file: 'giveaways.json', index: i }, 'unreadable giveaway skipped'));
  const giveawayReminders = await LowGiveawayReminderStore.open(dir, (i) => log.warn({ file: 'giveaway-reminders.json', index: i }, 'unreadable giveaway reminder skipped'));
  const bundles = await LowBundleStore.open(dir, (i) => log.warn({ file: 'bundles.json', index: i }, 'unreadable bundle skipped'));
  const flush = async () => {
    await Promise.all([
      ...Object.values(dealStores).map((s) => s.flush()),
      giveaways.flush(),
      bundles.flush(),
      giveawayReminders.flush(),
      jobStore.flush(),
      appStore.flush(),
      priceCache.flush(),
      priceHistory.flush(),
      chatOutbox.flush(),
      chatWatches.flush(),
      recipes.flush(),
      languages.flush(),
      chatWishlists.flush(),
      uploadLinks.flush(),
      ...Object.values(webhookStores).map((s) => s.flush()),
    ]);
  };
  return {
    jobStore,
    appStore,
    priceCache,
    priceHistory,
    chatOutbox,
    chatWatches,
    chatWishlists,
    webhookStores,
    dealStores,
    giveaways,
    giveawayReminders,
    bundles,
    recipes,
    languages,
    streamEvents: new MemoryStreamEventLog(clock),
    uploadLinks,
    queue: new BetterJobQueue(config.WORKER_CONCURRENCY, config.LIGHT_JOB_CONCURRENCY),
    sharedQueue: false,
    events: new MemoryJobEventBus((err) => log.error({ err }, 'job event listener failed')),
    rateLimit: ({ name, perMinute, onStoreError }) => createRateLimit({ name, perMinute, onStoreError }),
    failureLock: (spec) => createFailureLock({ ...spec, clock }),
    files,
    redelivery: null,
    onQueueBack: () => () => undefined,
    leader(_name, lead) {
      const started = lead();
      return { stop: async () => (await started)() };
    },
    periodGate: alwaysRun,
    refreshFlags: async () => undefined,
    linkSecret: await appStore.secret('download-links'),
    sessionSecret: await appStore.secret('session-ids'),
    // With files in a bucket there is an engine outside the process to depend on.
    ...(reachable ? { health: async () => ({ s3: await reachable() }) } : {}),
    flush,
    async close() {
      await flush();
      closeFiles();
    },
  };
}
