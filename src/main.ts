import { constants as osConstants, setPriority } from 'node:os';
import { loadConfigOrExit } from './config.js';
import { startDiscord } from './bots/discord/index.js';
import { createTelegramWebhook, startTelegram, type RunningTelegram } from './bots/telegram/index.js';
import { createChatServices, startChat } from './compose-chat.js';
import { createServices, startApp, type RunningApp } from './compose.js';
import { loadEnvFile } from './env-file.js';
import { createWebRouters } from './http/web/index.js';
import { chooseLogFormat, createLogger, type Logger } from './logger.js';
import { createLogScope } from './logging/log-scope.js';
import { startupLines, startupSummary, type BotState } from './startup-summary.js';

/** Composition root: configuration, services, HTTP, and the bots when their tokens are set. */
async function main(): Promise<void> {
  // Before the config is parsed, so the file's values count; real environment variables win.
  const envFile = loadEnvFile();
  const config = loadConfigOrExit();
  const format = chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY);
  const logScope = createLogScope();
  const log = createLogger(config.LOG_LEVEL, format, logScope);
  if (envFile) {
    log.info({ file: envFile.path, applied: envFile.applied.length, overriddenByEnv: envFile.shadowed }, `read settings from ${envFile.path}`);
  }
  // Before any thread exists: libuv's and libvips's threads take the niceness of the thread that starts them.
  if (config.ROLES.length === 1 && config.ROLES[0] === 'worker' && config.WORKER_NICE > 0) {
    setPriority(config.WORKER_NICE);
  }
  const services = await createServices(config, { logger: log, logScope });
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
  const roles = new Set(config.ROLES);
  // Built once and shared by both bots: one outbox, one watch store, one delivery service.
  const chat = await createChatServices(services);
  // Null unless TELEGRAM_WEBHOOK_URL and the token are set; the bot attaches to it once started.
  const telegramHook = roles.has('api') ? createTelegramWebhook(config) : null;
  let running;
  try {
    running = await startApp(services, [
      ...(roles.has('api') ? createWebRouters(services) : []),
      ...(telegramHook ? [telegramHook.router] : []),
    ]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      // One line a person can act on, instead of a stack trace.
      console.error(`gametools: port ${config.PORT} on ${config.HOST} is already in use; stop the other process or set PORT.`);
      process.exit(1);
    }
    throw err;
  }
  const { lifecycle } = running;
  // From here on a signal stops whatever has started, even a bot still starting (a Bot API that never answers).
  onSignals(running, config.SHUTDOWN_TIMEOUT_S * 1000, log);
  startChat(chat, { watchesMs: config.WATCH_INTERVAL_MIN * 60_000, retriesMs: config.CHAT_DELIVERY_RETRY_S * 1000 }, lifecycle);
  // The first PDF job should not pay for starting Node, tsx and mupdf.
  if (roles.has('worker')) services.toolEnv.pdf.prewarm(services.toolEnv.limits);
  // A bot that cannot start (bad token, unreachable API) is logged and left off; the HTTP API stays up. Its stop
  // is registered before it starts: a stop during the start waits for it for the bots' bounded time only.
  const bots: Record<string, BotState> = {};
  const startBot = async (name: string, start: () => Promise<(() => Promise<void>) | null>) => {
    const starting = start();
    lifecycle.add(name, 'bots', async () => (await starting.catch(() => null))?.());
    try {
      const stop = await starting;
      bots[name] = stop ? 'on' : 'off';
    } catch (err) {
      bots[name] = 'failed';
      if (!lifecycle.stopping) log.error({ err }, `${name} bot could not start; it stays off`);
    }
  };
  // Telegram hands each update to one receiver: by webhook any api process takes them; long polling must run
  // in exactly one process of the fleet, the holder of a Redis lease (another takes over if it dies). Every
  // bot process sends: results and alerts go out from whichever process claims them.
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_WEBHOOK_URL ? roles.has('api') : roles.has('bots')) {
    // Long polling goes to the engines' leader: at once when alone, the holder of a Redis lease in a fleet.
    const leaderPolls = Boolean(config.TELEGRAM_BOT_TOKEN && !config.TELEGRAM_WEBHOOK_URL);
    let telegram = null as RunningTelegram | null;
    await startBot('telegram', async () => {
      telegram = await startTelegram(services, chat, telegramHook, { poll: !leaderPolls });
      return telegram && (() => telegram!.stop());
    });
    const started: RunningTelegram | null = telegram;
    if (started && leaderPolls && !lifecycle.stopping) {
      const lead = services.engines.leader('telegram-polling', async () => {
        started.poll();
        log.info('telegram long polling runs in this process');
        return () => started.unpoll();
      });
      lifecycle.add('telegram polling lease', 'bots', () => lead.stop());
    }
  }
  if (roles.has('bots') && !lifecycle.stopping) await startBot('discord', () => startDiscord(services, chat));
  if (lifecycle.stopping) return;
  const facts = {
    config,
    listen: running.url,
    tools: services.tools.all().length,
    bots,
    priceSources: services.prices.sourceNames,
    metrics: running.metricsUrl,
  };
  if (format === 'pretty') log.info(startupLines(facts));
  else log.info(startupSummary(facts), 'started');
}

/**
 * The first SIGTERM or SIGINT stops everything within the deadline and exits (1 when a part overran or failed);
 * a second one exits at once. The deadline also holds when a stop hangs outside any part's reach.
 */
function onSignals(running: RunningApp, deadlineMs: number, log: Logger): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(128 + (osConstants.signals[signal] ?? 15));
    }
    stopping = true;
    log.info({ signal, deadlineS: deadlineMs / 1000 }, 'stopping');
    setTimeout(() => {
      log.error({}, 'stop overran its deadline; exiting');
      process.exit(1);
    }, deadlineMs + 1_000);
    running
      .stop(deadlineMs)
      .then((report) => {
        if (report.late.length || report.failed.length) {
          log.warn({ late: report.late, failed: report.failed.map((f) => ({ part: f.name, err: f.err })) }, 'stopped; some parts did not stop cleanly');
          process.exit(1);
        }
        log.info({}, 'stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('gametools could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
