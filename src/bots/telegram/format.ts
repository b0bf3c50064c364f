import type { HelpEntry } from '../../../commands/help.js';
import type { ChatJobView } from '../../../commands/jobs.js';
import type { ToolsResult } from '../../../commands/tools.js';
import type { UploadLinkView } from '../../../commands/upload.js';
import { bestCurrentPrice } from '../../core/chat/best-price.js';
import { clip, gameName, keyshopGap } from '../../core/chat/chat-text.js';
import { formatBytes, statusLines, type JobStatusView } from '../../core/chat/progress-text.js';
import type { AddWatchResult } from '../../core/chat/watch.service.js';
import type { Watch, WatchAlert } from '../../core/chat/watch.types.js';
import { ruleAlertLines, rulesText } from '../../core/chat/watch-text.js';
import { ACTIVE_STATUSES, type JobStatus } from '../../core/jobs/job.types.js';
import type { Game, PriceOffer } from '../../core/prices/price.types.js';
import type { ToolSummary } from '../../core/chat/tool-catalog.js';
import { code, marked } from './marked.js';
import { esc, upstreamText, link, MAX_CAPTION } from './html.js';
import { lowLines, type ChartImage } from '../../core/chat/price-chart.js';
import type { Translator } from '../../core/i18n.ports.js';
import { fitHtml } from './fit-text.js';
import { localToolDetail, toolTitle } from '../../i18n/tool-words.js';
import { offerShop, theAllTimeLow } from '../../core/chat/offer-shop.js';
import type { Lows } from '../../core/prices/history/history.types.js';
import { bundleLines, subscriptionText } from '../../core/chat/extras-text.js';
import { takesAnyFile } from '../../core/tools/accepts.js';

/** `label: value`, the label in the reader's language (escaped), the value already HTML. */
function labelled(label: string, value: string, tr: Translator): string {
  return tr.t('tg-labelled', { label: esc(tr.t(label)), value });
}

function offerLine(label: string, offer: PriceOffer | null, currency: string, tr: Translator, kind: 'official' | 'keyshop' = 'official'): string {
  if (!offer) return labelled(label, esc(tr.t('price-unknown')), tr);
  const shop = offerShop(offer, kind);
  const store = shop ? ` ${esc(tr.t('price-at-store', { store: shop }))}` : '';
  const cut = offer.cut !== null && offer.cut > 0 ? ` (${esc(tr.t('price-cut', { percent: tr.percent(offer.cut) }))})` : '';
  return labelled(label, `<b>${esc(tr.money(offer.price, currency))}</b>${store}${cut}`, tr);
}

/** The game card for /price, in the reader's language and money format. */
export function gameCard(game: Game, tr: Translator, lows?: Lows | null): string {
  const title = upstreamText(gameName(game.title, game.platform_appid));
  const unknown = esc(tr.t('price-unknown'));
  const lines = [
    `<b>${esc(title)}</b>`,
    `${esc(tr.t('price-app', { appid: String(game.platform_appid) }))} · ${esc(game.region.toUpperCase())} · ${esc(game.currency)}`,
    labelled('price-regular', game.regular_price === null ? unknown : esc(tr.money(game.regular_price, game.currency)), tr),
    offerLine('tg-price-best-official', game.best_official, game.currency, tr),
    offerLine('tg-price-best-keyshop', game.best_keyshop, game.currency, tr, 'keyshop'),
  ];
  if (keyshopGap(game)) lines[lines.length - 1] += ` (${esc(tr.t('price-keyshop-gap'))})`;
  const atl = theAllTimeLow(game, lows);
  if (atl) {
    const where = atl.store ? ` ${esc(tr.t('price-at-store', { store: atl.store }))}` : '';
    const when = atl.date ? ` ${esc(tr.t('price-on-date', { date: tr.date(atl.date) }))}` : '';
    lines.push(labelled('price-all-time-low', `${esc(tr.money(atl.price, game.currency))}${where}${when}`, tr));
  } else {
    lines.push(labelled('price-all-time-low', unknown, tr));
  }
  lines.push(labelled('price-active-deals', game.active_deals === null ? unknown : esc(tr.number(game.active_deals)), tr));
  lines.push(labelled('price-critic-score', game.metacritic === null ? esc(tr.t('price-no-score')) : esc(String(game.metacritic)), tr));
  const subs = subscriptionText(game, tr);
  if (subs) lines.push(labelled('price-subscriptions', esc(upstreamText(subs)), tr));
  const bundles = bundleLines(game, tr).map((b) => {
    const title = upstreamText(b.title);
    const head = link(title, b.url) ?? esc(title);
    return b.detail ? `${head} · ${esc(upstreamText(b.detail))}` : head;
  });
  if (bundles.length > 0) lines.push(labelled('price-bundles', bundles.join('; '), tr));
  const links = [
    link('Steam', game.urls.steam),
    link(tr.t('price-best-deal-link'), game.urls.deal),
    link('IsThereAnyDeal', game.urls.isthereanydeal),
    link('GG.deals', game.urls.ggdeals),
  ].filter((l): l is string => l !== null);
  if (links.length > 0) lines.push(links.join(' · '));
  if (game.stale) lines.push(`<i>${esc(tr.t('tg-price-stale'))}</i>`);
  return lines.join('\n');
}

