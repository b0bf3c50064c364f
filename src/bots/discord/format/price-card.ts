import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { lowLines, type ChartImage } from '../../../core/chat/price-chart.js';
import { clip, gameName, keyshopGap } from '../../../core/chat/chat-text.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { AllTimeLow, Game, PriceOffer } from '../../../core/prices/price.types.js';
import { mdClip } from './escape.js';
import { offerShop, theAllTimeLow } from '../../../core/chat/offer-shop.js';
import type { Lows } from '../../../core/prices/history/history.types.js';
import type { OutgoingMessage } from '../messenger.js';
import { cardMessage, type CardLayout } from './components-v2.js';
import { bundleLines, subscriptionText } from '../../../core/chat/extras-text.js';

/** Bundles and subscriptions (issue 41) as markdown values; upstream words are escaped, links only http(s). */
function extrasFields(game: Game, tr: Translator): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  const subs = subscriptionText(game, tr);
  if (subs) out.push({ name: tr.t('price-subscriptions'), value: mdClip(subs, 1000) });
  const bundles = bundleLines(game, tr).map((b) => {
    const title = mdClip(b.title, 200);
    const head = b.url ? `[${title}](${b.url.replace(/[()\s]/g, encodeURIComponent)})` : title;
    return b.detail ? `${head} · ${mdClip(b.detail, 200)}` : head;
  });
  if (bundles.length > 0) out.push({ name: tr.t('price-bundles'), value: clip(bundles.join('\n'), 1024) });
  return out;
}

const COLOR = 0x1b2838;

/** An amount in the answer's currency, the reader's way; a dash when unknown. */
export function money(amount: number | null, currency: string, tr: Translator): string {
  return amount === null ? tr.t('price-none') : tr.money(amount, currency);
}

function offerText(offer: PriceOffer | null, currency: string, tr: Translator, kind: 'official' | 'keyshop' = 'official'): string {
  if (!offer) return tr.t('price-none');
  const cut = offer.cut ? ` (${tr.t('price-cut', { percent: tr.percent(offer.cut) })})` : '';
  const shop = offerShop(offer, kind);
  const store = shop ? `\n${tr.t('price-at-store', { store: mdClip(shop, 200) })}` : '';
  return `${money(offer.price, currency, tr)}${cut}${store}`;
}

function keyshopText(game: Game, tr: Translator): string {
  return keyshopGap(game) ? `${tr.t('price-none')}\n${tr.t('price-keyshop-gap')}` : offerText(game.best_keyshop, game.currency, tr, 'keyshop');
}

function lowText(low: AllTimeLow | null, currency: string, tr: Translator): string {
  if (!low) return tr.t('price-none');
  const where = [low.store ? mdClip(low.store, 200) : null, low.date ? tr.date(low.date) : null].filter((s): s is string => Boolean(s)).join(', ');
  return where ? `${money(low.price, currency, tr)}\n${where}` : money(low.price, currency, tr);
}

/** The store page a card's title links to. */
export function storeUrl(game: Game): string {
  return game.urls.steam ?? game.urls.deal ?? `https://store.steampowered.com/app/${game.platform_appid}/`;
}

/** The game card in the reader's language: title linked to the store page, one field per price fact, sources and freshness below. */
export function priceCard(game: Game, tr: Translator, lows?: Lows | null): EmbedBuilder {
  const c = game.currency;
  const links = [
    game.urls.deal ? `[${tr.t('price-best-deal-link')}](${game.urls.deal})` : null,
    game.urls.isthereanydeal ? `[IsThereAnyDeal](${game.urls.isthereanydeal})` : null,
    game.urls.ggdeals ? `[GG.deals](${game.urls.ggdeals})` : null,
  ].filter(Boolean);
  const none = tr.t('price-none');
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(mdClip(gameName(game.title, game.platform_appid), 256))
    .setURL(storeUrl(game))
    .addFields(
      { name: tr.t('price-regular'), value: money(game.regular_price, c, tr), inline: true },
      { name: tr.t('price-best-official'), value: offerText(game.best_official, c, tr), inline: true },
      { name: tr.t('price-best-keyshop'), value: keyshopText(game, tr), inline: true },
      { name: tr.t('price-all-time-low'), value: lowText(theAllTimeLow(game, lows), c, tr), inline: true },
      { name: tr.t('price-active-deals'), value: game.active_deals === null ? none : tr.number(game.active_deals), inline: true },
      { name: tr.t('price-critic-score'), value: game.metacritic === null ? none : tr.t('price-score-value', { score: game.metacritic }), inline: true },
    )
    .setFooter({ text: clip(footerText(game, tr), 2048) })
    .setTimestamp(new Date(game.updated_at));
  const extras = extrasFields(game, tr);
  if (extras.length > 0) embed.addFields(...extras);
  if (links.length > 0) embed.setDescription(links.join(' · '));
  return embed;
}

function footerText(game: Game, tr: Translator): string {
  const sources = tr.t('price-sources', { sources: game.sources.length > 0 ? game.sources.join(', ') : tr.t('price-sources-none') });
  const fresh = tr.t(game.stale ? 'price-stale' : 'price-fresh');
  return `${tr.t('price-app', { appid: String(game.platform_appid) })} · ${game.region.toUpperCase()} · ${sources} · ${fresh}`;
}

/** The attached chart's file name; the embed shows it through `attachment://`. */
export const CHART_FILE = 'price-history.png';

/**
 * Puts a chart into a card: the PNG as an attachment shown as the embed's image, or, while there is too
 * little history, a line saying so instead of a flat chart. Answers the files to send with the embed.
 */
