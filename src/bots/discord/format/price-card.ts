import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { lowLines, TOO_LITTLE_HISTORY, type ChartImage } from '../../../core/chat/price-chart.js';
import { clip, formatMoney, gameName, keyshopGap } from '../../../core/chat/chat-text.js';
import type { AllTimeLow, Game, PriceOffer } from '../../../core/prices/price.types.js';
import { mdClip } from './escape.js';
import { offerShop, theAllTimeLow } from '../../../core/chat/offer-shop.js';
import type { Lows } from '../../../core/prices/history/history.types.js';

const COLOR = 0x1b2838;
const NONE = '—';

/** An amount in the answer's currency; a dash when unknown. */
export function money(amount: number | null, currency: string): string {
  return amount === null ? NONE : formatMoney(amount, currency);
}

function offerText(offer: PriceOffer | null, currency: string, kind: 'official' | 'keyshop' = 'official'): string {
  if (!offer) return NONE;
  const cut = offer.cut ? ` (−${offer.cut}%)` : '';
  const shop = offerShop(offer, kind);
  const store = shop ? `\nat ${mdClip(shop, 200)}` : '';
  return `${money(offer.price, currency)}${cut}${store}`;
}

function keyshopText(game: Game): string {
  const gap = keyshopGap(game);
  return gap ? `${NONE}\n${gap}` : offerText(game.best_keyshop, game.currency, 'keyshop');
}

function lowText(low: AllTimeLow | null, currency: string): string {
  if (!low) return NONE;
  const where = [low.store, low.date].filter((s): s is string => Boolean(s)).map((s) => mdClip(s, 200)).join(', ');
  return where ? `${money(low.price, currency)}\n${where}` : money(low.price, currency);
}

/** The store page a card's title links to. */
export function storeUrl(game: Game): string {
  return game.urls.steam ?? game.urls.deal ?? `https://store.steampowered.com/app/${game.platform_appid}/`;
}

/** The game card: title linked to the store page, one field per price fact, sources and freshness below. */
export function priceCard(game: Game, lows?: Lows | null): EmbedBuilder {
  const c = game.currency;
  const links = [
    game.urls.deal ? `[Best deal](${game.urls.deal})` : null,
    game.urls.isthereanydeal ? `[IsThereAnyDeal](${game.urls.isthereanydeal})` : null,
    game.urls.ggdeals ? `[GG.deals](${game.urls.ggdeals})` : null,
  ].filter(Boolean);
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(mdClip(gameName(game.title, game.platform_appid), 256))
    .setURL(storeUrl(game))
    .addFields(
      { name: 'Regular price', value: money(game.regular_price, c), inline: true },
      { name: 'Best official', value: offerText(game.best_official, c), inline: true },
      { name: 'Best key reseller', value: keyshopText(game), inline: true },
      { name: 'All-time low', value: lowText(theAllTimeLow(game, lows), c), inline: true },
      { name: 'Active deals', value: game.active_deals === null ? NONE : String(game.active_deals), inline: true },
      { name: 'Critic score', value: game.metacritic === null ? NONE : `${game.metacritic}/100`, inline: true },
    )
    .setFooter({ text: clip(footerText(game), 2048) })
    .setTimestamp(new Date(game.updated_at));
  if (links.length > 0) embed.setDescription(links.join(' · '));
  return embed;
}

function footerText(game: Game): string {
  const sources = game.sources.length > 0 ? game.sources.join(', ') : 'none';
  const fresh = game.stale ? 'cached answer: the price sources are not answering' : 'updated';
  return `App ${game.platform_appid} · ${game.region.toUpperCase()} · Sources: ${sources} · ${fresh}`;
}

/** The attached chart's file name; the embed shows it through `attachment://`. */
export const CHART_FILE = 'price-history.png';

/**
 * Puts a chart into a card: the PNG as an attachment shown as the embed's image, or, while there is too
 * little history, a line saying so instead of a flat chart. Answers the files to send with the embed.
 */
export function attachChart(embed: EmbedBuilder, chart: ChartImage | null): AttachmentBuilder[] {
  if (!chart) return [];
  if (!chart.enough) {
    embed.addFields({ name: 'Price history', value: TOO_LITTLE_HISTORY });
    return [];
  }
  embed.setImage(`attachment://${CHART_FILE}`);
  return [new AttachmentBuilder(Buffer.from(chart.png), { name: CHART_FILE, description: 'Price history chart' })];
}

/** `/history`: the game's lows and its chart over the period. */
export function historyCard(game: Game, chart: ChartImage): { embed: EmbedBuilder; files: AttachmentBuilder[] } {
  const lines = lowLines(chart.lows, game.currency).map((l) => mdClip(l, 300));
  const embed = new EmbedBuilder()
    .setColor(COLOR)
    .setTitle(mdClip(`${gameName(game.title, game.platform_appid)}: price history`, 256))
    .setURL(storeUrl(game))
    .setDescription(clip(lines.length > 0 ? lines.join('\n') : 'No low is known yet.', 4096))
    .setFooter({ text: clip(`App ${game.platform_appid} · ${game.region.toUpperCase()} · last ${chart.days} days`, 2048) });
  return { embed, files: attachChart(embed, chart) };
}
