/**
 * What the sticker rules (telegram-sets.ts, guild-expressions.ts) need of each platform; each bot implements its
 * own. A refusal the rules act on is thrown as StickerSetRefused or ExpressionRefused; anything else propagates, so
 * chat delivery tries the whole step again later.
 */

/** One sticker to upload: the result file and how Telegram must read it. */
export interface StickerUpload {
  path: string;
  name: string;
  format: 'static' | 'video';
  emoji: string;
}

/**
 * The Bot API calls the Telegram set rules need (refusals as StickerSetRefused); anything else the platform answers
 * is thrown as it came, and delivery tries again.
 */
export interface StickerSetsPort {
  /** How many stickers the set holds, or null when there is no set of that name. */
  size(name: string): Promise<number | null>;
  /** Makes the set with this one sticker; throws StickerSetRefused('name_taken') when the name is held. */
  create(userId: string, name: string, title: string, sticker: StickerUpload): Promise<void>;
  /** Throws StickerSetRefused('set_full') at the per-set limit, ('no_such_set') when it is gone. */
  add(userId: string, name: string, sticker: StickerUpload): Promise<void>;
}

/** A result file to upload as an expression. */
export interface ExpressionFile {
  path: string;
  mime: string;
}

/**
 * Discord's REST calls for guild expressions (refusals as ExpressionRefused); other failures (429 after the library's
 * own waits, 5xx) propagate, and delivery tries again.
 */
export interface GuildExpressionsPort {
  createEmoji(guildId: string, name: string, file: ExpressionFile): Promise<{ id: string; animated: boolean }>;
  createSticker(guildId: string, name: string, tag: string, file: ExpressionFile): Promise<{ id: string }>;
}

