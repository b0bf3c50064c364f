import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { WishlistAnswer } from '../src/core/chat/wishlist.types.js';
import { defineCommand, words } from './command.js';
import { gameArg } from './game-args.js';

const ACTIONS = ['add', 'remove', 'list'] as const;

/**
 * `/wishlist [add|remove <game>]`: the server channel's or group's shared wishlist (issue 41, 4b). Anyone may list
 * it; adding and removing take the chat's administrators (Discord: Manage Channels or Manage Server; Telegram: group
 * administrators), as /follow does. In a private chat it answers that the list is for groups (/watch is the
 * personal alert). Returns a `WishlistAnswer`; throws invalid_params, not_found, upstream_unavailable.
 */
export default defineCommand({
  name: 'wishlist',
  description: 'This server’s or group’s shared wishlist: add, remove or list games',
  usage: '/wishlist [add <appid or title> | remove <game>]',
  args: z
    .object({
      action: z.enum(ACTIONS, { error: 'say add, remove or list' }).optional().describe('add, remove or list (default: list)'),
      game: gameArg.optional(),
    })
    .superRefine((args, ctx) => {
      if ((args.action === 'add' || args.action === 'remove') && !args.game) ctx.addIssue({ code: 'custom', path: ['game'], message: 'is required' });
    }),
  fromText(text) {
    const [first, ...rest] = words(text);
    if (first === undefined) return {};
    const action = first.toLowerCase();
    return { action, game: rest.join(' ') || undefined };
  },
  async run({ services, caller, mayManageChat }, args): Promise<WishlistAnswer> {
    const wishlist = services.wishlist;
    if (!wishlist) throw new AppError('service_unavailable', 'Wishlists are not available here.');
    const mayManage = async () => (await mayManageChat?.()) ?? false;
    if (args.action === 'add') return wishlist.add(caller, args.game!, mayManage);
    if (args.action === 'remove') return wishlist.remove(caller, args.game!, mayManage);
    return wishlist.list(caller);
  },
});
