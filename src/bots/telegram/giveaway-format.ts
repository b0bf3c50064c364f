import type { GiveawaysResult } from '../../../commands/giveaways.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import { giveawayEnded } from '../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { giveawayDetailWords, giveawayFilterWords } from '../../i18n/giveaway-words.js';
import { esc } from './html.js';
import { bold, marked } from './marked.js';

/** A URL inside an href="…" attribute (esc leaves quotes alone: outside attributes they are plain text). */
const href = (url: string) => esc(url).replace(/"/g, '&quot;');

/** `/giveaways` in the reader's language: one line each, linking the claim page, with its store, kind, worth and time left. */
export function giveawaysText(r: GiveawaysResult, tr: Translator): string {
  const head = `<b>${esc(tr.t('giveaways-title', { filter: giveawayFilterWords(r.filter, tr) }))}</b>`;
  if (r.giveaways.length === 0) return `${head}\n${esc(tr.t('giveaways-none'))}`;
  return [
    head,
    ...r.giveaways.map(
      (g) => `• <a href="${href(g.url)}">${esc(g.title)}</a> ${esc(tr.t('price-at-store', { store: storeName(g.store) }))} (${esc(giveawayDetailWords(g, r.now, tr))})`,
    ),
  ].join('\n');
}

/** A giveaway post (HTML) in the chat's language; ended: struck through, with the link gone. */
export function giveawayPostText(g: Giveaway, now: number, tr: Translator): string {
  const store = storeName(g.store);
  if (giveawayEnded(g, now)) {
    return [`⛔ <s>${esc(g.title)}</s>`, esc(tr.t('giveaway-over', { store }))].join('\n');
  }
  const free = marked(tr, 'giveaway-free-at', { free: tr.t('price-free'), store }, { free: bold });
  return [`🎁 <b>${esc(g.title)}</b>`, `${free} (${esc(giveawayDetailWords(g, now, tr))})`, `<a href="${href(g.url)}">${esc(tr.t('giveaway-claim-at', { store }))}</a>`].join('\n');
}
