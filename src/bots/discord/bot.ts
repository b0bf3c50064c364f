import { Client, Events, GatewayIntentBits } from 'discord.js';
import { chatOutbox, chatServices, leveledLog } from '../../../commands/services.js';
import type { DeliveryOutbox } from '../../core/chat/outbox.js';
import type { Services } from '../../compose.js';
import { DISCORD_CDN_HOSTS, downloadAttachment } from './attachment.js';
import type { BotContext } from './context.js';
import { alertMessage } from './format/replies.js';
import { DiscordJobTracker } from './job-tracker.js';
import { DiscordMessenger } from './messenger.js';
import { installInteractionRouter } from './router.js';
import { readTarget } from './target.js';
import { TitleIndex } from './title-index.js';

export interface DiscordBotOptions {
  token: string;
  applicationId: string;
  /** REST base without version (DISCORD_API_URL); the gateway address comes from `/gateway/bot`. */
  apiUrl: string;
  /** Least time between two edits of a job's message; Discord's undocumented webhook limits suggest 3 s. */
  editIntervalMs?: number;
  /**
   * Gateway shards this process runs (discord.js internal sharding): `auto` for as many as Discord recommends,
   * or these shard ids out of `shardCount`. Unset: one connection.
   */
  shards?: { ids: 'auto' } | { ids: number[]; count: number };
  /** How long an interaction token is trusted before results go to the channel instead. */
  tokenTtlMs?: number;
  /** How often failed deliveries are retried. */
  outboxRetryMs?: number;
  /** Price-alert check interval; defaults to WATCH_INTERVAL_MIN. */
  watchIntervalMs?: number;
  /** Give up when the gateway has not said READY by then (bad token, unreachable gateway). */
  readyTimeoutMs?: number;
}

export interface DiscordBot {
  client: Client<true>;
  context: BotContext;
  outbox: DeliveryOutbox;
  stop(): Promise<void>;
}

/**
 * Logs in over the gateway, then wires interactions, job progress, result delivery (shared outbox) and
 * price alerts. Rejects, leaving nothing running, when Discord refuses the token or never gets ready.
 */
export async function startDiscordBot(services: Services, opts: DiscordBotOptions): Promise<DiscordBot> {
  const { config, log, clock } = services;
  const chat = await chatServices(services);
  // Guilds gives channel objects for alerts; slash commands need no privileged intent.
  const sharding = opts.shards ? (opts.shards.ids === 'auto' ? { shards: 'auto' as const } : { shards: opts.shards.ids, shardCount: opts.shards.count }) : {};
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: opts.apiUrl }, ...sharding });
  client.on(Events.Error, (err) => log.error({ err }, 'discord client error'));
  client.on(Events.Warn, (msg) => log.warn({ msg }, 'discord client warning'));
  client.rest.on('rateLimited', (info) => log.info({ route: info.route, retryAfter: info.retryAfter }, 'discord rate limit: request queued'));

  let ready: Client<true>;
  try {
    ready = await loginAndWait(client, opts.token, opts.readyTimeoutMs ?? 30_000);
  } catch (err) {
    await client.destroy();
    throw err;
  }

  const messenger = new DiscordMessenger({ client: ready, applicationId: opts.applicationId, clock, tokenTtlMs: opts.tokenTtlMs });
  const outbox = chatOutbox(services, chat, 'discord');
  const tracker = new DiscordJobTracker({
    jobs: services.jobs,
    tools: services.tools,
    outbox,
    pending: () => chat.outboxStore.list(),
    messenger,
    clock,
    downloadUrl: services.signedDownloadUrl,
    editIntervalMs: opts.editIntervalMs ?? 3000,
    log: leveledLog(log),
  });
  const titles = new TitleIndex({ prices: chat.commands.prices, log: (msg, meta) => log.warn(meta, msg) });
  const allowedHosts = new Set<string>([...DISCORD_CDN_HOSTS, new URL(opts.apiUrl).host]);
  const context: BotContext = {
    services: chat.commands,
    sessions: services.sessions,
    limiter: services.limiter,
    tracker,
    titles,
    clock,
    log,
    download: (att) =>
      downloadAttachment(att, { tmpDir: services.uploads.tmpDir, maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024, allowedHosts }),
  };
  installInteractionRouter(ready, context);

  const { watches } = chat.commands;
  for (const w of chat.watchStore.list()) titles.add(w.appid, w.title);
  watches.setNotifier('discord', async (alert) => {
    const target = readTarget(alert.watch.chat);
    if (!target) throw new Error(`watch ${alert.watch.id} has no Discord target`);
    titles.addFrom(alert);
    await messenger.post(target, alertMessage(alert, target.userId));
  });
  watches.start(opts.watchIntervalMs ?? config.WATCH_INTERVAL_MIN * 60_000);
  try {
    await tracker.start(opts.outboxRetryMs);
  } catch (err) {
    watches.setNotifier('discord', null);
    await tracker.stop().catch(() => undefined);
    await client.destroy();
    throw err;
  }
  log.info({ user: ready.user.tag }, 'discord bot ready');

  return {
    client: ready,
    context,
    outbox,
    async stop() {
      watches.setNotifier('discord', null);
      await tracker.stop();
      await client.destroy();
    },
  };
}

async function loginAndWait(client: Client, token: string, timeoutMs: number): Promise<Client<true>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<Client<true>>((resolve, reject) => {
    client.once(Events.ClientReady, resolve);
    timer = setTimeout(() => reject(new Error(`Discord did not get ready within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  // Observed below; a timeout while login is still pending must not count as unhandled.
  ready.catch(() => undefined);
  try {
    await client.login(token);
    return await ready;
  } finally {
    clearTimeout(timer);
  }
}
