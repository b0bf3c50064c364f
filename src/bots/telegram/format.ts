import type { HelpEntry } from '../../../commands/help.js';
import type { ChatJobView } from '../../../commands/jobs.js';
import type { ToolsResult } from '../../../commands/tools.js';
import { bestCurrentPrice } from '../../core/chat/best-price.js';
import { categoryTitle, clip, formatMoney, gameName, keyshopGap } from '../../core/chat/chat-text.js';
import { formatBytes, statusLines, type JobStatusView } from '../../core/chat/progress-text.js';
import type { AddWatchResult } from '../../core/chat/watch.service.js';
import type { Watch, WatchAlert } from '../../core/chat/watch.types.js';
import { ruleAlertLines, rulesText } from '../../core/chat/watch-text.js';
import { ACTIVE_STATUSES, type JobStatus } from '../../core/jobs/job.types.js';
import type { Game, PriceOffer } from '../../core/prices/price.types.js';
import type { ToolSummary } from '../../core/chat/tool-catalog.js';
import { esc, upstreamText, link, MAX_CAPTION } from './html.js';
import { lowLines, TOO_LITTLE_HISTORY, type ChartImage } from '../../core/chat/price-chart.js';
import { fitHtml } from './fit-text.js';
import { offerShop, theAllTimeLow } from '../../core/chat/offer-shop.js';
import type { Lows } from '../../core/prices/history/history.types.js';

function offerLine(label: string, offer: PriceOffer | null, currency: string, kind: 'official' | 'keyshop' = 'official'): string {
  if (!offer) return `${label}: unknown`;
  const shop = offerShop(offer, kind);
  const store = shop ? ` at ${esc(shop)}` : '';
  const cut = offer.cut !== null && offer.cut > 0 ? ` (−${offer.cut}%)` : '';
  return `${label}: <b>${esc(formatMoney(offer.price, currency))}</b>${store}${cut}`;
}

/** The game card for /price; with the history's lows at hand, its all-time low is theirs (one truth). */
export function gameCard(game: Game, lows?: Lows | null): string {
  const title = upstreamText(gameName(game.title, game.platform_appid));
  const lines = [
    `<b>${esc(title)}</b>`,
    `App ${game.platform_appid} · ${esc(game.region.toUpperCase())} · ${esc(game.currency)}`,
    `Regular price: ${game.regular_price === null ? 'unknown' : esc(formatMoney(game.regular_price, game.currency))}`,
    offerLine('Best official offer', game.best_official, game.currency),
    offerLine('Best key-reseller offer', game.best_keyshop, game.currency, 'keyshop'),
  ];
  const gap = keyshopGap(game);
  if (gap) lines[lines.length - 1] += ` (${esc(gap)})`;
  const atl = theAllTimeLow(game, lows);
  if (atl) {
    const where = atl.store ? ` at ${esc(atl.store)}` : '';
    const when = atl.date ? ` on ${esc(atl.date)}` : '';
    lines.push(`All-time low: ${esc(formatMoney(atl.price, game.currency))}${where}${when}`);
  } else {
    lines.push('All-time low: unknown');
  }
  lines.push(`Active deals: ${game.active_deals ?? 'unknown'}`);
  lines.push(`Critic score: ${game.metacritic ?? 'none'}`);
  const links = [
    link('Steam', game.urls.steam),
    link('Best deal', game.urls.deal),
    link('IsThereAnyDeal', game.urls.isthereanydeal),
    link('GG.deals', game.urls.ggdeals),
  ].filter((l): l is string => l !== null);
  if (links.length > 0) lines.push(links.join(' · '));
  if (game.stale) lines.push('<i>The price sources are not answering; these prices may be out of date.</i>');
  return lines.join('\n');
}

/**
 * A card that goes with a chart: as a photo's caption (cut to Telegram's 1,024 characters at a line break)
 * when the chart shows history, else as a message that says there is too little history for one.
 */
export function chartedText(card: string, chart: ChartImage | null): { caption: string } | { text: string } {
  if (chart?.enough) return { caption: fitHtml(card, MAX_CAPTION) };
  return { text: chart ? `${card}\n<i>${esc(TOO_LITTLE_HISTORY)}</i>` : card };
}

/** /history: the game, the period and every kind of low. */
export function historyText(game: Game, chart: ChartImage): string {
  const lows = lowLines(chart.lows, game.currency).map(esc);
  return [
    `<b>${esc(upstreamText(gameName(game.title, game.platform_appid)))}</b>: price history, last ${chart.days} days`,
    `App ${game.platform_appid} · ${esc(game.region.toUpperCase())} · ${esc(game.currency)}`,
    ...(lows.length > 0 ? lows : ['No low is known yet.']),
  ].join('\n');
}