export function attachChart(embed: EmbedBuilder, chart: ChartImage | null, tr: Translator): AttachmentBuilder[] {
  if (!chart) return [];
  if (!chart.enough) {
    embed.addFields({ name: tr.t('price-history-field'), value: tr.t('price-too-little-history') });
    return [];
  }
  embed.setImage(`attachment://${CHART_FILE}`);
  return [new AttachmentBuilder(Buffer.from(chart.png), { name: CHART_FILE, description: tr.t('price-chart-description') })];
}

/** `/history`: the game's lows and its chart over the period. */
export function historyCard(game: Game, chart: ChartImage, tr: Translator): { embed: EmbedBuilder; files: AttachmentBuilder[] } {
  const lines = lowLines(chart.lows, game.currency, tr).map((l) => mdClip(l, 300));
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(mdClip(tr.t('history-title', { game: gameName(game.title, game.platform_appid) }), 256))
    .setURL(storeUrl(game))
    .setDescription(clip(lines.length > 0 ? lines.join('\n') : tr.t('history-no-low'), 4096))
    .setFooter({ text: clip(tr.t('history-footer', { appid: String(game.platform_appid), region: game.region.toUpperCase(), days: chart.days }), 2048) });
  return { embed, files: attachChart(embed, chart, tr) };
}

/** Steam's capsule of an app: the card's thumbnail (the app id is Steam's, so the image is its store's own). */
export function steamCapsule(appid: number): string {
  return `https://shared.cloudflare.steamstatic.com/store_item_assets/steam/apps/${appid}/header.jpg`;
}

/** The chart as the layout's gallery, or the line that stands for it while there is too little history. */
function chartParts(chart: ChartImage | null, tr: Translator): { gallery: CardLayout['gallery']; note: string | null; files: AttachmentBuilder[] } {
  if (!chart) return { gallery: null, note: null, files: [] };
  if (!chart.enough) return { gallery: null, note: `**${tr.t('price-history-field')}**\n${tr.t('price-too-little-history')}`, files: [] };
  const description = tr.t('price-chart-description');
  return {
    gallery: { url: `attachment://${CHART_FILE}`, description },
    note: null,
    files: [new AttachmentBuilder(Buffer.from(chart.png), { name: CHART_FILE, description })],
  };
}

/** The game card as a Components V2 layout: the same facts as `priceCard`, the capsule beside the title, the chart below. */
export function priceCardV2(game: Game, tr: Translator, chart: ChartImage | null): OutgoingMessage {
  const c = game.currency;
  const none = tr.t('price-none');
  const fact = (name: string, value: string) => `**${name}**\n${value}`;
  const { gallery, note, files } = chartParts(chart, tr);
  const links = [
    // The app id is Steam's, so its store page exists even when no source gave the link.
    { label: 'Steam', url: game.urls.steam ?? `https://store.steampowered.com/app/${game.platform_appid}/` },
    ...(game.urls.deal ? [{ label: tr.t('price-best-deal-link'), url: game.urls.deal }] : []),
    ...(game.urls.isthereanydeal ? [{ label: 'IsThereAnyDeal', url: game.urls.isthereanydeal }] : []),
    ...(game.urls.ggdeals ? [{ label: 'GG.deals', url: game.urls.ggdeals }] : []),
  ];
  const title = mdClip(gameName(game.title, game.platform_appid), 256);
  return cardMessage(
    {
      accent: COLOR,
      heading: `## [${title}](${storeUrl(game)})`,
      thumbnail: { url: steamCapsule(game.platform_appid), description: gameName(game.title, game.platform_appid) },
      blocks: [
        [fact(tr.t('price-regular'), money(game.regular_price, c, tr)), fact(tr.t('price-best-official'), offerText(game.best_official, c, tr))].join('\n'),
        [fact(tr.t('price-best-keyshop'), keyshopText(game, tr)), fact(tr.t('price-all-time-low'), lowText(theAllTimeLow(game, chart?.lows), c, tr))].join('\n'),
        [
          fact(tr.t('price-active-deals'), game.active_deals === null ? none : tr.number(game.active_deals)),
          fact(tr.t('price-critic-score'), game.metacritic === null ? none : tr.t('price-score-value', { score: game.metacritic })),
        ].join('\n'),
        ...extrasFields(game, tr).map((f) => fact(f.name, f.value)),
        ...(note ? [note] : []),
      ],
      gallery,
      footer: clip(footerText(game, tr), 1000),
      links,
    },
    files,
  );
}

/** `/history` as a Components V2 layout: the lows, then the chart. */
export function historyCardV2(game: Game, chart: ChartImage, tr: Translator): OutgoingMessage {
  const lines = lowLines(chart.lows, game.currency, tr).map((l) => mdClip(l, 300));
  const { gallery, note, files } = chartParts(chart, tr);
  return cardMessage(
    {
      accent: COLOR,
      heading: `## [${mdClip(tr.t('history-title', { game: gameName(game.title, game.platform_appid) }), 256)}](${storeUrl(game)})`,
      thumbnail: { url: steamCapsule(game.platform_appid), description: gameName(game.title, game.platform_appid) },
      blocks: [lines.length > 0 ? lines.join('\n') : tr.t('history-no-low'), ...(note ? [note] : [])],
      gallery,
      footer: tr.t('history-footer', { appid: String(game.platform_appid), region: game.region.toUpperCase(), days: chart.days }),
      links: [{ label: 'Steam', url: game.urls.steam ?? `https://store.steampowered.com/app/${game.platform_appid}/` }],
    },
    files,
  );
}
