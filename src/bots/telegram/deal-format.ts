import type { Deal } from '../../core/deals/deal.types.js';
import type { DealsPage } from '../../core/deals/deal.service.js';
import { describeFilter } from '../../core/deals/deal-filter.js';
import type { Follow } from '../../core/deals/deal.types.js';
import { formatMoney } from '../../core/chat/chat-text.js';
import type { Translator } from '../../core/i18n.ports.js';
import { esc } from './html.js';

const priceText = (d: Deal) => (d.price === 0 ? 'FREE' : formatMoney(d.price, d.currency));

/** A deal post (HTML) in the chat's language: title, price against the regular one, cut, shop, until-when, and the source's link. */
export function dealPostText(deal: Deal, tr: Translator): string {
  const title = `<b>${esc(deal.title)}</b>`;
  const price = deal.price === 0 ? tr.t('price-free') : tr.money(deal.price, deal.currency);
  const regular = tr.money(deal.regular, deal.currency);
  const atShop = esc(tr.t('price-at-store', { store: deal.shop }));
  if (deal.endedAt !== null) {
    return [
      `⛔ <s>${esc(deal.title)}</s>`,
      `${esc(tr.t('deal-ended'))} <s>${esc(price)}</s> (${esc(tr.t('deal-was', { cut: tr.percent(deal.cut), regular }))}) ${atShop}`,
    ].join('\n');
  }
  const lines = [
    `${deal.price === 0 ? '🎁' : '🏷'} ${title}`,
    `<b>${esc(price)}</b> <s>${esc(regular)}</s> (${esc(tr.t('price-cut', { percent: tr.percent(deal.cut) }))}) ${atShop}`,
  ];
  if (deal.expiresAt !== null) lines.push(esc(tr.t('deal-until', { date: tr.date(deal.expiresAt) })));
  lines.push(`<a href="${esc(deal.url)}">${esc(tr.t('deal-get-it', { shop: deal.shop }))}</a>`);
  return lines.join('\n');
}

export function dealsText(r: DealsPage): string {
  const head = `<b>Deals: ${esc(describeFilter(r.filter))}</b> (page ${r.page} of ${r.pages})`;
  if (r.deals.length === 0) return `${head}\nNothing matches right now.`;
  return [head, ...r.deals.map((d) => `• ${esc(d.title)}: <b>${esc(priceText(d))}</b> (−${d.cut}%) at <a href="${esc(d.url)}">${esc(d.shop)}</a>`)].join('\n');
}

const followLine = (f: Follow) => `<code>${esc(f.id)}</code> ${esc(describeFilter(f.filter))}`;

export function followText(r: { follow: Follow; filter: string }): string {
  return `Following ${esc(r.filter)} here (id <code>${esc(r.follow.id)}</code>). New matching deals are posted in this chat; /unfollow ${esc(r.follow.id)} stops it.`;
}

export function followingText(follows: readonly Follow[]): string {
  if (follows.length === 0) return 'This chat follows no deals. Add one with /follow free (or under 5, cut&gt;=90).';
  return ['<b>Deals this chat follows</b>', ...follows.map(followLine), '', 'Stop one with /unfollow &lt;id&gt;.'].join('\n');
}

export function unfollowText(removed: readonly Follow[]): string {
  if (removed.length === 0) return 'No such follow here. /following lists them.';
  return [`Stopped ${removed.length === 1 ? 'this follow' : `${removed.length} follows`}:`, ...removed.map(followLine)].join('\n');
}
