import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src/app/run.js';
import { createServices } from '../../../src/app/services.js';
import { loadConfig } from '../../../src/config.js';
import { until } from '../../helpers/processes.js';
import { FakeBotApi } from './fake-bot-api.js';
import { TOKEN } from './harness.js';

/**
 * Issue 35 item 3: Telegram webhooks in a fleet. Several api processes with one configuration and no
 * TELEGRAM_WEBHOOK_SECRET: Telegram keeps the secret the last of them set and posts each update to whichever
 * process the balancer picks, so every process must check the same secret. Two apps as `npm start` composes
 * them (src/app/run.ts), each on its own data folder, sharing only their settings.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const SHARED = {
  SESSION_SECRET: 'one-session-key-for-the-whole-fleet-0123456789',
  TELEGRAM_BOT_TOKEN: TOKEN,
  TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/telegram/hook',
};

async function apiProcess(api: FakeBotApi): Promise<RunningService> {
  const dir = await mkdtemp(join(tmpdir(), 'gt-tg-fleet-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PDF_WORKER_SPARE: 'false',
    TELEGRAM_API_ROOT: api.url,
    ...SHARED,
  });
  const running = await startService(await createServices(config));
  cleanups.push(async () => {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  });
  await until('the Telegram bot to be up', () => running.bots.find((b) => b.name === 'telegram')?.state().state === 'up', 30_000);
  return running;
}

it('two api processes without TELEGRAM_WEBHOOK_SECRET set the same secret, and both accept the updates Telegram posts', async () => {
  const api = await FakeBotApi.start(TOKEN);
  cleanups.push(() => api.stop());
  const a = await apiProcess(api);
  const b = await apiProcess(api);

  const secrets = api.callsTo('setWebhook').map((c) => c.payload.secret_token);
  expect(secrets).toHaveLength(2);
  expect(secrets[0]).toBe(secrets[1]);
  // Telegram's own rule for the secret: 1-256 of A-Z, a-z, 0-9, _ and -; and nothing a caller could guess.
  expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
  expect(secrets[0]).not.toContain(SHARED.SESSION_SECRET);
  // What Telegram holds now: the secret the later process set.
  const telegramHolds = String(secrets[1]);

  const post = (to: RunningService, update: unknown, secret: string) =>
    fetch(`${to.url}/telegram/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify(update),
    });
  expect((await post(a, api.webhookUpdate(90, '/help'), telegramHolds)).status).toBe(200);
  expect((await post(b, api.webhookUpdate(91, '/help'), telegramHolds)).status).toBe(200);
  expect((await post(a, api.webhookUpdate(92, '/help'), 'not-the-secret')).status).toBe(401);
  // Each process answered the update it took.
  for (const chat of [90, 91]) {
    const reply = await api.waitFor(() => api.chatMessages(chat)[0], 10_000, `the answer in chat ${chat}`);
    expect(reply.text).toContain('<b>Commands</b>');
  }
  expect(api.chatMessages(92)).toHaveLength(0);
}, 60_000);
