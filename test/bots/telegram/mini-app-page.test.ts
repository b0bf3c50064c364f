import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatched } from '../../helpers/browser-page.js';
import { twoColourPng } from '../../helpers/images.js';
import { launchFields, signedInitData } from '../../helpers/telegram-init-data.js';
import { createChatServices, startChat, telegramDeps } from '../../../src/app/chat.js';
import { createTelegramBot, type TelegramBotHandle } from '../../../src/bots/telegram/bot.js';
import { startWebApp, type WebTestApp } from '../../http/web/helpers/web-app.js';
import { FakeBotApi } from './fake-bot-api.js';
import { TOKEN } from './harness.js';

/**
 * Issue 40, the page's side of the Mini App, in a real browser: opened as Telegram opens it (launch data and theme in
 * the address fragment, Telegram's event proxy on `window`), it follows the theme, shows the back button away from
 * its first page, turns into the Telegram user's session, and a file converted on it comes back in the chat.
 */

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];
const USER = 7373;
const THEME = { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5', hint_color: '#708499', button_color: '#5288c1', button_text_color: '#ffffff' };

/** The app with its web pages (the bot harness has none), a fake Bot API, and the Telegram bot delivering to it. */
let h: { app: WebTestApp; api: FakeBotApi; bot: TelegramBotHandle };
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run .ci/install-browser.sh (apt-get install -y chromium)`);
  const api = await FakeBotApi.start(TOKEN);
  const app = await startWebApp({ env: { TELEGRAM_BOT_TOKEN: TOKEN } });
  const chat = await createChatServices(app.services);
  startChat(chat, { watchesMs: 3_600_000, retriesMs: 0 }, app.lifecycle);
  const bot = createTelegramBot(telegramDeps(app.services, chat), { token: TOKEN, apiRoot: api.url });
  await bot.start();
  h = { app, api, bot };
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await h?.bot.stop();
  await h?.app.destroy();
  await h?.api.stop();
});

/** The fragment Telegram appends to the Mini App's address. */
function launchFragment(initData: string): string {
  return new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: JSON.stringify(THEME) }).toString();
}

describe('the page inside Telegram', () => {
  it('follows the theme and the back button, becomes the user\'s session, and its job\'s result arrives in the chat', async () => {
    const context = await browser.newContext({ baseURL: h.app.url });
    // Telegram's mobile apps expose this object to the page; it records what the page asks of Telegram.
    await context.addInitScript(() => {
      const w = window as unknown as { telegramEvents: Array<[string, unknown]>; TelegramWebviewProxy: unknown };
      w.telegramEvents = [];
      w.TelegramWebviewProxy = { postEvent: (type: string, data: string) => w.telegramEvents.push([type, JSON.parse(data)]) };
    });
    try {
      const initData = signedInitData(TOKEN, launchFields(USER, Date.now(), 'de'));
      const page = await openWatched(context, `/#${launchFragment(initData)}`, problems);
      await page.waitForSelector('.telegram-note:not([hidden])');
      // The signed data leaves the address bar.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.evaluate(() => document.documentElement.classList.contains('telegram-app'))).toBe(true);
      const colours = await page.evaluate(() => {
        const css = getComputedStyle(document.documentElement);
        return { bg: css.getPropertyValue('--bg').trim(), accent: css.getPropertyValue('--accent').trim(), body: getComputedStyle(document.body).backgroundColor };
      });
      expect(colours).toEqual({ bg: '#232e3c', accent: '#5288c1', body: 'rgb(35, 46, 60)' });
      const events = () => page.evaluate(() => (window as unknown as { telegramEvents: Array<[string, unknown]> }).telegramEvents);
      expect(await events()).toEqual(expect.arrayContaining([['web_app_ready', {}], ['web_app_setup_back_button', { is_visible: false }]]));
      const cookie = (await context.cookies()).find((c) => c.name === 'tgs');
      expect(cookie?.httpOnly).toBe(true);

      // A tool page opened from there: Telegram's back button shows, and pressing it goes back.
      await Promise.all([page.waitForURL('**/tools/image-grayscale'), page.goto('/tools/image-grayscale')]);
      expect(await events()).toContainEqual(['web_app_setup_back_button', { is_visible: true }]);
      await page.setInputFiles('#file', { name: 'from telegram.png', mimeType: 'image/png', buffer: await twoColourPng(24, 16) });
      await page.click('#start');
      await page.waitForSelector('#job-result:not([hidden])');

      const sent = await h.api.waitFor(() => h.api.chatMessages(USER).find((m) => m.document), 15_000, 'the result in the chat');
      const meta = await sharp(sent.document!.data).metadata();
      expect([meta.width, meta.height]).toEqual([24, 16]);
      const owner = h.app.services.sessions.ownerForChat('telegram', USER);
      expect((await h.app.services.jobs.list(owner, 5)).map((j) => j.tool)).toEqual(['image-grayscale']);

      // The result's preview settles before the page is left, so no load is cut off half way.
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('#preview-media');
        return img === null || (img.complete && img.naturalWidth > 0);
      });
      await Promise.all([page.waitForURL(`${h.app.url}/`), page.evaluate(() => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }).Telegram.WebView.receiveEvent('back_button_pressed'))]);
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with launch data that fails the check, stays an ordinary page', async () => {
    const context = await browser.newContext({ baseURL: h.app.url });
    try {
      const forged = signedInitData('111111:SOMEONE-elses_token', launchFields(USER, Date.now()));
      const page = await openWatched(context, `/#${launchFragment(forged)}`, problems);
      // The page asked (and was refused) before this line may run: its own timing record says it did.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/telegram/session')));
      expect(await page.isHidden('.telegram-note')).toBe(true);
      expect((await context.cookies()).some((c) => c.name === 'tgs')).toBe(false);
    } finally {
      await context.close();
    }
  });
});