/**
 * A card that goes with a chart: as a photo's caption (cut to Telegram's 1,024 characters at a line break)
 * when the chart shows history, else as a message that says there is too little history for one.
 */
export function chartedText(card: string, chart: ChartImage | null, tr: Translator): { caption: string } | { text: string } {
  if (chart?.enough) return { caption: fitHtml(card, MAX_CAPTION) };
  return { text: chart ? `${card}\n<i>${esc(tr.t('price-too-little-history'))}</i>` : card };
}

/** /history: the game, the period and every kind of low. */
export function historyText(game: Game, chart: ChartImage, tr: Translator): string {
  const lows = lowLines(chart.lows, game.currency, tr).map(esc);
  return [
    `<b>${esc(upstreamText(gameName(game.title, game.platform_appid)))}</b>: ${esc(tr.t('tg-history-period', { days: chart.days }))}`,
    `${esc(tr.t('price-app', { appid: String(game.platform_appid) }))} · ${esc(game.region.toUpperCase())} · ${esc(game.currency)}`,
    ...(lows.length > 0 ? lows : [esc(tr.t('history-no-low'))]),
  ].join('\n');
}

export function choicesText(query: string, tr: Translator): string {
  return esc(tr.t('tg-choices', { query }));
}

/** /tools in the reader's language: a page grouped by category, or one tool with its parameters. */
export function toolsText(result: ToolsResult, tr: Translator): string {
  if (result.kind === 'detail') {
    const t = localToolDetail(tr, result.tool);
    const lines = [`<b>${esc(t.title)}</b> (<code>${esc(t.slug)}</code>)`, esc(t.description)];
    if (t.kind === 'upload') lines.push(esc(tr.t('tools-takes', { types: takesAnyFile(t.accepts) ? tr.t('tools-any-file') : t.accepts.join(', ') })));
    else lines.push(esc(tr.t('tools-takes-link')));
    lines.push(esc(tr.t('tools-gives', { output: t.output })));
    if (t.params.length > 0) {
      lines.push(esc(tr.t('tools-parameters')));
      for (const p of t.params) {
        const range = p.range ? ` (${esc(p.range)})` : '';
        const def = p.default !== null ? `, ${esc(tr.t('tools-param-default', { value: p.default }))}` : '';
        lines.push(`• <code>${esc(p.name)}</code>${range}${def}: ${esc(p.description)}`);
      }
    }
    const example = t.kind === 'url' ? (t.category === 'web' ? ' https://example.com/…' : ' https://youtu.be/…') : '';
    lines.push(marked(tr, 'tg-tools-use', { command: `/convert ${t.slug}${example}` }, { command: code }));
    return lines.join('\n');
  }
  const { page } = result;
  if (page.total === 0) return esc(tr.t('tg-tools-none', { query: page.filter ?? '' }));
  const head = page.filter ? tr.t('tools-for', { query: page.filter }) : tr.t('tools-all');
  const lines = [`<b>${esc(head)}</b> (${esc(tr.number(page.total))}) · ${esc(tr.t('tg-tools-page', { page: page.page, pages: page.pageCount }))}`];
  let category = '';
  for (const t of page.tools) {
    if (t.category !== category) {
      category = t.category;
      lines.push('', `<b>${esc(tr.t(`category-${category}`))}</b>`);
    }
    lines.push(`• <code>${esc(t.slug)}</code> ${esc(toolTitle(tr, t))}`);
  }
  lines.push('', esc(tr.t('tg-tools-footer')));
  return lines.join('\n');
}

/** The status message of a chat job. */
export function statusText(tool: string, jobId: string, status: JobStatusView, tr: Translator): string {
  const [title, ...rest] = statusLines(tool, status, tr);
  return [`<b>${esc(title)}</b> · ${esc(tr.t('tg-job'))} <code>${esc(jobId)}</code>`, ...rest.map(esc)].join('\n');
}

