import { html, type Html } from './html.js';

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
}

const NAV: Array<{ href: string; label: string; section: Section }> = [
  { href: '/', label: 'Tools', section: 'tools' },
  { href: '/jobs', label: 'My jobs', section: 'jobs' },
  { href: '/prices', label: 'Game prices', section: 'prices' },
  { href: '/deals', label: 'Deals', section: 'deals' },
  { href: '/docs', label: 'API', section: 'docs' },
];

/** The shell every page shares: skip link, header navigation, one <main>, footer. */
export function page(opts: PageOptions): string {
  const v = encodeURIComponent(opts.version);
  const data = Object.entries(opts.data ?? {}).map(([k, val]) => html` data-${k}="${val}"`);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${opts.title} · gametools</title>
<link rel="icon" href="/static/favicon.svg?v=${v}" type="image/svg+xml">
<link rel="stylesheet" href="/static/css/site.css?v=${v}">
${opts.script ? html`<script type="module" src="/static/js/${opts.script}?v=${v}"></script>` : ''}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <a class="brand" href="/"><img src="/static/favicon.svg?v=${v}" alt="" width="28" height="28"> gametools</a>
  <nav aria-label="Main">
    <ul>
      ${NAV.map(
        (item) =>
          html`<li><a href="${item.href}"${item.section === opts.section ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
      )}
    </ul>
  </nav>
</header>
<main id="main" tabindex="-1"${data}>
${opts.body}
</main>
<footer class="site-footer">
  <p>Files are kept until their job expires, then deleted. <a href="/docs">API documentation</a> · <a href="/openapi.json">OpenAPI</a> · <a href="/admin"${opts.section === 'admin' ? html` aria-current="page"` : ''}>Admin</a></p>
</footer>
</body>
</html>
`.value;
}
