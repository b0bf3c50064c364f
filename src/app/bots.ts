import { createHmac } from 'node:crypto';
import { discordTokenRefused, startDiscord } from '../bots/discord/index.js';
import { startTelegram, TelegramTokenError, type RunningTelegram } from '../bots/telegram/index.js';
import type { TelegramWebhook } from '../bots/telegram/webhook.js';
import type { Readiness } from '../health/readiness.js';
import { BotRunner, botStateText, type BotSpec } from './bot-runner.js';
import { discordDeps, telegramDeps, type ChatServices } from './chat.js';
import type { Lifecycle } from './lifecycle.js';
import type { Services } from './services.js';

/**
 * The secret Telegram sends with each webhook update when TELEGRAM_WEBHOOK_SECRET is unset: an HMAC of the
 * session key under a fixed label, so every process of a fleet (one SESSION_SECRET, or the one the shared store
 * keeps) checks the same secret whichever of them told Telegram, and nothing else can be learnt from it.
 */
export function telegramWebhookSecret(services: Pick<Services, 'config' | 'engines'>): string {
  const key = services.config.SESSION_SECRET ?? services.engines.sessionSecret;
  return createHmac('sha256', key).update('gametools telegram webhook secret v1').digest('base64url');
}

/** Which bots this process runs, each as the runner starts it (one attempt at a time). */
function botSpecs(services: Services, chat: ChatServices, hook: TelegramWebhook | null): BotSpec[] {
  const { config, engines, log } = services;
  const roles = new Set(config.ROLES);
  const specs: BotSpec[] = [];
  // Telegram hands each update to one receiver: by webhook any api process takes them; long polling must run
  // in exactly one process of the fleet, the holder of a lease (another takes over if it dies). Every bot
  // process sends: results and alerts go out from whichever process claims them.
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_WEBHOOK_URL ? roles.has('api') : roles.has('bots')) {
    const leaderPolls = Boolean(config.TELEGRAM_BOT_TOKEN && !config.TELEGRAM_WEBHOOK_URL);
    specs.push({
      name: 'telegram',
      configured: Boolean(config.TELEGRAM_BOT_TOKEN),
      permanent: (err) => err instanceof TelegramTokenError,
      async start(signal) {
        const telegram: RunningTelegram | null = await startTelegram(telegramDeps(services, chat), config, hook, { poll: !leaderPolls, signal });
        if (!telegram) return null;
        if (!leaderPolls) return () => telegram.stop();
        // Long polling goes to the engines' leader: at once when alone, the holder of a lease in a fleet.
        const lead = engines.leader('telegram-polling', async () => {
          telegram.poll();
          log.info('telegram long polling runs in this process');
          return () => telegram.unpoll();
        });
        return async () => {
          await lead.stop();
          await telegram.stop();
        };
      },
    });
  }
  if (roles.has('bots')) {
    specs.push({
      name: 'discord',
      configured: Boolean(config.DISCORD_TOKEN),
      permanent: discordTokenRefused,
      start: (signal) => startDiscord(discordDeps(services, chat), config, signal),
    });
  }
  return specs;
}

/**
 * Starts every bot of this process, each on its own (src/app/bot-runner.ts): none waits for another, HTTP never
 * waits for any. Each is registered to stop with the bots, and reported by /readyz beside the other checks,
 * never deciding readiness: a platform out of reach must not take the HTTP API out of a balancer.
 */
export function startBots(
  services: Services,
  chat: ChatServices,
  hook: TelegramWebhook | null,
  lifecycle: Lifecycle,
  readiness: Readiness,
): BotRunner[] {
  const runners = botSpecs(services, chat, hook).map(
    (spec) =>
      new BotRunner(spec, {
        attemptMs: services.config.BOT_START_TIMEOUT_S * 1000,
        now: () => services.clock.now(),
        timers: services.timers,
        log: services.log,
      }),
  );
  for (const runner of runners) {
    lifecycle.add(runner.name, 'bots', () => runner.stop());
    readiness.add(
      `bot:${runner.name}`,
      () => {
        const s = runner.state();
        return { ok: s.state === 'up' || s.state === 'off', state: s.state, detail: botStateText(s) + ('reason' in s ? `: ${s.reason}` : '') };
      },
      { decides: false },
    );
    runner.start();
  }
  return runners;
}

/** Each bot's state as the start-up summary shows it. */
export function botStates(runners: readonly BotRunner[]): Record<string, string> {
  return Object.fromEntries(runners.map((r) => [r.name, botStateText(r.state())]));
}
