import type { StickerSetsPort, StickerUpload } from './sticker.ports.js';

/**
 * A user's own Telegram sticker sets, made and filled by the bot. Bot API rules: a set name starts with a letter,
 * holds only a-z, 0-9 and underscores (no two in a row), ends in `_by_<bot username>` and is at most 64
 * characters; a regular set holds at most 120 stickers (addStickerToSet, Bot API 7.2+). A full set, or a name
 * someone holds already, moves on to the user's next set: `u<id>_by_<bot>`, `u<id>_2_by_<bot>`, ….
 */
export const TELEGRAM_SET_LIMIT = 120;
/** How many numbered sets one user may fill before we stop and say so (600 stickers). */
export const MAX_OWN_SETS = 5;
const MAX_NAME = 64;

/**
 * The platform's refusals the rules act on; the bot's port maps the Bot API's error texts to these. `rejected` is any
 * other refusal of the request itself (a user who never opened a private chat with the bot gets PEER_ID_INVALID):
 * asking again would be refused again, so the sticker comes back as a file instead.
 */
export type SetRefusal = 'name_taken' | 'set_full' | 'no_such_set' | 'rejected';

export class StickerSetRefused extends Error {
  constructor(
    readonly reason: SetRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'StickerSetRefused';
  }
}

export type SetOutcome =
  | { kind: 'added'; name: string; created: boolean }
  | { kind: 'refused'; reason: 'sets_full' | 'bad_name' | 'rejected' };

/** The user's `n`th set name (1-based), or null when it would break the Bot API's naming rules. */
export function ownSetName(userId: string, botUsername: string, n: number): string | null {
  const bot = botUsername.toLowerCase();
  if (!/^\d{1,20}$/.test(userId) || !/^[a-z0-9_]{1,40}$/.test(bot)) return null;
  const name = `u${userId}${n > 1 ? `_${n}` : ''}_by_${bot}`;
  return name.length <= MAX_NAME && !name.includes('__') ? name : null;
}

/** The set's public link, which adds it in any Telegram app. */
export function setLink(name: string): string {
  return `https://t.me/addstickers/${name}`;
}

/**
 * Adds the sticker to the first of the user's sets with room: a set that does not exist yet is made, a full one
 * (or a name someone else holds) is passed over. Another failure (429, 5xx, the network) propagates, so chat
 * delivery tries the whole step again later; Telegram leaves a set unchanged when the very same sticker is added
 * twice, so a repeat after a lost answer adds nothing.
 */
export async function addToOwnSet(
  port: StickerSetsPort,
  req: { userId: string; botUsername: string; title: string; sticker: StickerUpload },
): Promise<SetOutcome> {
  for (let n = 1; n <= MAX_OWN_SETS; n++) {
    const name = ownSetName(req.userId, req.botUsername, n);
    if (name === null) return { kind: 'refused', reason: 'bad_name' };
    try {
      const size = await port.size(name);
      if (size !== null && size >= TELEGRAM_SET_LIMIT) continue;
      if (size === null) {
        await port.create(req.userId, name, n > 1 ? `${req.title} ${n}` : req.title, req.sticker);
        return { kind: 'added', name, created: true };
      }
      await port.add(req.userId, name, req.sticker);
      return { kind: 'added', name, created: false };
    } catch (err) {
      if (!(err instanceof StickerSetRefused) || err.reason === 'no_such_set') throw err;
      if (err.reason === 'rejected') return { kind: 'refused', reason: 'rejected' };
    }
  }
  return { kind: 'refused', reason: 'sets_full' };
}
