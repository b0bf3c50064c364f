import { loadConfigOrExit } from './config.js';
import { startDiscord } from './bots/discord/index.js';
import { createTelegramWebhook, startTelegram } from './bots/telegram/index.js';
import { createChatServices } from './compose-chat.js';
import { createServices, startApp } from './compose.js';
import { createWebRouters } from './http/web/index.js';
import { prewarmPdfWorker } from './tools/pdf/render.js';

/** Composition root: configuration, services, HTTP, and the bots when their tokens are set. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const services = await createServices(config);
  // The first PDF job should not pay for starting Node, tsx and mupdf.
  prewarmPdfWorker();
  const { log } = services;
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
  // Built once and shared by both bots: one outbox, one watch store, one delivery service.
  const chat = await createChatServices(services);
  // Null unless TELEGRAM_WEBHOOK_URL and the token are set; the bot attaches to it once started.
  const telegramHook = createTelegramWebhook(config);
  const running = await startApp(services, [...createWebRouters(services), ...(telegramHook ? [telegramHook.router] : [])]);
  log.info({ url: config.BASE_URL, listen: running.url, tools: services.tools.all().length }, 'HTTP API on');
  // A bot that cannot start (bad token, unreachable API) is logged and left off; the HTTP API stays up.
  const stopBots: Array<() => Promise<void>> = [];
  for (const [name, start] of [
    ['telegram', () => startTelegram(services, chat, telegramHook)],
    ['discord', () => startDiscord(services, chat)],
  ] as const) {
    try {
      const stop = await start();
      if (stop) stopBots.push(stop);
      log.info(`${name} bot ${stop ? 'on' : 'off (no token)'}`);
    } catch (err) {
      log.error({ err }, `${name} bot could not start; it stays off`);
    }
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    Promise.allSettled(stopBots.map((stop) => stop()))
      .then(() => running.stop())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
