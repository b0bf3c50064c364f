import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import { filterFromFields, parseFilterText } from '../src/core/deals/deal-filter.js';
import { parseGiveawayFilterText } from '../src/core/giveaways/giveaway-filter.js';
import { bundleStoreKey } from '../src/core/bundles/bundle-tracker.js';
import type { Follow } from '../src/core/deals/deal.types.js';
import { defineCommand, words } from './command.js';

/** A Discord role as typed in a text option: the mention `<@&id>` (what @Role becomes) or the bare id. */
const ROLE = /^(?:<@&)?(\d{1,25})>?$/;

/**
 * `/follow <filter> [role:@Role]`: this chat gets a post for each new deal matching the filter, edited when the
 * deal ends. Only members who may manage the chat (Discord: Manage Channels; Telegram groups: administrators).
 * Returns `{follow}` (each bot words its filter in the reader's language). Throws AppError forbidden, invalid_params, limit_reached.
 */
export default defineCommand({
  name: 'follow',
  description: 'Post new game deals, free-to-keep giveaways or new bundles in this chat',
  usage: '/follow <free | under <price> | cut>=<percent> | giveaways [store] [dlc|loot|beta] [games] | bundles [store]> [store] [region:xx] [currency:XXX] [ignore:a,b] [role:@Role]',
  args: z.object({
    filter: z.string().min(1).max(300).describe('free, under 5, cut>=90, a store, region:de, giveaways epic games, or bundles'),
    role: z.string().max(40).optional().describe('A role to mention in each post (Discord)'),
  }),
  fromText(text) {
    const parts = words(text);
    const at = parts.findIndex((w) => /^role[:=]/i.test(w));
    const role = at >= 0 ? parts.splice(at, 1)[0].replace(/^role[:=]/i, '') : undefined;
    return { filter: parts.join(' ') || undefined, role };
  },
  async run({ services, caller, mayManageChat }, args): Promise<{ follow: Follow }> {
    let roleId: string | null = null;
    if (args.role !== undefined && args.role !== '') {
      const m = ROLE.exec(args.role.trim());
      if (caller.platform !== 'discord' || !m) {
        throw new AppError('invalid_params', 'role: mention a server role, e.g. role:@Gamers', { field: 'role' });
      }
      roleId = m[1];
    }
    const [first, ...rest] = args.filter.trim().split(/\s+/);
    if (/^giveaways?$/i.test(first ?? '')) {
      // A giveaway follow keeps a deal filter too (the store's shape); only `giveaways` is read for it.
      const giveaways = parseGiveawayFilterText(rest.join(' '));
      const follow = await services.deals.follow(caller, filterFromFields({}, services.deals.defaultRegion), {
        roleId,
        mayManage: (await mayManageChat?.()) ?? false,
        giveaways,
      });
      return { follow };
    }
    if (/^bundles?$/i.test(first ?? '')) {
      // `/follow bundles [site]`: new bundles, of one site when named ("humble bundle", "fanatical").
      const store = bundleStoreKey(rest.join(' '));
      const follow = await services.deals.follow(caller, filterFromFields({}, services.deals.defaultRegion), {
        roleId,
        mayManage: (await mayManageChat?.()) ?? false,
        bundles: { store: store === '' ? null : store },
      });
      return { follow };
    }
    const filter = parseFilterText(args.filter, services.deals.defaultRegion);
    const follow = await services.deals.follow(caller, filter, { roleId, mayManage: (await mayManageChat?.()) ?? false });
    return { follow };
  },
});
