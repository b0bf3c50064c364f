import type { Deal } from '../../core/deals/deal.types.js';
import type { DealsPage } from '../../core/deals/deal.service.js';
import { describeFilter } from '../../core/deals/deal-filter.js';
import { describeFollow } from '../../core/deals/follow-text.js';
import type { Follow } from '../../core/deals/deal.types.js';
import { formatMoney } from '../../core/chat/chat-text.js';
import { formatDate } from '../../core/clock.js';
import { esc, upstreamText } from './html.js';

const priceText = (d: Deal) => (d.price === 0 ? 'FREE' : formatMoney(d.price, d.currency));

/** A deal post (HTML): title, price against the regular one, cut, shop, until-when, and the source's link. */
export function dealPostText(deal: Deal): string {
  const title = `<b>${esc(upstreamText(deal.title))}</b>`;
  if (deal.endedAt !== null) {
    return [
      `⛔ <s>${esc(upstreamText(deal.title))}</s>`,
      `Ended: <s>${esc(priceText(deal))}</s> (was −${deal.cut}% off ${esc(formatMoney(deal.regular, deal.currency))}) at ${esc(upstreamText(deal.shop))}`,
    ].join('\n');
  }
  const lines = [
    `${deal.price === 0 ? '🎁' : '🏷'} ${title}`,
    `<b>${esc(priceText(deal))}</b> <s>${esc(formatMoney(deal.regular, deal.currency))}</s> (−${deal.cut}%) at ${esc(upstreamText(deal.shop))}`,
  ];
  if (deal.expiresAt !== null) lines.push(`Until ${formatDate(deal.expiresAt)}`);
  lines.push(`<a href="${esc(deal.url)}">Get it at ${esc(upstreamText(deal.shop))}</a>`);
  return lines.join('\n');
}

export function dealsText(r: DealsPage): string {
  const head = `<b>Deals: ${esc(describeFilter(r.filter))}</b> (page ${r.page} of ${r.pages})`;
  if (r.deals.length === 0) return `${head}\nNothing matches right now.`;
  return [head, ...r.deals.map((d) => `• ${esc(upstreamText(d.title))}: <b>${esc(priceText(d))}</b> (−${d.cut}%) at <a href="${esc(d.url)}">${esc(upstreamText(d.shop))}</a>`)].join('\n');
}

const followLine = (f: Follow) => `<code>${esc(f.id)}</code> ${esc(describeFollow(f))}`;

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
