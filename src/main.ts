import { loadConfigOrExit } from './config.js';
import { startDiscord } from './bots/discord/index.js';
import { startTelegram } from './bots/telegram/index.js';
import { createTelegramWebhookRouter } from './bots/telegram/webhook.js';
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
  const roles = new Set(config.ROLES);
  // Null unless TELEGRAM_WEBHOOK_URL and the token are set; the bot attaches to it once started.
  const telegramHook = roles.has('api') ? createTelegramWebhookRouter(services) : null;
  const running = await startApp(services, [
    ...(roles.has('api') ? createWebRouters(services) : []),
    ...(telegramHook ? [telegramHook] : []),
  ]);
  log.info(
    { roles: config.ROLES, url: config.BASE_URL, listen: running.url || null, tools: services.tools.all().length, fleet: Boolean(services.fleet) },
    roles.has('api') ? 'HTTP API on' : 'started without HTTP',
  );
  // A bot that cannot start (bad token, unreachable API) is logged and left off; the HTTP API stays up.
  const stopBots: Array<() => Promise<void>> = [];
  const startBot = async (name: string, start: (s: typeof services) => Promise<(() => Promise<void>) | null>) => {
    try {
      const stop = await start(services);
      if (stop) stopBots.push(stop);
      log.info(`${name} bot ${stop ? 'on' : 'off (no token)'}`);
    } catch (err) {
      log.error({ err }, `${name} bot could not start; it stays off`);
    }
  };
  // Telegram hands each update to one receiver: by webhook any api process takes them; long polling must run
  // in exactly one process of the fleet, the holder of a Redis lease (another takes over if it dies).
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_WEBHOOK_URL ? roles.has('api') : roles.has('bots')) {
    if (services.fleet && config.TELEGRAM_BOT_TOKEN && !config.TELEGRAM_WEBHOOK_URL) {
      const lead = services.fleet.leader('telegram-polling', async () => {
        const stop = await startTelegram(services);
        log.info('telegram bot on (long polling in this process)');
        return stop ?? (async () => undefined);
      });
      stopBots.push(() => lead.stop());
    } else {
      await startBot('telegram', startTelegram);
    }
  }
  if (roles.has('bots')) await startBot('discord', startDiscord);

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
