import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { filterFromFields } from '../core/deals/deal-filter.js';
import { AppError } from '../core/errors.js';
import type { Game, PriceOffer } from '../core/prices/price.types.js';
import { WatchCreateBody } from '../http/web/openapi/webhook-schemas.js';
import { dealView, filterView } from '../wire/deal-wire.js';
import { giveawayFilterFromFields } from '../core/giveaways/giveaway-filter.js';
import { giveawayView } from '../wire/giveaway-wire.js';
import { watchView } from '../wire/watch-wire.js';
import type { McpCaller, McpDeps } from './deps.js';
import { guarded } from './tool-errors.js';

const APPID = z.number().int().min(1).max(4_294_967_295).describe('Store-platform application id (Steam app id)');
const REGION = z.string().regex(/^[A-Za-z]{2}$/).optional().describe('Two-letter country (us, de, gb…); the server default when absent');

function money(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return 'unknown';
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
}

function offer(o: PriceOffer | null, currency: string): string {
  if (!o) return 'none';
  return `${money(o.price, currency)}${o.store ? ` at ${o.store}` : ''}${o.cut ? ` (-${o.cut}%)` : ''}`;
}

/** A line a model can quote; the numbers themselves are in the structured content. */
function summary(game: Game & { lows?: unknown }): string {
  const c = game.currency;
  return [
    `${game.title ?? `App ${game.platform_appid}`} (${game.region.toUpperCase()}, ${c})`,
    `regular ${money(game.regular_price, c)}; best official ${offer(game.best_official, c)}; best key shop ${offer(game.best_keyshop, c)}`,
    `all-time low ${game.all_time_low ? `${money(game.all_time_low.price, c)}${game.all_time_low.date ? ` on ${game.all_time_low.date}` : ''}` : 'unknown'}`,
  ].join('\n');
}

/** price_lookup, price_history, deals, giveaways, watch_price: the price routes' services and budgets, unchanged. */
export function registerPriceTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  const log = (err: unknown) => deps.log.error({ err }, 'mcp tool failed');

  server.registerTool(
    'price_lookup',
    {
      title: 'Game price',
      description: 'The current prices of a game across official stores and key shops, with its regular price and all-time low. Give the app id, or a title to search.',
      inputSchema: { appid: APPID.optional(), title: z.string().trim().min(1).max(100).optional().describe('A title, when the app id is not known'), region: REGION },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      guarded(async () => {
        let appid = args.appid;
        if (appid === undefined) {
          if (args.title === undefined) throw new AppError('invalid_request', 'Send "appid" or "title".', { field: 'appid' });
          // A search is one lookup of the key's budget, as GET /api/prices/search.
          await deps.priceRateLimit(caller.keyId, 1);
          const [best] = await deps.prices.search(args.title);
          if (!best) throw new AppError('not_found', `No game found for "${args.title}".`);
          appid = best.appid;
        }
        await deps.priceRateLimit(caller.keyId, 1);
        const game = await deps.priceHistory.lookupWithLows(appid, args.region);
        return { content: [{ type: 'text', text: summary(game) }, { type: 'text', text: JSON.stringify({ game }) }], structuredContent: { game } };
      }, log),
  );

  server.registerTool(
    'price_history',
    {
      title: 'Price history',
      description: 'The recorded price history of a game and its lows, with the chart as a PNG image.',
      inputSchema: {
        appid: APPID,
        region: REGION,
        days: z.number().int().min(1).max(3650).optional().describe('The period in days (default 90)'),
        theme: z.enum(['light', 'dark']).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      guarded(async () => {
        await deps.priceRateLimit(caller.keyId, 1);
        const days = args.days === undefined ? undefined : String(args.days);
        const chart = await deps.priceCharts.chart(args.appid, args.region, days, args.theme, 'png');
        const h = chart.history;
        const history = {
          appid: h.appid,
          region: h.region,
          currency: h.currency,
          points: h.points.map((p) => ({ at: new Date(p.at).toISOString().replace(/\.\d{3}Z$/, 'Z'), kind: p.kind, price: p.price, regular: p.regular, cut: p.cut, shop: p.shop })),
          lows: h.lows,
          sources: h.sources,
          enough: chart.enough,
        };
        const body = typeof chart.body === 'string' ? Buffer.from(chart.body) : Buffer.from(chart.body);
        return {
          content: [
            { type: 'text', text: JSON.stringify({ history }) },
            { type: 'image', data: body.toString('base64'), mimeType: chart.type },
          ],
          structuredContent: { history },
        };
      }, log),
  );

  server.registerTool(
    'deals',
    {
      title: 'Current deals',
      description: 'Game deals now running, cheapest first: free games, deals under a price, a minimum cut or one store.',
      inputSchema: {
        free: z.boolean().optional().describe('Only games free for now'),
        under: z.number().min(0).optional().describe('Only deals at or below this price'),
        cut: z.number().int().min(1).max(100).optional().describe('Only deals of at least this cut, in percent'),
        store: z.string().max(60).optional(),
        region: REGION,
        page: z.number().int().min(1).max(1000).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      guarded(async () => {
        await deps.limiter.take(`ip:${caller.ip}`);
        await deps.limiter.take(`owner:${caller.owner}`);
        const filter = filterFromFields({ free: args.free, under: args.under, cut: args.cut, store: args.store, region: args.region }, deps.deals.defaultRegion);
        const page = await deps.deals.current(filter, args.page ?? 1, 10);
        const body = { deals: page.deals.map(dealView), page: page.page, pages: page.pages, filter: filterView(page.filter) };
        return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
      }, log),
  );

  server.registerTool(
    'giveaways',
    {
      title: 'Free-to-keep giveaways',
      description: 'Games, DLC and loot given away for free right now (Epic, Steam, GOG, …), with their end dates and claim links.',
      inputSchema: {
        store: z.string().max(60).optional().describe('One store, e.g. epic, steam, gog'),
        kind: z.enum(['game', 'dlc', 'loot', 'beta']).optional(),
        games_only: z.boolean().optional().describe('Leave out DLC, loot and betas'),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      guarded(async () => {
        // The same budget as GET /api/giveaways: one price lookup of the key.
        await deps.priceRateLimit(caller.keyId, 1);
        const filter = giveawayFilterFromFields({ store: args.store, kind: args.kind, gamesOnly: args.games_only });
        const body = { giveaways: (await deps.giveaways.current(filter)).map(giveawayView) };
        return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
      }, log),
  );

  server.registerTool(
    'watch_price',
    {
      title: 'Watch a price',
      description: 'Creates a price watch for your key, as POST /api/watches: a signed price.alert webhook goes to callback_url when the price reaches the target.',
      inputSchema: WatchCreateBody,
    },
    (args) =>
      guarded(async () => {
        await deps.limiter.take(`ip:${caller.ip}`);
        await deps.limiter.take(`owner:${caller.owner}`);
        if (!deps.webhooks) throw new AppError('not_found', 'Price watches are not available on this server.');
        const callbackUrl = deps.webhooks.checkUrl(args.callback_url);
        const watch = await deps.webhooks.watches.add({
          keyId: caller.keyId,
          appid: args.appid,
          target: args.target_price,
          region: args.region,
          rules: args.rules ?? null,
          callbackUrl,
        });
        const body = { ok: true, watch: watchView(watch) };
        return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
      }, log),
  );
}
