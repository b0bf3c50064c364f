import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTelegramBot } from '../../../src/bots/telegram/bot.js';
import { createChatServices, telegramDeps } from '../../../src/app/chat.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { FakeBotApi } from './fake-bot-api.js';
import { TOKEN } from './harness.js';

type Line = { level: 'warn' | 'info' | 'error'; obj: Record<string, unknown>; msg: string | undefined };

let api: FakeBotApi;
let app: TestApp;
beforeAll(async () => {
  api = await FakeBotApi.start(TOKEN);
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await api?.stop();
});

it('warns while the Bot API fails and says when it answers again', async () => {
  const lines: Line[] = [];
  const log = {
    warn: (obj: unknown, msg?: string) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    info: (obj: unknown, msg?: string) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    error: (obj: unknown, msg?: string) => lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  const chat = await createChatServices(app.services);
  // The first long poll meets a Bot API that answers 502 (Telegram behind a failing proxy); grammY retries it.
  api.failOnce('getUpdates', { error_code: 502, description: 'Bad Gateway' });
  const bot = createTelegramBot({ ...telegramDeps(app.services, chat), log }, { token: TOKEN, apiRoot: api.url });
  try {
    await bot.start();
    await expect
      .poll(() => lines.some((l) => l.msg === 'telegram Bot API unreachable; retrying'), { timeout: 20_000, interval: 50 })
      .toBe(true);
    // The retried long poll is held until an update comes (up to 30 s with Telegram): a message ends it.
    api.sendUserMessage(7, '/help');
    await expect
      .poll(() => lines.some((l) => l.msg === 'telegram Bot API answers again'), { timeout: 20_000, interval: 50 })
      .toBe(true);
    const warned = lines.filter((l) => l.msg === 'telegram Bot API unreachable; retrying');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ level: 'warn', obj: { topic: 'telegram-outage', method: 'getUpdates', reason: '502 Bad Gateway' } });
    const back = lines.find((l) => l.msg === 'telegram Bot API answers again')!;
    expect(back.obj.method).toBe('getUpdates');
    expect(lines.indexOf(back)).toBeGreaterThan(lines.indexOf(warned[0]));
    // Nothing in the lines carries the token.
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  } finally {
    await bot.stop();
  }
});