export function choicesText(query: string): string {
  return `Several games match “${esc(query)}”. Pick one:`;
}

/** /tools: a page grouped by category, or one tool with its parameters. */
export function toolsText(result: ToolsResult): string {
  if (result.kind === 'detail') {
    const t = result.tool;
    const lines = [`<b>${esc(t.title)}</b> (<code>${esc(t.slug)}</code>)`, esc(t.description)];
    if (t.kind === 'upload') lines.push(`Takes: ${esc(t.accepts.join(', '))}`);
    else lines.push('Takes: a video link');
    lines.push(`Gives: ${esc(t.output)}`);
    if (t.params.length > 0) {
      lines.push('Parameters:');
      for (const p of t.params) {
        const range = p.range ? ` (${esc(p.range)})` : '';
        const def = p.default !== null ? `, default ${esc(p.default)}` : '';
        lines.push(`• <code>${esc(p.name)}</code>${range}${def}: ${esc(p.description)}`);
      }
    }
    const example = t.kind === 'url' ? ' https://youtu.be/…' : '';
    lines.push(`Use: send a file with the caption <code>/convert ${esc(t.slug)}${example}</code>`);
    return lines.join('\n');
  }
  const { page } = result;
  if (page.total === 0) return `No tool matches “${esc(page.filter ?? '')}”. Try /tools image, /tools pdf or /tools qr.`;
  const head = page.filter ? `Tools for “${esc(page.filter)}”` : 'All tools';
  const lines = [`<b>${head}</b> (${page.total}) · page ${page.page}/${page.pageCount}`];
  let category = '';
  for (const t of page.tools) {
    if (t.category !== category) {
      category = t.category;
      lines.push('', `<b>${esc(categoryTitle(category))}</b>`);
    }
    lines.push(`• <code>${esc(t.slug)}</code> ${esc(t.title)}`);
  }
  lines.push('', 'Details: /tools &lt;name&gt; · Run: /convert &lt;name&gt; with a file');
  return lines.join('\n');
}

/** The status message of a chat job. */
export function statusText(tool: string, jobId: string, status: JobStatusView): string {
  const [title, ...rest] = statusLines(tool, status);
  return [`<b>${esc(title)}</b> · job <code>${esc(jobId)}</code>`, ...rest.map(esc)].join('\n');
}

/** The new message that tells the user a job failed (the status message is also updated). */
export function failureNoticeText(tool: string, jobId: string, message: string): string {
  return `${esc(tool)} (job <code>${esc(jobId)}</code>) failed: ${esc(message)}`;
}

/** A file name in a caption: escaped, it may grow fivefold (`&` → `&amp;`), and captions stop at 1,024. */
const CAPTION_NAME = 150;

export function resultCaption(tool: string, name: string, size: number): string {
  return `${esc(tool)}: ${esc(clip(name, CAPTION_NAME))} (${esc(formatBytes(size))})`;
}

export function linkInsteadText(tool: string, name: string, size: number, url: string, expiresAt: number): string {
  return [
    `${esc(tool)}: ${esc(name)} (${esc(formatBytes(size))}) is larger than Telegram lets bots upload (50 MB).`,
    `Download it here until ${esc(new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' '))} UTC:`,
    esc(url),
  ].join('\n');
}

export function jobsText(jobs: readonly ChatJobView[]): string {
  if (jobs.length === 0) return 'You have no recent jobs. Send a file to start one.';
  const lines = ['<b>Your recent jobs</b>'];
  for (const j of jobs) {
    let state: string = j.status;
    if (j.status === 'processing') state = `processing ${j.progress}%`;
    if (j.status === 'completed' && j.output_name) state = `done: ${j.output_name}`;
    if (j.status === 'failed' && j.message) state = `failed: ${j.message}`;
    lines.push(`• <code>${esc(j.job_id)}</code> ${esc(j.tool)} · ${esc(state)}`);
  }
  return lines.join('\n');
}

export function cancelText(jobId: string, previous: JobStatus): string {
  return ACTIVE_STATUSES.has(previous)
    ? `Job <code>${esc(jobId)}</code> cancelled.`
    : `Job <code>${esc(jobId)}</code> and its result deleted.`;
}

/** A title in a list line: 25 watches of long titles must still fit one message (4,096 characters). */
const LIST_TITLE = 56;

