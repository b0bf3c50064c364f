import { InlineKeyboard } from 'grammy';
import type { GiveawaysResult } from '../../../commands/giveaways.js';
import type { UnclaimedResult } from '../../../commands/unclaimed.js';
import { reminderButtonId } from '../../core/giveaways/reminder-buttons.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import { giveawayEnded } from '../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { giveawayDetailWords, giveawayFilterWords, reminderWords } from '../../i18n/giveaway-words.js';
import { esc } from './html.js';
import { bold, marked } from './marked.js';

/** A URL inside an href="…" attribute (esc leaves quotes alone: outside attributes they are plain text). */
const href = (url: string) => esc(url).replace(/"/g, '&quot;');

/** `/giveaways` in the reader's language: one line each, linking the claim page, with its store, kind, worth and time left. */
export function giveawaysText(r: GiveawaysResult, tr: Translator): string {
  const head = `<b>${esc(tr.t('giveaways-title', { filter: giveawayFilterWords(r.filter, tr) }))}</b>`;
  if (r.giveaways.length === 0) return `${head}\n${esc(tr.t('giveaways-none'))}`;
  return [head, ...giveawayLines(r.giveaways, r.now, tr)].join('\n');
}

/** One numbered line per giveaway, linking the claim page; the buttons below carry the same numbers. */
function giveawayLines(list: readonly Giveaway[], now: number, tr: Translator): string[] {
  return list.map((g, i) => `${i + 1}. <a href="${href(g.url)}">${esc(g.title)}</a> ${esc(tr.t('price-at-store', { store: storeName(g.store) }))} (${esc(giveawayDetailWords(g, now, tr))})`);
}

/** `/unclaimed` in the reader's language: the open giveaways not marked claimed, as `/giveaways` words them. */
export function unclaimedText(r: UnclaimedResult, tr: Translator): string {
  const head = `<b>${esc(tr.t('unclaimed-title'))}</b>`;
  if (r.giveaways.length === 0) return `${head}\n${esc(tr.t('unclaimed-none'))}`;
  return [head, ...giveawayLines(r.giveaways, r.now, tr)].join('\n');
}

/** "Remind me" and "Claimed" under a post. */
export function giveawayKeyboard(g: Pick<Giveaway, 'id'>, tr: Translator): InlineKeyboard {
  return new InlineKeyboard()
    .text(`⏰ ${tr.t('giveaway-remind-button')}`, reminderButtonId('remind', g.id))
    .text(`✅ ${tr.t('giveaway-claimed-button')}`, reminderButtonId('claimed', g.id));
}

/** The same two buttons per line of a list, numbered as its lines; undefined for an empty list. */
export function giveawayListKeyboard(list: readonly Giveaway[], tr: Translator): InlineKeyboard | undefined {
  if (list.length === 0) return undefined;
  const kb = new InlineKeyboard();
  list.forEach((g, i) => {
    if (i > 0) kb.row();
    kb.text(`⏰ ${i + 1}. ${tr.t('giveaway-remind-button')}`, reminderButtonId('remind', g.id)).text(`✅ ${i + 1}. ${tr.t('giveaway-claimed-button')}`, reminderButtonId('claimed', g.id));
  });
  return kb;
}

/** The reminder's direct message (HTML), with the claim link. */
export function reminderText(g: Giveaway, now: number, tr: Translator): string {
  return [esc(reminderWords(g, now, tr)), `<a href="${href(g.url)}">${esc(tr.t('giveaway-claim-at', { store: storeName(g.store) }))}</a>`].join('\n');
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
