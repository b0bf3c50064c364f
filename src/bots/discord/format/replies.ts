import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { ChatJobView } from '../../../../commands/jobs.js';
import type { ToolsResult } from '../../../../commands/tools.js';
import { clip, gameName } from '../../../core/chat/chat-text.js';
import { regionsTable, type RegionsTable } from '../../../core/chat/regions-text.js';
import { stageText } from '../../../core/chat/progress-text.js';
import type { ResolvedGame } from '../../../core/chat/resolve-game.js';
import { ACTIVE_STATUSES, type JobStatus } from '../../../core/jobs/job.types.js';
import type { SearchCandidate } from '../../../core/prices/price.types.js';
import type { AddWatchResult } from '../../../core/chat/watch.service.js';
import type { Watch, WatchAlert } from '../../../core/chat/watch.types.js';
import { ruleAlertLines, rulesText } from '../../../core/chat/watch-text.js';
import type { OutgoingMessage } from '../messenger.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { md, mdClip } from './escape.js';
import { localToolDetail, toolTitle } from '../../../i18n/tool-words.js';
import { attachChart, historyCard, historyCardV2, money, priceCard, priceCardV2, storeUrl } from './price-card.js';
import type { HistoryAnswer } from '../../../../commands/history.js';
import type { PriceAnswer } from '../../../../commands/price.js';
import { takesAnyFile } from '../../../core/tools/accepts.js';

const COLOR = 0x5865f2;
/** Prefixes for refusals and confirmations, so every message of one kind looks the same. */
const PREFIX_FAIL = '❌';
const PREFIX_OK = '✅';
type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;

/** Button ids: `price:<appid>` opens a game card, `tools:<page>:<filter>` turns a catalogue page. */
export const PRICE_PREFIX = 'price:';
export const TOOLS_PREFIX = 'tools:';

/** A `/price` answer: the game card with its chart attached, or the choice of games when a title matched several. */
export function priceReply(result: PriceAnswer | ResolvedGame, tr: Translator): OutgoingMessage {
  if (result.kind === 'game') {
    const embed = priceCard(result.game, tr, 'chart' in result ? result.chart?.lows : null);
    const files = attachChart(embed, 'chart' in result ? result.chart : null, tr);
    return { content: '', embeds: [embed], components: [], files };
  }
  if (result.kind === 'regions') return regionsReply(regionsTable(result.comparison, tr));
  return priceChoices(result.query, result.choices, tr);
}

/** `/price <game> regions`: the table in a code block (no markdown inside, so nothing to escape there). */
function regionsReply(table: RegionsTable): OutgoingMessage {
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(mdClip(table.title, 250))
    .setDescription(`\`\`\`\n${table.rows.join('\n').replaceAll('`', "'")}\n\`\`\``)
    .setFooter({ text: table.footer });
  return { content: '', embeds: [embed], components: [], files: [] };
}

/**
 * A `/price` answer as a Components V2 layout where it has one (a game's card; the choices and the regions table
 * stay as they are), else null: `sendWithFallback` sends the layout, and `priceReply` where Discord refuses it.
 */
export function priceLayout(result: PriceAnswer | ResolvedGame, tr: Translator): OutgoingMessage | null {
  return result.kind === 'game' ? priceCardV2(result.game, tr, 'chart' in result ? result.chart : null) : null;
}

/** A `/history` answer as a Components V2 layout (a game's lows and chart), else null. */
export function historyLayout(result: HistoryAnswer, tr: Translator): OutgoingMessage | null {
  return result.kind === 'choices' ? null : historyCardV2(result.game, result.chart, tr);
}

/** A `/history` answer: the lows and the chart, or the choice of games. */
export function historyReply(result: HistoryAnswer, tr: Translator): OutgoingMessage {
  if (result.kind === 'choices') return priceChoices(result.query, result.choices, tr);
  const { embed, files } = historyCard(result.game, result.chart, tr);
  return { content: '', embeds: [embed], components: [], files };
}

/** Several games matched a title: one button per game. */
export function priceChoices(query: string, choices: SearchCandidate[], tr: Translator): OutgoingMessage {
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(tr.t('price-choices-title', { query: mdClip(query, 200) }))
    .setDescription(choices.map((c, i) => `${i + 1}\\. ${tr.t('price-choice-line', { title: mdClip(c.title, 300), appid: String(c.appid) })}`).join('\n'))
    .setFooter({ text: tr.t('price-choices-footer') });
  const row: Row = new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    choices.slice(0, 5).map((c) =>
      new ButtonBuilder()
        .setCustomId(`${PRICE_PREFIX}${c.appid}`)
        .setLabel(clip(c.title, 80))
        .setStyle(ButtonStyle.Secondary),
    ),
  );
  return { content: '', embeds: [embed], components: [row] };
}

