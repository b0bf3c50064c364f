import Router from '@koa/router';
import type Koa from 'koa';
import { isAppError } from '../../../core/errors.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { UploadLink } from '../../../core/uploads/upload-link.schema.js';
import type { AppState } from '../../app-state.js';
import type { HttpDeps } from '../../deps.js';
import { englishOnly } from '../english-only.js';
import { toolTitle } from '../../../i18n/tool-words.js';
import { html, type Html } from '../html.js';
import { pageTranslator } from '../language.js';
import { page } from '../layout.js';
import { fileInput, linkSent, toolBody } from '../pages/tool.js';
import { jobPanel } from '../pages/job-panel.js';
import { setPageHeaders } from '../security.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type UploadPageDeps = Pick<HttpDeps, 'config' | 'flags' | 'limiter' | 'tools' | 'translations'> & {
  uploadLinks: NonNullable<HttpDeps['uploadLinks']>;
};

/**
 * `GET /u/{token}`: a one-time upload link's page (issue 40). A chat link opens the named tool's own form (the tool
 * page's, posting to the link), or a list of the file tools to choose from; a key link (MCP) a file field alone.
 * A link that is not valid answers 404, one used or expired 410, each with a page that says so in the reader's
 * language. Nothing is claimed here: only the upload uses the link.
 */
export function createUploadPageRouter(deps: UploadPageDeps, assetsVersion: string): Router<AppState> {
  const router = new Router<AppState>();
  const english = englishOnly();
  const wordsFor = (ctx: Koa.Context): Translator => (deps.translations ? pageTranslator(ctx, deps.translations) : english);
  const send = (ctx: Koa.Context, tr: Translator, status: number, title: string, body: Html, extra: { script?: string; data?: Record<string, string> } = {}) => {
    setPageHeaders(ctx);
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    // A link's page is its holder's alone: neither the page nor the token in its address may be kept.
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page({ title, section: null, version: assetsVersion, body, tr, ...extra });
  };

  router.get('/u/:token', async (ctx) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const tr = wordsFor(ctx);
    const token = String(ctx.params.token);
    let link: UploadLink;
    try {
      link = await deps.uploadLinks.inspect(token);
    } catch (err) {
      if (!isAppError(err) || (err.code !== 'not_found' && err.code !== 'link_gone')) throw err;
      const which = err.code === 'not_found' ? 'invalid' : err.details.reason === 'used' ? 'used' : 'expired';
      send(ctx, tr, which === 'invalid' ? 404 : 410, tr.t(`upload-page-${which}-title`), html`<h1>${tr.t(`upload-page-${which}-title`)}</h1><p class="lead">${tr.t(`upload-page-${which}`)}</p>`);
      return;
    }
    const action = `/u/${token}`;
    // dateStyle cannot be combined with timeZoneName, so the zone is named after the formatted time.
    const until = `${new Intl.DateTimeFormat(tr.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(link.expiresAt)} UTC`;
    const maxMb = deps.config.MAX_UPLOAD_MB;
    const data = { kind: 'upload', inputs: 'one', 'max-bytes': String(maxMb * 1024 * 1024), 'max-files': '1', recipes: 'off', 'upload-url': action };
    const heading = (lead: string) => html`<h1>${tr.t('upload-page-title')}</h1><p class="lead">${lead} ${tr.t('upload-page-until', { until })}</p>`;

    if (link.binding.kind === 'key') {
      const body = html`${heading(tr.t('upload-page-lead-key'))}
<form id="tool-form" class="tool-form" action="${action}" method="post" enctype="multipart/form-data" novalidate>
  <fieldset><legend>${tr.t('upload-page-file')}</legend>${fileInput({ accepts: [] }, maxMb, false, tr)}</fieldset>
  <p id="err-form" class="form-error" role="alert" hidden></p>
  <div class="form-actions"><button id="start" type="submit" class="primary">${tr.t('upload-page-title')}</button></div>
</form>
${linkSent(tr.t('upload-page-sent-key'))}
${jobPanel(tr)}`;
      send(ctx, tr, 200, tr.t('upload-page-title'), body, { script: 'tool.js', data: { ...data, slug: '' } });
      return;
    }

    // The link's own tool, else one chosen from the list (?tool=), else the list.
    const chosen = link.tool ?? (typeof ctx.query.tool === 'string' ? ctx.query.tool : null);
    const def = chosen ? deps.tools.get(chosen) : undefined;
    const info = def?.kind === 'upload' ? deps.tools.info(def.slug) : undefined;
    if (!def || !info) {
      const tools = deps.tools.all().filter((t) => t.kind === 'upload');
      const body = html`${heading(tr.t('upload-page-lead'))}
<h2>${tr.t('upload-page-pick')}</h2>
<ul class="tool-list">${tools.map((t) => html`<li><a href="${`${action}?tool=${encodeURIComponent(t.slug)}`}">${toolTitle(tr, t)}</a></li>`)}</ul>`;
      send(ctx, tr, 200, tr.t('upload-page-title'), body);
      return;
    }
    const disabled = await deps.flags.toolDisabled(def.slug, def.category, def.kind);
    const body = html`<p class="notice">${tr.t('upload-page-lead')} ${tr.t('upload-page-until', { until })}</p>
${toolBody(info, disabled, maxMb, false, tr, { link: { action, params: link.params, sent: tr.t('upload-page-sent') } })}`;
    send(ctx, tr, 200, `${tr.t('upload-page-title')}: ${toolTitle(tr, def)}`, body, { script: 'tool.js', data: { ...data, slug: def.slug } });
  });
  return router;
}