function watchLine(w: Watch): string {
  const title = clip(upstreamText(gameName(w.title, w.appid)), LIST_TITLE);
  const last = w.lastPrice === null ? '' : `, now ${esc(formatMoney(w.lastPrice, w.currency))}`;
  const wants = [w.target === null ? null : `at or below ${formatMoney(w.target, w.currency)}`, rulesText(w.rules)].filter((x) => x !== null).join('; ');
  return `• <code>${esc(w.id)}</code> ${esc(title)} (app ${w.appid}, ${esc(w.region.toUpperCase())}): ${esc(wants)}${last}`;
}

export function watchAddedText(result: Exclude<AddWatchResult, { kind: 'choices' }>): string {
  const { watch, game, alreadyBelow } = result;
  const best = bestCurrentPrice(game);
  const title = esc(upstreamText(gameName(game.title, game.platform_appid)));
  const lines = [
    `${result.kind === 'created' ? 'Watching' : 'Updated the watch on'} <b>${title}</b>: I will post here ${watchPromise(watch)}.`,
    `Now: ${best ? esc(formatMoney(best.price, game.currency)) : 'no current offer'} · watch id <code>${esc(watch.id)}</code>`,
  ];
  if (alreadyBelow) lines.push('The price is already at or below your target; the next alert comes after it rises above and drops again.');
  return lines.join('\n');
}

/** When a watch will speak up, in words (escaped). */
function watchPromise(watch: Watch): string {
  const rules = rulesText(watch.rules);
  if (watch.target === null) return `on ${esc(rules ?? '')}`;
  const target = `when the best price is at or below ${esc(formatMoney(watch.target, watch.currency))}`;
  return rules === null ? `${target}, or when a new all-time low appears` : `${target}, or on ${esc(rules)}`;
}

export function watchesText(watches: readonly Watch[]): string {
  if (watches.length === 0) return 'You have no price alerts. Add one with /watch &lt;appid or title&gt; &lt;price&gt;.';
  return ['<b>Your price alerts</b>', ...watches.map(watchLine), '', 'Remove one with /unwatch &lt;id&gt;.'].join('\n');
}

export function unwatchText(removed: readonly Watch[]): string {
  if (removed.length === 0) return 'No matching price alert. /watches lists yours.';
  return [`Removed ${removed.length === 1 ? 'this alert' : `${removed.length} alerts`}:`, ...removed.map(watchLine)].join('\n');
}

export function alertText(alert: WatchAlert): string {
  const { watch, game } = alert;
  const title = esc(upstreamText(gameName(game.title ?? watch.title, watch.appid)));
  const lines = [`🔔 <b>${title}</b>`];
  if (alert.reasons.includes('target') && alert.price !== null) {
    const offer = alert.offer === 'keyshop' ? game.best_keyshop : game.best_official;
    const where = offer?.store ? ` at ${esc(offer.store)}` : '';
    const kind = alert.offer === 'keyshop' ? 'key reseller' : 'official store';
    lines.push(
      `Now ${esc(formatMoney(alert.price, game.currency))}${where} (${kind}): at or below your target of ${esc(formatMoney(watch.target ?? alert.price, watch.currency))}.`,
    );
  }
  for (const line of ruleAlertLines(alert.reasons, game, watch.rules, (n) => formatMoney(n, game.currency))) lines.push(esc(line));
  if (alert.reasons.includes('all_time_low')) {
    const atl = game.all_time_low;
    if (atl) lines.push(`New all-time low: ${esc(formatMoney(atl.price, game.currency))}${atl.store ? ` at ${esc(atl.store)}` : ''}.`);
  }
  const more = link('Steam', game.urls.steam) ?? link('Best deal', game.urls.deal);
  if (more) lines.push(more);
  lines.push(`Watch <code>${esc(watch.id)}</code> · /unwatch ${esc(watch.id)} to stop.`);
  return lines.join('\n');
}

export function helpText(commands: readonly HelpEntry[], greeting: boolean): string {
  const lines: string[] = [];
  if (greeting) {
    lines.push('Hello! I look up game prices and run file tools.', 'Send me a file or a video link and I offer the tools for it.', '');
  }
  lines.push('<b>Commands</b>');
  for (const c of commands) lines.push(`${esc(c.usage)}: ${esc(c.description)}`);
  return lines.join('\n');
}

export function toolChoiceText(kind: 'file' | 'link', mime: string | null, count: number): string {
  if (count === 0) {
    return kind === 'file'
      ? `No tool takes this kind of file${mime ? ` (${esc(mime)})` : ''}.`
      : 'The video tools are not available.';
  }
  return kind === 'file'
    ? `This is ${esc(mime ?? 'a file')}. Pick a tool (default settings), or send it with a caption like <code>/convert &lt;tool&gt; width=200</code>:`
    : 'Pick a tool for this video:';
}

export function toolButtonLabel(t: ToolSummary): string {
  return clip(t.title, 30);
}