const STATUS_ICONS: Record<string, string> = { queued: '⏳', processing: '⚙️', completed: '✅', failed: '❌', cancelled: '🚫' };

export function jobsList(jobs: ChatJobView[], tr: Translator): OutgoingMessage {
  if (jobs.length === 0) return { content: tr.t('dc-jobs-none'), embeds: [], components: [] };
  const lines = jobs.map((j) => {
    let detail = '';
    if (j.status === 'processing') detail = ` ${tr.percent(j.progress)} (${stageText(j.stage, tr)})`;
    else if (j.status === 'failed' && j.failure) detail = ` — ${tr.t(`failure-${j.failure}`)}`;
    else if (j.status === 'completed' && j.output_name) detail = ` — ${j.output_name}`;
    return `\`${j.job_id}\` **${md(j.tool)}** ${STATUS_ICONS[j.status] ?? ''} ${tr.t(`job-status-${j.status}`)}${mdClip(detail, 300)}`;
  });
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(tr.t('jobs-title'))
    .setDescription(clip(lines.join('\n'), 4096))
    .setFooter({ text: tr.t('dc-jobs-footer') });
  return { content: '', embeds: [embed], components: [] };
}

export function cancelDone(jobId: string, previous: JobStatus, tr: Translator): OutgoingMessage {
  const text = tr.t(ACTIVE_STATUSES.has(previous) ? 'job-cancelled-id' : 'job-deleted-id', { id: `\`${jobId}\`` });
  return { content: `${PREFIX_OK} ${text}`, embeds: [], components: [] };
}

/** /tools in the reader's language: one tool with its options, or a page grouped by category with its pager. */
export function toolsReply(result: ToolsResult, tr: Translator): OutgoingMessage {
  if (result.kind === 'detail') {
    const t = localToolDetail(tr, result.tool);
    const embed = new EmbedBuilder()
      .setColor(COLOR)
      .setTitle(clip(`${t.title} (${t.slug})`, 256))
      .setDescription(clip(t.description, 4096))
      .addFields(
        { name: tr.t('dc-tools-works-on'), value: clip(t.kind === 'url' ? tr.t('dc-tools-a-link') : takesAnyFile(t.accepts) ? tr.t('tools-any-file') : t.accepts.join(', ') || '—', 1024) },
        { name: tr.t('dc-tools-gives'), value: clip(t.output || '—', 1024) },
      );
    for (const p of t.params.slice(0, 20)) {
      const facts = [p.range ? tr.t('dc-tools-values', { range: p.range }) : null, p.default !== null ? tr.t('dc-tools-default', { value: p.default }) : null];
      embed.addFields({
        name: clip(p.name, 256),
        value: clip([p.description, ...facts].filter(Boolean).join(' · ') || '—', 1024),
        inline: true,
      });
    }
    embed.setFooter({ text: clip(`/convert tool:${t.slug}${t.params.length ? ` params:"${t.params[0].name}=…"` : ''}`, 2048) });
    return { content: '', embeds: [embed], components: [] };
  }
  const { page } = result;
  if (page.total === 0) {
    return { content: tr.t('dc-tools-none', { query: clip(page.filter ?? '', 100) }), embeds: [], components: [] };
  }
  const lines: string[] = [];
  let category = '';
  for (const t of page.tools) {
    if (t.category !== category) {
      category = t.category;
      lines.push(`**${md(tr.t(`category-${category}`))}**`);
    }
    lines.push(clip(`\`${t.slug}\` — ${toolTitle(tr, t)}`, 200));
  }
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(page.filter ? clip(tr.t('dc-tools-title-filter', { query: page.filter }), 256) : tr.t('dc-tools-title'))
    .setDescription(clip(lines.join('\n'), 4096))
    .setFooter({ text: tr.t('dc-tools-footer', { page: page.page, pages: page.pageCount, total: page.total }) });
  const components: Row[] = [];
  if (page.pageCount > 1) {
    const filter = clip(page.filter ?? '', 80).replace(/…$/, '');
    components.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(`${TOOLS_PREFIX}${page.page - 1}:${filter}`)
          .setLabel(tr.t('button-previous'))
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(page.page <= 1),
        new ButtonBuilder()
          .setCustomId(`${TOOLS_PREFIX}${page.page + 1}:${filter}`)
          .setLabel(tr.t('button-next'))
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(page.page >= page.pageCount),
      ),
    );
  }
  return { content: '', embeds: [embed], components };
}

function watchTitle(w: Pick<Watch, 'title' | 'appid'>): string {
  return gameName(w.title, w.appid);
}

