import { discordGuildExpressions } from './guild-expressions.js';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { DiscordDeps } from './deps.js';
import { discordDealMessenger } from './deal-messenger.js';
import { discordGiveawayMessenger, discordReminderMessenger } from './giveaway-messenger.js';
import { discordBundleMessenger } from './bundle-messenger.js';
import { discordWishlistMessenger } from './wishlist-messenger.js';
import type { ChatTarget } from '../../core/chat/chat-target.js';
import type { Follow } from '../../core/deals/deal.types.js';
import { chatLanguageKey } from '../../core/chat/language.service.js';
import type { Translator } from '../../core/i18n.ports.js';
import { DISCORD_CDN_HOSTS, downloadAttachment } from './attachment.js';
import type { BotContext, OpenForm } from './context.js';
import { PendingChoices } from '../pending-choices.js';
import { DiscordDelivery } from './delivery.js';
import { alertMessage } from './format/replies.js';
import { DiscordMessenger } from './messenger.js';
import { installInteractionRouter } from './router.js';
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
  /** Give up when the gateway has not said READY by then (bad token, unreachable gateway). */
  readyTimeoutMs?: number;
  /** Cards, history and deal posts as Components V2 layouts (default), else embeds; a refused layout falls back. */
  componentsV2?: boolean;
  /** Gives the start up (a stop, or the root's own bound): the client is destroyed and the start rejects. */
  signal?: AbortSignal;
}

export interface DiscordBot {
  client: Client<true>;
  context: BotContext;
  stop(): Promise<void>;
}

/**
 * Logs in over the gateway, then wires interactions, job progress, result delivery (shared outbox) and
 * price alerts. Rejects, leaving nothing running, when Discord refuses the token or never gets ready.
 */
export async function startDiscordBot(deps: DiscordDeps, opts: DiscordBotOptions): Promise<DiscordBot> {
  const { log, clock } = deps;
  // Guilds gives channel objects for alerts; slash commands need no privileged intent.
  const sharding = opts.shards ? (opts.shards.ids === 'auto' ? { shards: 'auto' as const } : { shards: opts.shards.ids, shardCount: opts.shards.count }) : {};
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: opts.apiUrl }, ...sharding });
  client.on(Events.Error, (err) => log.error({ err }, 'discord client error'));
  client.on(Events.Warn, (msg) => log.warn({ msg }, 'discord client warning'));
  client.rest.on('rateLimited', (info) => log.info({ route: info.route, retryAfter: info.retryAfter }, 'discord rate limit: request queued'));

  let ready: Client<true>;
  try {
    ready = await loginAndWait(client, opts.token, opts.readyTimeoutMs ?? 30_000, opts.signal);
  } catch (err) {
    await client.destroy();
    throw err;
  }

  const messenger = new DiscordMessenger({ client: ready, applicationId: opts.applicationId, clock, tokenTtlMs: opts.tokenTtlMs });
  const delivery = new DiscordDelivery({
    messenger,
    titleOf: (slug) => deps.toolTitle(slug),
    translations: deps.translations,
    editIntervalMs: opts.editIntervalMs ?? 3000,
    expressions: discordGuildExpressions(ready.rest),
  });
  const titles = new TitleIndex({ prices: deps.commands.prices, log: (msg, meta) => log.warn(meta, msg) });
  const allowedHosts = new Set<string>([...DISCORD_CDN_HOSTS, new URL(opts.apiUrl).host]);
  const context: BotContext = {
    services: deps.commands,
    sessions: deps.sessions,
    limiter: deps.limiter,
    starterOf: (jobId) => {
      const target = deps.targetOf(jobId);
      return target?.platform === 'discord' ? target.userId : null;
    },
    titles,
    clock,
    log,
    toolsAfter: (segments) => deps.toolsAfter(segments),
    download: (att) =>
      downloadAttachment(att, { tmpDir: deps.tmpDir, maxBytes: deps.maxUploadBytes, allowedHosts }),
    maxUploadBytes: deps.maxUploadBytes,
    layouts: opts.componentsV2 ?? true,
    enabledTools: async (list) => {
      const disabled = await deps.flags.checker();
      return list.filter((t) => disabled(t.slug, t.category, t.kind) === null);
    },
    // A form is on screen for as long as Discord keeps an interaction's token (15 minutes).
    openForms: new PendingChoices<OpenForm>(15 * 60_000, 2000, () => clock.now()),
    translations: deps.translations,
  };
  installInteractionRouter(ready, context);

  for (const game of await deps.watchedGames()) titles.add(game.appid, game.title);
  // A channel's deal and giveaway posts come in the channel's /language choice, else the language the follow was
  // made in, else the server's preferred one.
  const followWords = async (follow: Follow, guildLocale: string | null): Promise<Translator> => {
    const chosen = deps.commands.languages ? await deps.commands.languages.chosen([chatLanguageKey(follow.chat)]) : null;
    return deps.translations.translator(deps.translations.pick([chosen, follow.chat.locale, guildLocale]));
  };
  // A channel's wishlist alerts likewise: its /language choice, else the language the game was added in.
  const chatWords = async (chat: ChatTarget, guildLocale: string | null): Promise<Translator> => {
    const chosen = deps.commands.languages ? await deps.commands.languages.chosen([chatLanguageKey(chat)]) : null;
    return deps.translations.translator(deps.translations.pick([chosen, chat.locale, guildLocale]));
  };
  let disconnect: () => Promise<void>;
  try {
    disconnect = await deps.connect('discord', {
      delivery,
      deals: discordDealMessenger(ready, (err) => delivery.isDeadChat(err), opts.componentsV2 ?? true, followWords),
      giveaways: discordGiveawayMessenger(ready, (err) => delivery.isDeadChat(err), followWords),
      reminders: discordReminderMessenger(ready, deps.translations),
      wishlist: discordWishlistMessenger(ready, (err) => delivery.isDeadChat(err), chatWords),
      bundles: discordBundleMessenger(ready, (err) => delivery.isDeadChat(err), followWords),
      notify: async (alert) => {
        const target = alert.watch.chat;
        if (target.platform !== 'discord') throw new Error(`watch ${alert.watch.id} has no Discord target`);
        titles.addFrom(alert);
        try {
          await messenger.post(target, alertMessage(alert, target.userId, deps.translations.translator(target.locale)));
        } catch (err) {
          if (delivery.isDeadChat(err)) await deps.chatGone(target, err instanceof Error ? err.message : String(err));
          throw err;
        }
      },
    });
  } catch (err) {
    await client.destroy();
    throw err;
  }
  log.info({ user: ready.user.tag }, 'discord bot ready');

  return {
    client: ready,
    context,
    async stop() {
      await disconnect();
      await client.destroy();
    },
  };
}

async function loginAndWait(client: Client, token: string, timeoutMs: number, signal?: AbortSignal): Promise<Client<true>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const ready = new Promise<Client<true>>((resolve, reject) => {
    client.once(Events.ClientReady, resolve);
    timer = setTimeout(() => reject(new Error(`Discord did not get ready within ${timeoutMs / 1000} s`)), timeoutMs);
    onAbort = () => reject(signal?.reason instanceof Error ? signal.reason : new Error('discord start given up'));
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  // Observed below; a timeout while login is still pending must not count as unhandled.
  ready.catch(() => undefined);
  try {
    // Login itself may wait on a REST call that never answers: the give-up ends the wait, the caller the client.
    await Promise.race([client.login(token), ready]);
    return await ready;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