/** The new message that tells the user a job failed (the status message is also updated). */
export function failureNoticeText(tool: string, jobId: string, reason: string, tr: Translator): string {
  return `${esc(tool)} (${esc(tr.t('tg-job'))} <code>${esc(jobId)}</code>) ${esc(tr.t('tg-job-failed', { reason }))}`;
}

/** A file name in a caption: escaped, it may grow fivefold (`&` → `&amp;`), and captions stop at 1,024. */
const CAPTION_NAME = 150;

export function resultCaption(tool: string, name: string, size: number): string {
  return `${esc(tool)}: ${esc(clip(name, CAPTION_NAME))} (${esc(formatBytes(size))})`;
}

export function linkInsteadText(tool: string, name: string, size: number, url: string, expiresAt: number, tr: Translator): string {
  return [
    `${esc(tool)}: ${esc(tr.t('tg-too-large', { name, size: formatBytes(size) }))}`,
    esc(tr.t('tg-download-until', { until: `${new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` })),
    esc(url),
  ].join('\n');
}

export function jobsText(jobs: readonly ChatJobView[], tr: Translator): string {
  if (jobs.length === 0) return esc(tr.t('tg-jobs-none'));
  const lines = [`<b>${esc(tr.t('jobs-title'))}</b>`];
  for (const j of jobs) {
    let state: string = tr.t(`job-status-${j.status}`);
    if (j.status === 'processing') state = tr.t('tg-jobs-processing', { percent: tr.percent(j.progress) });
    if (j.status === 'completed' && j.output_name) state = tr.t('tg-jobs-done', { name: j.output_name });
    if (j.status === 'failed' && j.failure) state = tr.t('tg-job-failed', { reason: tr.t(`failure-${j.failure}`) });
    lines.push(`• <code>${esc(j.job_id)}</code> ${esc(j.tool)} · ${esc(state)}`);
  }
  return lines.join('\n');
}

export function cancelText(jobId: string, previous: JobStatus, tr: Translator): string {
  const [before, after] = tr.t(ACTIVE_STATUSES.has(previous) ? 'job-cancelled-id' : 'job-deleted-id', { id: '\u0000' }).split('\u0000');
  return `${esc(before)}<code>${esc(jobId)}</code>${esc(after ?? '')}`;
}

/** A title in a list line: 25 watches of long titles must still fit one message (4,096 characters). */
const LIST_TITLE = 56;

function watchLine(w: Watch, tr: Translator): string {
  const title = clip(upstreamText(gameName(w.title, w.appid)), LIST_TITLE);
  const last = w.lastPrice === null ? '' : `, ${esc(tr.t('tg-watch-now', { price: tr.money(w.lastPrice, w.currency) }))}`;
  const wants = [w.target === null ? null : tr.t('tg-watch-at-or-below', { target: tr.money(w.target, w.currency) }), rulesText(w.rules, tr)].filter((x) => x !== null).join('; ');
  return `• <code>${esc(w.id)}</code> ${esc(title)} (${esc(tr.t('tg-watch-where', { appid: String(w.appid), region: w.region.toUpperCase() }))}): ${esc(wants)}${last}`;
}

export function watchAddedText(result: Exclude<AddWatchResult, { kind: 'choices' }>, tr: Translator): string {
  const { watch, game, alreadyBelow } = result;
  const best = bestCurrentPrice(game);
  const title = esc(upstreamText(gameName(game.title, game.platform_appid)));
  // The title goes in bold wherever the sentence puts it.
  const [before, after] = tr.t(result.kind === 'created' ? 'tg-watch-watching' : 'tg-watch-updated', { game: '\u0000', when: watchPromise(watch, tr) }).split('\u0000');
  const lines = [
    `${esc(before)}<b>${title}</b>${esc(after ?? '')}`,
    `${esc(tr.t('tg-watch-now-line', { price: best ? tr.money(best.price, game.currency) : tr.t('tg-inline-no-offer') }))} · ${esc(tr.t('tg-watch-id'))} <code>${esc(watch.id)}</code>`,
  ];
  if (alreadyBelow) lines.push(esc(tr.t('tg-watch-already-below')));
  return lines.join('\n');
}

/** When a watch will speak up, in words (plain text). */
function watchPromise(watch: Watch, tr: Translator): string {
  const rules = rulesText(watch.rules, tr);
  if (watch.target === null) return tr.t('tg-watch-on', { rules: rules ?? '' });
  const target = tr.money(watch.target, watch.currency);
  return rules === null ? tr.t('tg-watch-when-target-or-low', { target }) : tr.t('tg-watch-when-target-or-rules', { target, rules });
}

