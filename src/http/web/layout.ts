import { html, raw, type Html } from './html.js';
import type { Translator } from '../../core/i18n.ports.js';

export type Section = 'tools' | 'jobs' | 'prices' | 'deals' | 'docs' | 'admin';

export interface PageOptions {
  title: string;
  section: Section | null;
  /** Module under /static/js/ that drives the page, if any. */
  script?: string;
  /** Assets version for cache-busting URLs. */
  version: string;
  body: Html;
  /** Extra data for the script, as data-* attributes on <main> (no inline script is allowed). */
  data?: Record<string, string>;
  /**
   * The reader's language (issue 36): `<html lang dir>`, the shell's words and the picker. Absent: English,
   * as before the catalogue (pages not yet moved to it).
   */
  tr?: Translator;
  /** The languages the picker offers, each named in its own words; the current path to come back to. */
  languages?: { options: Array<{ code: string; name: string }>; back: string };
}

const NAV: Array<{ href: string; label: string; id: string; section: Section }> = [
  { href: '/', label: 'Tools', id: 'web-nav-tools', section: 'tools' },
  { href: '/jobs', label: 'My jobs', id: 'web-nav-jobs', section: 'jobs' },
  { href: '/prices', label: 'Game prices', id: 'web-nav-prices', section: 'prices' },
  { href: '/deals', label: 'Deals', id: 'web-nav-deals', section: 'deals' },
  { href: '/docs', label: 'API', id: 'web-nav-docs', section: 'docs' },
];

/** The language picker: a GET form to /language, so it works without script. */
function picker(tr: Translator, languages: NonNullable<PageOptions['languages']>): Html {
  return html`<form class="language-picker" action="/language" method="get">
  <label for="lang">${tr.t('web-language')}</label>
  <select id="lang" name="lang">
    ${languages.options.map((o) => html`<option value="${o.code}" lang="${o.code}"${o.code === tr.locale ? html` selected` : ''}>${o.name}</option>`)}
  </select>
  <input type="hidden" name="back" value="${languages.back}">
  <button type="submit">${tr.t('web-language-apply')}</button>
</form>`;
}

/** The prefix of the catalogue's messages that the page scripts (public/js) show. */
export const SCRIPT_MESSAGES = 'js-';
/** The prefix of the job stages' words, which the job panel shows as the bots do. */
export const STAGE_MESSAGES = 'stage-';

/**
 * The page scripts' words in the page's language: the catalogue's Fluent text of the `js-` messages (and English
 * for any it lacks), as a JSON data block that public/js/words.js reads. A data block is never run, so the policy's
 * "no inline script" holds; `<` is escaped so no text can close the element.
 */
function scriptWords(tr: Translator): Html {
  const words = tr.source(SCRIPT_MESSAGES);
  // The job stages' words (`stage-*`) are shared with the bots, so they ride along under their own names.
  const stages = tr.source(STAGE_MESSAGES);
  const merged = { locale: words.locale, messages: `${words.messages}\n${stages.messages}`, fallback: `${words.fallback}\n${stages.fallback}` };
  const json = JSON.stringify(merged).replace(/</g, '\\u003c');
  return html`<script type="application/json" id="page-words">${raw(json)}</script>`;
}

/** The shell every page shares: skip link, header navigation, one <main>, footer. */
export function page(opts: PageOptions): string {
  const v = encodeURIComponent(opts.version);
  const data = Object.entries(opts.data ?? {}).map(([k, val]) => html` data-${k}="${val}"`);
  const { tr } = opts;
  const word = (id: string, english: string) => (tr ? tr.t(id) : english);
  return html`<!doctype html>
<html lang="${tr?.locale ?? 'en'}" dir="${tr?.dir ?? 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${opts.title} · gametools</title>
<link rel="icon" href="/static/favicon.svg?v=${v}" type="image/svg+xml">
<link rel="stylesheet" href="/static/css/site.css?v=${v}">
${opts.script && tr ? scriptWords(tr) : ''}
${opts.script ? html`<script type="module" src="/static/js/${opts.script}?v=${v}"></script>` : ''}
<script type="module" src="/static/js/telegram.js?v=${v}"></script>
</head>
<body>
<a class="skip-link" href="#main">${word('web-skip', 'Skip to content')}</a>
<header class="site-header">
  <a class="brand" href="/"><img src="/static/favicon.svg?v=${v}" alt="" width="28" height="28"> gametools</a>
  <nav aria-label="${word('web-nav-main', 'Main')}">
    <ul>
      ${NAV.map(
        (item) =>
          html`<li><a href="${item.href}"${item.section === opts.section ? html` aria-current="page"` : ''}>${word(item.id, item.label)}</a></li>`,
      )}
    </ul>
  </nav>
  ${tr && opts.languages ? picker(tr, opts.languages) : ''}
</header>
<p class="telegram-note" role="status" hidden>${word('web-telegram-note', 'Signed in through Telegram: results of what you start here also come to your chat with the bot.')}</p>
<main id="main" tabindex="-1"${data}>
${opts.body}
</main>
<footer class="site-footer">
  <p>${word('web-footer-files', 'Files are kept until their job expires, then deleted.')} <a href="/docs">${word('web-footer-docs', 'API documentation')}</a> · <a href="/openapi.json">OpenAPI</a> · <a href="/admin"${opts.section === 'admin' ? html` aria-current="page"` : ''}>${word('admin-title', 'Admin')}</a></p>
</footer>
</body>
</html>
`.value;
}
