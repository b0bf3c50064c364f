import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startTelegram } from '../../../src/bots/telegram/index.js';
import { createTelegramWebhook, type TelegramWebhook } from '../../../src/bots/telegram/webhook.js';
import { createChatServices, telegramDeps, type ChatServices } from '../../../src/app/chat.js';
import { createServices } from '../../../src/app/services.js';
import { startApp, type RunningApp } from '../../../src/app/run.js';
import { loadConfig } from '../../../src/config.js';
import { telegramWebhookSecret } from '../../../src/app/bots.js';
import { FakeBotApi } from './fake-bot-api.js';
import { TOKEN } from './harness.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Started extends RunningApp {
  chat: ChatServices;
  hook: TelegramWebhook | null;
  /** Starts the bot as the composition root does. */
  startBot(): ReturnType<typeof startTelegram>;
}

async function app(env: Record<string, string>, withWebhook = false): Promise<Started> {
  const dir = await mkdtemp(join(tmpdir(), 'gt-tg-start-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env });
  const services = await createServices(config);
  const chat = await createChatServices(services);
  const hook = withWebhook ? createTelegramWebhook(config, telegramWebhookSecret(services)) : null;
  const running = await startApp(services, { telegramHook: hook });
  cleanups.push(async () => {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return { ...running, chat, hook, startBot: () => startTelegram(telegramDeps(services, chat), config, hook) };
}

async function fakeApi(): Promise<FakeBotApi> {
  const api = await FakeBotApi.start(TOKEN);
  cleanups.push(() => api.stop());
  return api;
}

it('stays off without a token', async () => {
  const running = await app({});
  expect(await running.startBot()).toBeNull();
  expect(createTelegramWebhook(running.services.config, telegramWebhookSecret(running.services))).toBeNull();
});

it('a token the Bot API refuses stops the bot with a clear error; the HTTP API stays up', async () => {
  const api = await fakeApi();
  const running = await app({ TELEGRAM_BOT_TOKEN: '999:wrong', TELEGRAM_API_ROOT: api.url });
  await expect(running.startBot()).rejects.toThrow(
    'Telegram rejected TELEGRAM_BOT_TOKEN (401: Unauthorized); the Telegram bot stays off',
  );
  expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
  expect(api.callsTo('getUpdates')).toHaveLength(0);
});

/** The app in webhook mode (the bot not started yet), and a POST to its hook as Telegram sends one. */
async function webhookApp() {
  const api = await fakeApi();
  const running = await app(
    {
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: api.url,
      TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/telegram/hook',
      TELEGRAM_WEBHOOK_SECRET: 'sekret_123',
    },
    true,
  );
  const post = (update: unknown, secret?: string) =>
    fetch(`${running.url}/telegram/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
      body: JSON.stringify(update),
    });
  return { api, running, post };
}

it('with TELEGRAM_WEBHOOK_URL updates come through the Koa route, checked with the secret token', async () => {
  const { api, running, post } = await webhookApp();
  // Mounted before the bot starts: Telegram is told to come back later.
  expect((await post(api.webhookUpdate(80, '/help'), 'sekret_123')).status).toBe(503);

  const bot = await running.startBot();
  cleanups.push(async () => bot?.stop());
  const setWebhook = api.callsTo('setWebhook')[0].payload;
  expect(setWebhook).toMatchObject({ url: 'https://bot.example.com/telegram/hook', secret_token: 'sekret_123' });
  // The default list once, and once per other language of the catalogue (issue 36).
  expect(api.callsTo('setMyCommands').filter((c) => !(c.payload as { language_code?: string }).language_code)).toHaveLength(1);

  expect((await post(api.webhookUpdate(80, '/help'))).status).toBe(401);
  expect((await post(api.webhookUpdate(80, '/help'), 'wrong')).status).toBe(401);
  const ok = await post(api.webhookUpdate(80, '/help'), 'sekret_123');
  expect(ok.status).toBe(200);
  const reply = await api.waitFor(() => api.chatMessages(80)[0], 10_000, 'reply');
  expect(reply.text).toContain('<b>Commands</b>');
  expect(api.chatMessages(80)).toHaveLength(1);
  expect(api.callsTo('getUpdates')).toHaveLength(0);
});

it('in webhook mode an update Telegram posts again is handled once', async () => {
  const { api, running, post: postWith } = await webhookApp();
  const bot = await running.startBot();
  cleanups.push(async () => bot?.stop());
  const post = (update: unknown) => postWith(update, 'sekret_123');
  const update = api.webhookUpdate(81, '/help');
  // Telegram re-posts an update whose answer came late, sometimes while the first is still being handled.
  const statuses = await Promise.all([post(update), post(update), post(update)].map((p) => p.then((r) => r.status)));
  expect(statuses).toEqual([200, 200, 200]);
  expect((await post(update)).status).toBe(200);
  // A later update of the same chat is answered after the first, so once it is, the repeats were skipped.
  expect((await post(api.webhookUpdate(81, '/start'))).status).toBe(200);
  await api.waitFor(() => api.chatMessages(81).some((m) => m.text?.includes('Hello!')), 10_000, 'the /start answer');
  const texts = api.chatMessages(81).map((m) => m.text ?? '');
  expect(texts.filter((t) => t.startsWith('<b>Commands</b>'))).toHaveLength(1);
  expect(texts).toHaveLength(2);
});

it('a webhook Telegram refuses leaves the bot off and nothing of it running', async () => {
  const api = await fakeApi();
  const running = await app({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: api.url,
    TELEGRAM_WEBHOOK_URL: 'http://bot.example.com/hook',
  }, true);
  api.failOnce('setWebhook', { error_code: 400, description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook' });
  await expect(running.startBot()).rejects.toThrow(/HTTPS URL must be provided/);
  expect(running.chat.commands.watches.hasNotifiers()).toBe(false);
  expect(api.callsTo('getUpdates')).toHaveLength(0);
});