export function watchesText(watches: readonly Watch[], tr: Translator): string {
  if (watches.length === 0) return esc(tr.t('tg-watches-none'));
  return [`<b>${esc(tr.t('watches-title'))}</b>`, ...watches.map((w) => watchLine(w, tr)), '', esc(tr.t('tg-watches-remove'))].join('\n');
}

export function unwatchText(removed: readonly Watch[], tr: Translator): string {
  if (removed.length === 0) return esc(tr.t('tg-unwatch-none'));
  return [esc(tr.t('tg-unwatch-removed', { count: removed.length })), ...removed.map((w) => watchLine(w, tr))].join('\n');
}

/** A watch fired, in the language the watch was made in. */
export function alertText(alert: WatchAlert, tr: Translator): string {
  const { watch, game } = alert;
  const title = esc(upstreamText(gameName(game.title ?? watch.title, watch.appid)));
  const lines = [`🔔 <b>${title}</b>`];
  if (alert.reasons.includes('target') && alert.price !== null) {
    const offer = alert.offer === 'keyshop' ? game.best_keyshop : game.best_official;
    const args = { price: tr.money(alert.price, game.currency), target: tr.money(watch.target ?? alert.price, watch.currency) };
    const kind = alert.offer === 'keyshop' ? 'keyshop' : 'official';
    lines.push(esc(offer?.store ? tr.t(`tg-alert-target-${kind}-at`, { ...args, store: offer.store }) : tr.t(`tg-alert-target-${kind}`, args)));
  }
  for (const line of ruleAlertLines(alert.reasons, game, watch.rules, (n) => tr.money(n, game.currency), tr)) lines.push(esc(line));
  if (alert.reasons.includes('all_time_low')) {
    const atl = game.all_time_low;
    if (atl) {
      const low = tr.money(atl.price, game.currency);
      lines.push(esc(atl.store ? tr.t('tg-alert-new-low-at', { low, store: atl.store }) : tr.t('alert-new-low', { low })));
    }
  }
  const more = link('Steam', game.urls.steam) ?? link(tr.t('price-best-deal-link'), game.urls.deal);
  if (more) lines.push(more);
  lines.push(`${esc(tr.t('tg-alert-watch'))} <code>${esc(watch.id)}</code> · ${esc(tr.t('tg-alert-stop', { id: watch.id }))}`);
  return lines.join('\n');
}

/** /start and /help: the commands with their usage and description in the reader's language. */
export function helpText(commands: readonly HelpEntry[], greeting: boolean, tr: Translator): string {
  const lines: string[] = [];
  if (greeting) lines.push(esc(tr.t('tg-greeting')), esc(tr.t('tg-greeting-files')), '');
  lines.push(`<b>${esc(tr.t('tg-commands'))}</b>`);
  for (const c of commands) lines.push(`${esc(tr.t(`cmd-${c.name}-usage`))}: ${esc(tr.t(`cmd-${c.name}`))}`);
  return lines.join('\n');
}

/** The line above the tool buttons under a file or video link sent without a command, in the reader's language. */
export function toolChoiceText(kind: 'file' | 'link', mime: string | null, count: number, tr: Translator): string {
  if (count === 0) {
    if (kind === 'link') return esc(tr.t('tg-offer-no-video'));
    return esc(mime ? tr.t('tg-offer-none-type', { type: mime }) : tr.t('tg-offer-none'));
  }
  if (kind === 'link') return esc(tr.t('tg-offer-video'));
  const example = '/convert <tool> width=200';
  return mime ? marked(tr, 'tg-offer-file', { type: mime, example }, { example: code }) : marked(tr, 'tg-offer-file-unknown', { example }, { example: code });
}

export function toolButtonLabel(t: ToolSummary): string {
  return clip(t.title, 30);
}

/**
 * A one-time upload link (issue 40): what it is for, until when it works, the link itself; `tooBig` first says why
 * a file sent to the bot gets a link instead of a job.
 */
export function uploadLinkText(r: UploadLinkView, tr: Translator, tooBig?: { size: string; limit: string }, note?: string): string {
  return [
    ...(tooBig ? [esc(tr.t('upload-link-too-big', tooBig))] : []),
    esc(r.tool ? tr.t('upload-link-offer-tool', { tool: toolTitle(tr, r.tool) }) : tr.t('upload-link-offer')),
    ...(note ? [esc(note)] : []),
    esc(tr.t('upload-link-until', { until: `${new Date(r.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` })),
    `<a href="${esc(r.url)}">${esc(r.url)}</a>`,
  ].join('\n');
}
