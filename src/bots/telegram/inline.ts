import type { Translator } from '../../core/i18n.ports.js';
import type { Context } from 'grammy';
import type { InlineQueryResultArticle } from 'grammy/types';
import { price } from '../../../commands/index.js';
import { bestCurrentPrice } from '../../core/chat/best-price.js';
import { chatErrorText } from '../../core/chat/chat-errors.js';
import { clip, gameName } from '../../core/chat/chat-text.js';
import type { PriceLookup } from '../../core/chat/chat.types.js';
import { isAppError } from '../../core/errors.js';
import type { Game } from '../../core/prices/price.types.js';
import type { Log } from '../../core/log.ports.js';
import { fitHtml } from './fit-text.js';
import { gameCard } from './format.js';
import { link, MAX_TEXT } from './html.js';
import { webChartUrl } from '../../core/chat/price-chart.js';

/** Cards per inline answer. */
export const INLINE_RESULTS = 5;
/**
 * How long Telegram may reuse an inline answer for the same text (seconds): prices move slowly, and the
 * price cache keeps them 10 minutes, so 5 minutes saves lookups without showing old prices.
 */
export const INLINE_CACHE_S = 300;

/**
 * `@BotName portal 2` typed in any chat: up to 5 game cards (title, best price, all-time low, link). The
 * user picks one and Telegram posts its card in that chat. Lookups go through the price service, which
 * answers from its cache first, so repeated and popular queries never reach the price sources.
 */
export async function answerInlineQuery(ctx: Context, prices: PriceLookup, log: Log, tr: Translator, baseUrl?: string): Promise<void> {
  const query = ctx.inlineQuery?.query.trim() ?? '';
  if (query.length < 2) {
    await ctx.answerInlineQuery([], { cache_time: INLINE_CACHE_S });
    return;
  }
  const { game, region } = price.fromText(query) as { game?: string; region?: string };
  let games: Game[];
  try {
    games = await findGames(prices, game ?? query, region);
  } catch (err) {
    const text = chatErrorText(err, tr);
    if (text === null) throw err;
    log.info({ code: isAppError(err) ? err.code : 'error' }, 'telegram inline query refused');
    await ctx.answerInlineQuery([], { cache_time: 0, is_personal: true, button: { text: clip(text, 64), start_parameter: 'help' } });
    return;
  }
  await ctx.answerInlineQuery(games.map((g) => inlineCard(g, tr, baseUrl)), { cache_time: INLINE_CACHE_S });
}

/** An app id is looked up directly; a title is searched and its best matches looked up together. */
async function findGames(prices: PriceLookup, text: string, region: string | undefined): Promise<Game[]> {
  if (/^\d{1,10}$/.test(text)) {
    try {
      return [await prices.lookup(text, region)];
    } catch (err) {
      if (isAppError(err) && (err.code === 'not_found' || err.code === 'invalid_appid')) return [];
      throw err;
    }
  }
  const candidates = (await prices.search(text)).slice(0, INLINE_RESULTS);
  const looked = await Promise.allSettled(candidates.map((c) => prices.lookup(c.appid, region)));
  return looked.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

/** An inline card cannot carry a photo with text; it links to the game's chart on the web page instead. */
function inlineCard(game: Game, tr: Translator, baseUrl: string | undefined): InlineQueryResultArticle {
  const title = gameName(game.title, game.platform_appid);
  const best = bestCurrentPrice(game);
  const offer = best?.offer === 'keyshop' ? game.best_keyshop : game.best_official;
  const facts = [
    best
      ? offer?.store
        ? tr.t('tg-inline-best-at', { price: tr.money(best.price, game.currency), store: offer.store })
        : tr.t('tg-inline-best', { price: tr.money(best.price, game.currency) })
      : tr.t('tg-inline-no-offer'),
    game.all_time_low ? tr.t('tg-inline-low', { low: tr.money(game.all_time_low.price, game.currency) }) : null,
  ].filter(Boolean);
  const url = game.urls.steam ?? game.urls.deal ?? undefined;
  return {
    type: 'article',
    id: `${game.platform_appid}:${game.region}`,
    title: clip(title, 100),
    description: clip(`${facts.join(' · ')} (${game.region.toUpperCase()})`, 200),
    input_message_content: {
      message_text: fitHtml([gameCard(game, tr), baseUrl ? link(tr.t('tg-inline-chart-link'), webChartUrl(baseUrl, game)) : null].filter(Boolean).join('\n'), MAX_TEXT),
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    },
    ...(url && /^https?:\/\//i.test(url) ? { url } : {}),
  };
}
