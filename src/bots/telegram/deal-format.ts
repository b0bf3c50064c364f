import type { Deal } from '../../core/deals/deal.types.js';
import type { DealsPage } from '../../core/deals/deal.service.js';
import type { Follow } from '../../core/deals/deal.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { dealFilterWords, followWords } from '../../i18n/deal-words.js';
import { esc, upstreamText } from './html.js';

/** A deal post (HTML) in the chat's language: title, price against the regular one, cut, shop, until-when, and the source's link. */
export function dealPostText(deal: Deal, tr: Translator): string {
  const title = `<b>${esc(upstreamText(deal.title))}</b>`;
  const price = deal.price === 0 ? tr.t('price-free') : tr.money(deal.price, deal.currency);
  const regular = tr.money(deal.regular, deal.currency);
  const atShop = esc(tr.t('price-at-store', { store: upstreamText(deal.shop) }));
  if (deal.endedAt !== null) {
    return [
      `⛔ <s>${esc(upstreamText(deal.title))}</s>`,
      `${esc(tr.t('deal-ended'))} <s>${esc(price)}</s> (${esc(tr.t('deal-was', { cut: tr.percent(deal.cut), regular }))}) ${atShop}`,
    ].join('\n');
  }
  const lines = [
    `${deal.price === 0 ? '🎁' : '🏷'} ${title}`,
    `<b>${esc(price)}</b> <s>${esc(regular)}</s> (${esc(tr.t('price-cut', { percent: tr.percent(deal.cut) }))}) ${atShop}`,
  ];
  if (deal.expiresAt !== null) lines.push(esc(tr.t('deal-until', { date: tr.date(deal.expiresAt) })));
  lines.push(`<a href="${esc(deal.url)}">${esc(tr.t('deal-get-it', { shop: upstreamText(deal.shop) }))}</a>`);
  return lines.join('\n');
}

export function dealsText(r: DealsPage, tr: Translator): string {
  const head = `<b>${esc(tr.t('deals-title', { filter: dealFilterWords(r.filter, tr) }))}</b> (${esc(tr.t('deals-page', { page: r.page, pages: r.pages }))})`;
  if (r.deals.length === 0) return `${head}\n${esc(tr.t('deals-none'))}`;
  const price = (d: Deal) => (d.price === 0 ? tr.t('price-free') : tr.money(d.price, d.currency));
  return [
    head,
    ...r.deals.map(
      (d) => `• ${esc(upstreamText(d.title))}: <b>${esc(price(d))}</b> (${esc(tr.t('price-cut', { percent: tr.percent(d.cut) }))}) <a href="${esc(d.url)}">${esc(tr.t('price-at-store', { store: upstreamText(d.shop) }))}</a>`,
    ),
  ].join('\n');
}

const followLine = (f: Follow, tr: Translator) => `<code>${esc(f.id)}</code> ${esc(followWords(f, tr))}`;

export function followText(r: { follow: Follow }, tr: Translator): string {
  // The id is shown as code wherever the sentence puts it.
  const id = esc(r.follow.id);
  return esc(tr.t('tg-following', { filter: followWords(r.follow, tr), id: r.follow.id })).split(id).join(`<code>${id}</code>`);
}

export function followingText(follows: readonly Follow[], tr: Translator): string {
  if (follows.length === 0) return esc(tr.t('tg-following-none'));
  return [`<b>${esc(tr.t('tg-following-title'))}</b>`, ...follows.map((f) => followLine(f, tr)), '', esc(tr.t('tg-following-stop'))].join('\n');
}

export function unfollowText(removed: readonly Follow[], tr: Translator): string {
  if (removed.length === 0) return esc(tr.t('unfollow-none'));
  return [esc(tr.t('unfollow-stopped', { count: removed.length })), ...removed.map((f) => followLine(f, tr))].join('\n');
}
