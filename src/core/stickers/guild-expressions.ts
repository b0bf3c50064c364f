import type { ExpressionFile, GuildExpressionsPort } from './sticker.ports.js';

/**
 * Discord guild emoji and stickers. Creating either needs CREATE_GUILD_EXPRESSIONS (1 << 43) or the older
 * MANAGE_GUILD_EXPRESSIONS (1 << 30), held by the member who asks (the interaction's member permissions) and by the
 * bot (the interaction's app_permissions): the bot never makes something in a server for someone who could not.
 */
export const CREATE_GUILD_EXPRESSIONS = 1n << 43n;
export const MANAGE_GUILD_EXPRESSIONS = 1n << 30n;

const holds = (perms: bigint | null): boolean =>
  perms !== null && ((perms & CREATE_GUILD_EXPRESSIONS) !== 0n || (perms & MANAGE_GUILD_EXPRESSIONS) !== 0n);

/** Whether a guild expression may be made for this member, by this bot; never outside a server. */
export function mayAddExpressions(guildId: string | null, member: bigint | null, app: bigint | null): boolean {
  return guildId !== null && holds(member) && holds(app);
}

/**
 * The Discord refusals the rules word: no free slot, the permission went between the command and the result, or the
 * request itself was refused (any other 4xx): asking again would be refused again, so the file goes back at once.
 */
export type ExpressionRefusal = 'slots_full' | 'forbidden' | 'rejected';

export class ExpressionRefused extends Error {
  constructor(
    readonly reason: ExpressionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ExpressionRefused';
  }
}

export type ExpressionOutcome =
  | { kind: 'emoji'; id: string; name: string; animated: boolean }
  | { kind: 'sticker'; id: string; name: string }
  | { kind: 'refused'; reason: ExpressionRefusal | 'not_permitted' };

/** Makes the emoji or sticker `/sticker` asked for, or says why not (the file then goes back to the user). */
export async function addToGuild(
  port: GuildExpressionsPort,
  req: { guildId: string | null; as: 'emoji' | 'sticker'; name: string; emoji: string; permitted: boolean; file: ExpressionFile },
): Promise<ExpressionOutcome> {
  if (!req.permitted || req.guildId === null) return { kind: 'refused', reason: 'not_permitted' };
  try {
    if (req.as === 'emoji') {
      const made = await port.createEmoji(req.guildId, req.name, req.file);
      return { kind: 'emoji', id: made.id, name: req.name, animated: made.animated };
    }
    const made = await port.createSticker(req.guildId, req.name, req.emoji, req.file);
    return { kind: 'sticker', id: made.id, name: req.name };
  } catch (err) {
    if (err instanceof ExpressionRefused) return { kind: 'refused', reason: err.reason };
    throw err;
  }
}
