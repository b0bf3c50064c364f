import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { CATEGORY_LABELS, TOOL_CATEGORIES } from '../categories.js';
import { html, type Html } from '../html.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { toolDescription, toolTitle } from '../../../i18n/tool-words.js';

export interface HubTool {
  def: ToolDefinition;
  disabled: boolean;
}

/**
 * Lower-case text a search term is matched against: the tool's words in the page's language and in English (the
 * words of the docs and of the search box's examples), its slug and category.
 */
export function searchText(def: ToolDefinition, tr?: Translator): string {
  const local = tr ? [toolTitle(tr, def), toolDescription(tr, def), tr.t(`category-${def.category}`)] : [];
  return [...new Set([def.title, def.slug, def.description, def.category, CATEGORY_LABELS[def.category], ...local])].join(' ').toLowerCase();
}

/** True when every word of the query occurs in the tool's text. */
export function matches(def: ToolDefinition, query: string, tr?: Translator): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = searchText(def, tr);
  return words.every((w) => text.includes(w));
}

/** The catalogue grouped by category, with the search box. Works without script; the script filters live. */
export function hubBody(tools: readonly HubTool[], query: string, tr: Translator): Html {
  const shown = query ? tools.filter((t) => matches(t.def, query, tr)) : tools;
  const sections = TOOL_CATEGORIES.map((category) => {
    const all = tools.filter((t) => t.def.category === category);
    if (all.length === 0) return '';
    const visible = new Set(shown.filter((t) => t.def.category === category).map((t) => t.def.slug));
    return html`<section class="category" id="cat-${category}" aria-labelledby="cat-${category}-title"${visible.size === 0 ? html` hidden` : ''}>
  <h2 id="cat-${category}-title">${tr.t(`category-${category}`)} <span class="count">${all.length}</span></h2>
  <ul class="tool-grid">
    ${all.map((t) => toolCard(t, visible.has(t.def.slug), tr))}
  </ul>
</section>`;
  });
  const status = query ? tr.t('web-hub-matching', { shown: shown.length, total: tools.length, query }) : tr.t('web-hub-count', { total: tools.length });
  return html`<div class="hero">
  <h1>${tr.t('web-hub-title')}</h1>
  <p class="lead">${tr.t('web-hub-lead')}</p>
  <form class="search" role="search" action="/" method="get">
    <label for="q">${tr.t('web-hub-search')}</label>
    <div class="search-row">
      <input id="q" name="q" type="search" value="${query}" placeholder="${tr.t('web-hub-placeholder')}" autocomplete="off" spellcheck="false">
      <button type="submit">${tr.t('web-hub-search-button')}</button>
    </div>
  </form>
  <p id="search-status" class="search-status" role="status" aria-live="polite">${status}</p>
</div>
<nav class="category-nav" aria-label="${tr.t('web-hub-categories')}">
  <ul>
    ${TOOL_CATEGORIES.filter((c) => tools.some((t) => t.def.category === c)).map(
      (c) => html`<li><a href="#cat-${c}">${tr.t(`category-${c}`)}</a></li>`,
    )}
  </ul>
</nav>
${sections}
<p id="no-match" class="empty"${shown.length > 0 ? html` hidden` : ''}>${tr.t('web-hub-no-match')}</p>`;
}

function toolCard({ def, disabled }: HubTool, visible: boolean, tr: Translator): Html {
  return html`<li class="tool-card${disabled ? ' is-disabled' : ''}" data-search="${searchText(def, tr)}" data-slug="${def.slug}"${visible ? '' : html` hidden`}>
  <a href="/tools/${def.slug}">
    <span class="tool-title">${toolTitle(tr, def)}</span>
    <span class="tool-desc">${toolDescription(tr, def)}</span>
  </a>
  <span class="badges">${def.kind === 'url' ? html`<span class="badge">${tr.t('web-hub-badge-link')}</span>` : ''}${disabled ? html`<span class="badge badge-off">${tr.t('web-hub-badge-disabled')}</span>` : ''}</span>
</li>`;
}
