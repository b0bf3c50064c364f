import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChatServices, startChat, telegramDeps, type ChatServices } from '../../../src/app/chat.js';
import { createTelegramBot, type TelegramBotHandle, type TelegramBotOptions } from '../../../src/bots/telegram/bot.js';
import type { Overrides } from '../../../src/app/services.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { FakeBotApi } from './fake-bot-api.js';
import { startPriceWorld, type PriceWorld } from './price-world.js';

export const TOKEN = '123456:TEST-token_abc';

export interface Harness {
  api: FakeBotApi;
  world: PriceWorld;
  app: TestApp;
  chat: ChatServices;
  bot: TelegramBotHandle;
  dataDir: string;
  /** Stops bot and app (keeping the data folder), then starts both again on it. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** `watchIntervalMs`: how often the root's price-alert checks run (WATCH_INTERVAL_MIN in production). */
  bot?: Partial<TelegramBotOptions> & { watchIntervalMs?: number };
  overrides?: Overrides;
  env?: Record<string, string>;
  /** Seconds the price service keeps answers (0: every lookup reaches the fakes). */
  priceTtlS?: number;
  /** What the app serves besides the API (the web pages: `() => ({ web: {} })`). */
  http?: Parameters<typeof startTestApp>[3];
}

/** A real app (temp DATA_DIR), real price service over fake sources, and a real grammY bot on the fake Bot API. */
export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const api = await FakeBotApi.start(TOKEN);
  const world = await startPriceWorld(opts.priceTtlS);
  const dataDir = await mkdtemp(join(tmpdir(), 'gt-tg-'));
  const boot = async () => {
    const app = await startTestApp({ JOB_TTL_S: '3600', ...opts.env }, opts.overrides, dataDir, opts.http);
    const { watchIntervalMs = 3_600_000, ...botOpts } = opts.bot ?? {};
    const chat = await createChatServices(app.services, { prices: world.prices });
    startChat(chat, { watchesMs: watchIntervalMs, retriesMs: 0 }, app.lifecycle);
    const bot = createTelegramBot(telegramDeps(app.services, chat), {
      token: TOKEN,
      apiRoot: api.url,
      ...botOpts,
    });
    await bot.start();
    return { app, chat, bot };
  };
  const shutdown = async (h: Pick<Harness, 'app' | 'bot'>) => {
    await h.bot.stop();
    await h.app.close();
  };
  const harness: Harness = {
    api,
    world,
    dataDir,
    ...(await boot()),
    async restart() {
      await shutdown(harness);
      Object.assign(harness, await boot());
    },
    async close() {
      await shutdown(harness);
      await api.stop();
      await world.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
