import type { Clock } from '../../../src/core/clock.ports.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { startDiscordBot, type DiscordBot, type DiscordBotOptions } from '../../../src/bots/discord/bot.js';
import { createChatServices, discordDeps, startChat, type ChatServices } from '../../../src/app/chat.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { FakeDiscord, type FakeDiscordOptions, type RestCall } from './fake/server.js';
import type { InteractionContext } from './fake/interactions.js';
import { FakePriceUpstream, type FakeGame } from './fake/prices.js';

export const GUILD_ID = '300000000000000001';
export const CHANNEL_ID = '300000000000000002';

export const GAMES: FakeGame[] = [
  { appid: 620, title: 'Portal 2', regular: 9.99, steamPrice: 9.99, dealPrice: 1.99, lowest: 0.99, metacritic: 95 },
  { appid: 400, title: 'Portal', regular: 9.99, steamPrice: 9.99, dealPrice: 2.49, lowest: 0.99, metacritic: 90 },
  { appid: 1091500, title: 'Cyberpunk 2077', regular: 59.99, steamPrice: 29.99, dealPrice: 24.99, lowest: 17.99, metacritic: 86 },
];

/**
 * Holds every run of a real tool until the test releases it, reporting progress meanwhile, so a job can
 * be watched in `processing` (progress edits, Cancel). Unlike test/helpers/gate.ts it re-arms: each
 * release frees only the runs waiting at that moment.
 */
export function holdable(tool: ToolDefinition): { tool: ToolDefinition; release(): void; waiting(): number } {
  let waiters: Array<() => void> = [];
  return {
    tool: {
      ...tool,
      async run(ctx) {
        ctx.progress(40, 'waiting for the test');
        await new Promise<void>((resolve, reject) => {
          waiters.push(resolve);
          ctx.signal.addEventListener(
            'abort',
            () => {
              waiters = waiters.filter((w) => w !== resolve);
              reject(ctx.signal.reason);
            },
            { once: true },
          );
        });
        ctx.progress(80, 'encoding');
        return tool.run(ctx);
      },
    },
    release() {
      const now = waiters;
      waiters = [];
      now.forEach((w) => w());
    },
    waiting: () => waiters.length,
  };
}

export interface Harness {
  fake: FakeDiscord;
  prices: FakePriceUpstream;
  app: TestApp;
  chat: ChatServices;
  bot: DiscordBot;
  /** The held image-grayscale tool. */
  gate: ReturnType<typeof holdable>;
  /** An interaction context for a user in the test guild channel. */
  as(userId: string, extra?: Partial<InteractionContext>): InteractionContext;
  /** Starts a fresh bot on the same services (the old one must be stopped). */
  restartBot(): Promise<DiscordBot>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  /** `watchIntervalMs`: how often the root's price-alert checks run (WATCH_INTERVAL_MIN in production). */
  bot?: Partial<DiscordBotOptions> & { watchIntervalMs?: number };
  fake?: FakeDiscordOptions;
  /** The games the fake price sources know (GAMES when omitted). */
  games?: FakeGame[];
  /** The app's clock (the system clock when omitted); a JumpingClock lets a test outlive a token at once. */
  clock?: Clock;
}

/** A real app (own data dir), a fake Discord and fake price upstreams, and a real discord.js bot on them. */
export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const fake = await new FakeDiscord(opts.fake).start();
  fake.addChannel({ id: CHANNEL_ID, type: 0, guild_id: GUILD_ID, name: 'general' });
  const prices = await new FakePriceUpstream((opts.games ?? GAMES).map((g) => ({ ...g }))).start();
  const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
  const gate = holdable(grayscale);
  const app = await startTestApp(
    {
      DISCORD_TOKEN: fake.token,
      DISCORD_APPLICATION_ID: fake.applicationId,
      DISCORD_API_URL: fake.apiUrl,
      PRICE_CACHE_TTL_S: '0',
      ...prices.env,
      ...opts.env,
    },
    { tools: ALL_TOOLS.map((t) => (t.slug === grayscale.slug ? gate.tool : t)), clock: opts.clock },
  );
  const { watchIntervalMs = 60_000, ...botOpts } = opts.bot ?? {};
  const botOptions: DiscordBotOptions = {
    token: fake.token,
    applicationId: fake.applicationId,
    apiUrl: fake.apiUrl,
    editIntervalMs: 300,
    // The embed cards most suites read; test/bots/discord/components-v2.test.ts turns the layouts on.
    componentsV2: false,
    ...botOpts,
  };
  const chat = await createChatServices(app.services);
  startChat(chat, { watchesMs: watchIntervalMs, retriesMs: 0 }, app.lifecycle);
  let bot = await startDiscordBot(discordDeps(app.services, chat), botOptions);
  const harness: Harness = {
    fake,
    prices,
    app,
    chat,
    gate,
    get bot() {
      return bot;
    },
    as: (userId, extra = {}) => ({
      applicationId: fake.applicationId,
      user: { id: userId, username: `user${userId}` },
      channelId: CHANNEL_ID,
      guildId: GUILD_ID,
      ...extra,
    }),
    async restartBot() {
      bot = await startDiscordBot(discordDeps(app.services, chat), botOptions);
      return bot;
    },
    async close() {
      gate.release();
      await bot.stop().catch(() => undefined);
      await app.destroy();
      await fake.stop();
      await prices.stop();
    },
  };
  return harness;
}

/** Calls made with one interaction token, of one method. */
export function callsOf(fake: FakeDiscord, token: string, method?: string): RestCall[] {
  return fake.callsFor(token).filter((c) => !method || c.method === method);
}

/** The first embed of a call's body (interaction callbacks nest it under `data`). */
export function embedOf(call: RestCall): Record<string, unknown> {
  const body = (call.body?.data as Record<string, unknown> | undefined) ?? call.body ?? {};
  return ((body.embeds as Array<Record<string, unknown>> | undefined) ?? [])[0] ?? {};
}

export const isCallback = (token: string) => (c: RestCall) => c.method === 'POST' && c.path.endsWith(`/${token}/callback`);
export const isOriginalEdit = (token: string) => (c: RestCall) =>
  c.method === 'PATCH' && c.path.endsWith(`/${token}/messages/@original`) && c.status === 200;
export const isFollowUp = (token: string) => (c: RestCall) => c.method === 'POST' && c.path.endsWith(`/webhooks/${c.path.split('/')[2]}/${token}`);
