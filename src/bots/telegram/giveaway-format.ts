import type { GiveawaysResult } from '../../../commands/giveaways.js';
import { describeGiveawayFilter } from '../../core/giveaways/giveaway-filter.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import { endsInText, kindText, worthText } from '../../core/giveaways/giveaway-text.js';
import type { Giveaway } from '../../core/giveaways/giveaway.types.js';
import { esc } from './html.js';

/** A URL inside an href="…" attribute (esc leaves quotes alone: outside attributes they are plain text). */
const href = (url: string) => esc(url).replace(/"/g, '&quot;');

const details = (g: Giveaway, now: number) =>
  [kindText(g), worthText(g), endsInText(g, now)].filter((p): p is string => p !== null).join(', ');

/** `/giveaways`: one line each, linking the claim page, with its store, kind, worth and time left. */
export function giveawaysText(r: GiveawaysResult): string {
  const head = `<b>Free to keep: ${esc(describeGiveawayFilter(r.filter))}</b>`;
  if (r.giveaways.length === 0) return `${head}\nNo giveaway is open right now.`;
  return [
    head,
    ...r.giveaways.map((g) => `• <a href="${href(g.url)}">${esc(g.title)}</a> at ${esc(storeName(g.store))} (${esc(details(g, r.now))})`),
  ].join('\n');
}

/** A giveaway post (HTML); ended: struck through, with the link gone. */
export function giveawayPostText(g: Giveaway, now: number): string {
  const store = storeName(g.store);
  if (g.endedAt !== null || (g.endsAt !== null && g.endsAt <= now)) {
    return [`⛔ <s>${esc(g.title)}</s>`, `Ended: this giveaway at ${esc(store)} is over.`].join('\n');
  }
  return [`🎁 <b>${esc(g.title)}</b>`, `<b>FREE</b> to keep at ${esc(store)} (${esc(details(g, now))})`, `<a href="${href(g.url)}">Claim it at ${esc(store)}</a>`].join('\n');
}
