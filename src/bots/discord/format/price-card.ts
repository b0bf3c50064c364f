import { EmbedBuilder } from 'discord.js';
import { clip, formatMoney, gameName } from '../../../core/chat/chat-text.js';
import type { AllTimeLow, Game, PriceOffer } from '../../../core/prices/price.types.js';
import { mdClip } from './escape.js';

const COLOR = 0x1b2838;
const NONE = '—';

/** An amount in the answer's currency; a dash when unknown. */
export function money(amount: number | null, currency: string): string {
  return amount === null ? NONE : formatMoney(amount, currency);
}

function offerText(offer: PriceOffer | null, currency: string): string {
  if (!offer) return NONE;
  const cut = offer.cut ? ` (−${offer.cut}%)` : '';
  const store = offer.store ? `\nat ${mdClip(offer.store, 200)}` : '';
  return `${money(offer.price, currency)}${cut}${store}`;
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
export function priceCard(game: Game): EmbedBuilder {
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
      { name: 'Best key reseller', value: offerText(game.best_keyshop, c), inline: true },
      { name: 'All-time low', value: lowText(game.all_time_low, c), inline: true },
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
