import { z } from 'zod';
import { parseFilterText } from '../src/core/deals/deal-filter.js';
import type { DealsPage } from '../src/core/deals/deal.service.js';
import { defineCommand, words } from './command.js';

/**
 * `/deals [free | under <price> | cut>=<n>] [store] [page]`: the current deals matching a filter, cheapest first,
 * five a page. Returns `{deals, page, pages, filter}`. Throws AppError invalid_params (filter).
 */
export default defineCommand({
  name: 'deals',
  description: 'Current game deals: free, under a price, or a big cut',
  usage: '/deals [free | under <price> | cut>=<percent>] [store] [page]',
  args: z.object({
    filter: z.string().max(300).optional().describe('free, under 5, cut>=90, a store name'),
    page: z.coerce.number().int().min(1).max(1000).optional().describe('Page number'),
  }),
  fromText(text) {
    const parts = words(text);
    const last = parts.at(-1);
    const page = last && /^\d{1,4}$/.test(last) && parts.length > 0 && !/^under$/i.test(parts.at(-2) ?? '') ? parts.pop() : undefined;
    return { filter: parts.join(' ') || undefined, page };
  },
  run: ({ services }, args): Promise<DealsPage> =>
    services.deals.current(parseFilterText(args.filter ?? '', services.deals.defaultRegion), args.page ?? 1),
});
