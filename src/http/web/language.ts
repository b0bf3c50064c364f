import Router from '@koa/router';
import type Koa from 'koa';
import type { AppState } from '../app-state.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';

/** The cookie the picker keeps the choice in (a locale tag; no session data). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_S = 365 * 24 * 3600;

/** `Accept-Language` as tags in the caller's order of preference (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((e) => e.tag && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag);
}

/** The page's language: the picker's cookie, else Accept-Language, else English. */
export function pageTranslator(ctx: Koa.Context, translations: Translations): Translator {
  return translations.translator(translations.pick([ctx.cookies.get(LANGUAGE_COOKIE), ...acceptedLanguages(ctx.get('accept-language'))]));
}

/** A local path to go back to after choosing (never another site). */
function localPath(raw: unknown): string {
  const path = typeof raw === 'string' ? raw : '/';
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
}

/**
 * `GET /language?lang=<tag>&back=<path>`: the picker's form. Keeps a locale present in the cookie (an unknown
 * one removes it) and goes back to the page it was sent from.
 */
export function createLanguageRouter(translations: Translations): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/language', (ctx) => {
    const wanted = typeof ctx.query.lang === 'string' ? ctx.query.lang : '';
    const locale = translations.locales.find((l) => l.toLowerCase() === wanted.toLowerCase());
    ctx.cookies.set(LANGUAGE_COOKIE, locale ?? null, { httpOnly: false, sameSite: 'lax', maxAge: YEAR_S * 1000, overwrite: true });
    ctx.set('cache-control', 'no-store');
    ctx.redirect(localPath(ctx.query.back));
  });
  return router;
}
