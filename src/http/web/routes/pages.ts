import Router from '@koa/router';
import type { AppState } from '../../app-state.js';
import type Koa from 'koa';
import type { HttpDeps } from '../../deps.js';
import { html } from '../html.js';
import { page, type PageOptions } from '../layout.js';
import { adminBody } from '../pages/admin.js';
import { docsBody } from '../pages/docs.js';
import { hubBody } from '../pages/hub.js';
import { jobsBody } from '../pages/jobs.js';
import { pricesBody } from '../pages/prices.js';
import { toolBody } from '../pages/tool.js';
import { setPageHeaders } from '../security.js';
import { priceHistoryView } from './web-price-history.js';
import { pageTranslator } from '../language.js';
import { englishOnly } from '../english-only.js';
import { toolTitle } from '../../../i18n/tool-words.js';
import type { Translations } from '../../../core/i18n.ports.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type PagesRouterDeps = Pick<HttpDeps, 'config' | 'flags' | 'limiter' | 'priceCharts' | 'priceRateLimit' | 'recipes' | 'sessions' | 'tools' | 'translations'>;

export interface PagesDeps {
  services: PagesRouterDeps;
  assetsVersion: string;
  /** The OpenAPI document, built once on first use. */
  openapi: () => Record<string, unknown>;
}

/** The HTML pages. Tools and flags are read on every request, so new tools and switched-off ones show at once. */
export function createPagesRouter({ services, assetsVersion, openapi }: PagesDeps): Router<AppState> {
  const router = new Router<AppState>();
  const { tools, flags } = services;
  const english = englishOnly();
  const { translations } = services;
  // Each language named in its own words, for the picker.
  const options = translations?.locales.map((code) => ({ code, name: translations.translator(code).t('language-name') })) ?? [];
  /** The reader's words: the picker's cookie, else Accept-Language (English without a catalogue). */
  const wordsFor = (ctx: Koa.Context) => (translations ? pageTranslator(ctx, translations) : undefined);
  const send = (ctx: Koa.Context, opts: Omit<PageOptions, 'version'>, status = 200) => {
    setPageHeaders(ctx);
    // The page's words depend on these two request headers.
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    const tr = opts.tr ?? wordsFor(ctx);
    // Without a catalogue the page is English, its scripts' words too.
    ctx.body = page({ ...opts, version: assetsVersion, tr: tr ?? english, languages: tr ? { options, back: ctx.originalUrl.slice(0, 512) } : undefined });
  };

  router.get('/', async (ctx) => {
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim().slice(0, 100) : '';
    const disabledWhy = await flags.checker();
    const list = tools.all().map((def) => ({ def, disabled: disabledWhy(def.slug, def.category, def.kind) !== null }));
    const tr = wordsFor(ctx) ?? english;
    send(ctx, { title: tr.t('web-hub-title'), section: 'tools', script: 'hub.js', body: hubBody(list, q, tr), tr });
  });

  router.get('/tools/:slug', async (ctx) => {
    const slug = String(ctx.params.slug);
    const def = tools.get(slug);
    const info = def ? tools.info(slug) : undefined;
    const tr = wordsFor(ctx) ?? english;
    if (!def || !info) {
      send(
        ctx,
        {
          title: tr.t('web-tool-missing'),
          section: 'tools',
          body: html`<h1>${tr.t('web-tool-missing')}</h1><p>${tr.t('web-tool-missing-text', { slug: slug.slice(0, 64) })} <a href="/">${tr.t('web-tool-see-all')}</a>.</p>`,
          tr,
        },
        404,
      );
      return;
    }
    const disabled = await flags.toolDisabled(def.slug, def.category, def.kind);
    send(ctx, {
      title: toolTitle(tr, def),
      section: 'tools',
      script: 'tool.js',
      body: toolBody(info, disabled, services.config.MAX_UPLOAD_MB, def.inputs === 'many', tr, { kind: def.link ?? 'video' }),
      tr,
      data: {
        slug: def.slug,
        kind: def.kind,
        inputs: def.inputs ?? 'one',
        'max-bytes': String(services.config.MAX_UPLOAD_MB * 1024 * 1024),
        'max-files': String(services.config.MAX_FILES_PER_JOB),
        recipes: services.recipes ? 'on' : 'off',
      },
    });
  });

  router.get('/jobs', (ctx) => {
    const tr = wordsFor(ctx) ?? english;
    send(ctx, { title: tr.t('web-nav-jobs'), section: 'jobs', script: 'jobs.js', body: jobsBody(tr), tr });
  });

  router.get('/prices', async (ctx) => {
    const tr = wordsFor(ctx) ?? english;
    const { history, notice } = await priceHistoryView(services, ctx, tr);
    send(ctx, { title: tr.t('web-nav-prices'), section: 'prices', script: 'prices.js', body: pricesBody(tr, history, notice), tr });
    if (history) ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/admin', (ctx) => {
    const enabled = Boolean(services.config.ADMIN_TOKEN);
    const tr = wordsFor(ctx) ?? english;
    send(ctx, { title: tr.t('admin-title'), section: 'admin', script: enabled ? 'admin.js' : undefined, body: adminBody(enabled, tr), tr });
    // The panel handles a secret; nothing of it may be cached or framed.
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/docs', (ctx) => {
    // The document itself is the API's (English, as the spec); its page's title and shell follow the reader.
    send(ctx, { title: (wordsFor(ctx) ?? english).t('web-footer-docs'), section: 'docs', body: docsBody(openapi()) });
  });

  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = openapi();
  });
  return router;
}

/**
 * An address nothing answers: a browser (which prefers HTML) gets a page with a way back, an API client the spec's
 * JSON 404. Paths under /api/ stay JSON whatever the Accept header says.
 */
export function notFoundPage(assetsVersion: string, translations?: Translations): Koa.Middleware {
  const english = englishOnly();
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return;
    if (ctx.accepts('json', 'html') !== 'html') return;
    setPageHeaders(ctx);
    ctx.status = 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    const tr = translations ? pageTranslator(ctx, translations) : english;
    ctx.body = page({
      title: tr.t('web-404-title'),
      section: null,
      version: assetsVersion,
      tr,
      body: html`<h1>${tr.t('web-404-title')}</h1><p>${tr.t('web-404-lead')}</p>
<ul><li><a href="/">${tr.t('web-404-tools')}</a></li><li><a href="/prices">${tr.t('web-404-prices')}</a></li><li><a href="/docs">${tr.t('web-404-docs')}</a></li></ul>`,
    });
  };
}