export function watchReply(result: AddWatchResult, tr: Translator): OutgoingMessage {
  if (result.kind === 'choices') {
    const list = result.choices.map((c) => `• ${mdClip(c.title, 300)} — ${tr.t('dc-watch-app-id', { appid: `\`${c.appid}\`` })}`).join('\n');
    return {
      content: clip(`${tr.t('dc-watch-choices', { query: mdClip(result.query, 200) })}\n${list}`, 2000),
      embeds: [],
      components: [],
    };
  }
  const { watch, game } = result;
  const target = watch.target === null ? null : money(watch.target, watch.currency, tr);
  const rules = rulesText(watch.rules, tr);
  const now = watch.lastPrice === null ? tr.t('dc-watch-no-offer') : tr.t('dc-watch-now', { price: money(watch.lastPrice, watch.currency, tr) });
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(tr.t(result.kind === 'updated' ? 'dc-watch-updated' : 'dc-watch-watching', { game: mdClip(watchTitle(watch), 230) }))
    .setURL(storeUrl(game))
    .setDescription(
      target === null
        ? tr.t('dc-watch-rules-only', { rules: rules ?? tr.t('dc-watch-a-change'), now })
        : result.alreadyBelow
          ? tr.t('dc-watch-already-below', { target, now, rules: rules ?? tr.t('rule-low') })
          : tr.t('dc-watch-target', { target, now, rules: rules ?? tr.t('rule-low') }),
    )
    .setFooter({ text: tr.t('dc-watch-footer', { id: watch.id }) });
  return { content: '', embeds: [embed], components: [] };
}

export function unwatchReply(removed: Watch[], tr: Translator): OutgoingMessage {
  if (removed.length === 0) return { content: tr.t('dc-unwatch-none'), embeds: [], components: [] };
  const names = removed.map((w) => `${mdClip(watchTitle(w), 150)} (\`${w.id}\`)`).join(', ');
  return { content: clip(`${PREFIX_OK} ${tr.t('dc-unwatch-removed', { names })}`, 2000), embeds: [], components: [] };
}

export function watchesList(watches: Watch[], tr: Translator): OutgoingMessage {
  if (watches.length === 0) return { content: tr.t('dc-watches-none'), embeds: [], components: [] };
  const lines = watches.map((w) => {
    const last = w.lastPrice === null ? tr.t('dc-watches-no-offer') : tr.t('dc-watches-now', { price: money(w.lastPrice, w.currency, tr) });
    const wants = [w.target === null ? null : `≤ ${money(w.target, w.currency, tr)}`, rulesText(w.rules, tr)].filter((x) => x !== null).join('; ');
    return `\`${w.id}\` **${mdClip(watchTitle(w), 100)}** ${wants} (${w.region.toUpperCase()}, ${last})`;
  });
  const embed = new EmbedBuilder().setColor(COLOR).setTitle(tr.t('watches-title')).setDescription(clip(lines.join('\n'), 4096));
  return { content: '', embeds: [embed], components: [] };
}

export function helpReply(commands: Array<{ usage: string; description: string }>, tr: Translator): OutgoingMessage {
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(tr.t('help-title'))
    .setDescription(clip(commands.map((c) => `**${c.usage}**\n${c.description}`).join('\n'), 4096))
    .setFooter({ text: tr.t('help-private-note') });
  return { content: '', embeds: [embed], components: [] };
}

/** A watch fired: posted in the channel where it was set, mentioning its owner. */
export function alertMessage(alert: WatchAlert, userId: string, tr: Translator): OutgoingMessage {
  const { watch, game } = alert;
  const reasons: string[] = [];
  if (alert.reasons.includes('target') && alert.price !== null) {
    reasons.push(
      tr.t(alert.offer === 'keyshop' ? 'alert-target-keyshop' : 'alert-target-official', {
        price: money(alert.price, game.currency, tr),
        target: money(watch.target ?? alert.price, watch.currency, tr),
      }),
    );
  }
  reasons.push(...ruleAlertLines(alert.reasons, game, watch.rules, (n) => money(n, game.currency, tr), tr).map((line) => md(line)));
  if (alert.reasons.includes('all_time_low')) {
    const low = game.all_time_low?.price ?? alert.price;
    reasons.push(tr.t('alert-new-low', { low: money(low, game.currency, tr) }));
  }
  const embed = new EmbedBuilder()
    .setColor(0xfee75c)
    .setTitle(tr.t('alert-title', { game: mdClip(game.title ?? watchTitle(watch), 230) }))
    .setURL(game.urls.deal ?? storeUrl(game))
    .setDescription(reasons.join('\n') || tr.t('alert-changed'))
    .setFooter({ text: tr.t('alert-footer', { id: watch.id }) });
  // With its chart, as the /price card.
  const files = attachChart(embed, alert.chart ?? null, tr);
  return files.length > 0 ? { content: `<@${userId}>`, embeds: [embed], components: [], files } : { content: `<@${userId}>`, embeds: [embed], components: [] };
}

/** A refusal or failure shown only to the user. */
export function errorText(text: string): string {
  return clip(`${PREFIX_FAIL} ${text}`, 2000);
}
