import { InlineKeyboard, type Api, type Context } from 'grammy';
import type { Translator } from '../../core/i18n.ports.js';
import type { Log } from '../../core/log.ports.js';

/**
 * The web pages as a Telegram Mini App: the same pages, opened inside Telegram, where they read Telegram's signed
 * launch data and act for the user (see POST /api/telegram/session). Telegram opens only HTTPS pages as a Mini App,
 * so without an https BASE_URL there is no menu button and no app button.
 */
export function miniAppUrl(baseUrl: string, path = '/'): string | null {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:') return null;
  return new URL(path, base).toString();
}

/**
 * The bot's menu button in every private chat opens the tool pages. A refusal is logged and the bot carries on: the
 * commands work without it.
 */
export async function setMenuButton(api: Api, baseUrl: string, tr: Translator, log: Log): Promise<void> {
  const url = miniAppUrl(baseUrl);
  if (!url) return;
  try {
    await api.setChatMenuButton({ menu_button: { type: 'web_app', text: tr.t('tg-app-menu'), web_app: { url } } });
  } catch (err) {
    log.warn({ err }, 'telegram: the menu button could not be set to the Mini App');
  }
}

/**
 * A button opening one page inside Telegram. Telegram allows such buttons only in a private chat with the bot, so
 * anywhere else (and without an https BASE_URL) there is none.
 */
export function appButton(ctx: Context, baseUrl: string, text: string, path: string): { reply_markup: InlineKeyboard } | Record<string, never> {
  const url = miniAppUrl(baseUrl, path);
  if (!url || ctx.chat?.type !== 'private') return {};
  return { reply_markup: new InlineKeyboard().webApp(text, url) };
}
